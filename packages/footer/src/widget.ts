/**
 * The `./Footer` expose: the component and its CMS attributes. Kept apart from
 * footer.tsx so that file exports only a component and hot-reloads in place.
 */
export { default } from './footer.tsx';
export type { FooterProps } from './footer.tsx';
export { attributes } from './attributes.ts';
