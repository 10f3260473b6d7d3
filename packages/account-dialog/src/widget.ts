/**
 * The `./AccountDialog` expose: the loader mounts its default export (no props) the first
 * time the store asks for the account dialog. Kept apart from account-dialog.tsx so that
 * file exports only a component and hot-reloads in place.
 */
export { default } from './account-dialog.tsx';
export type { AccountDialogProps } from './account-dialog.tsx';
