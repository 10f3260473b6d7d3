export { Heading, assertHeadingLevel, headingErrors } from './heading.tsx';
export type { HeadingLevel, HeadingProps } from './heading.tsx';
export { Icon, iconNames } from './icons.tsx';
export type { IconName, IconProps } from './icons.tsx';
export { Logo } from './logo.tsx';
export type { LogoProps } from './logo.tsx';
export { Loader } from './loader.tsx';
export type { LoaderProps } from './loader.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
export { Flyout, flyoutFadeMs } from './flyout.tsx';
export type { FlyoutProps } from './flyout.tsx';
export { SlideInPanel } from './slide-in-panel.tsx';
export type { SlideInPanelProps } from './slide-in-panel.tsx';
// The Modal is its own entry, '@masthead/ui-kit/modal': the loader shares it on demand.
