/** The `./Header` expose: the `<masthead-header>` widget's component and its CMS attributes. */
export { default, attributes, LOGOUT_EVENT } from './header/header.tsx';
export type { HeaderProps } from './header/header.tsx';
