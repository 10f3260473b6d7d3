/**
 * The `./CheckoutDialog` expose: the dialog the loader mounts (no props) when the store
 * asks for `{ kind: 'checkout' }`. Kept apart from checkout-dialog.tsx so that file
 * exports only a component and hot-reloads in place.
 */
export { default } from './checkout-dialog.tsx';
export type { CheckoutView } from './checkout-dialog.tsx';
