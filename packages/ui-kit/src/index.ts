export { Heading, assertHeadingLevel, headingErrors, sectionLabelClass } from './heading.tsx';
export type { HeadingLevel, HeadingProps } from './heading.tsx';
export {
  Icon,
  iconPaths,
  facebookPath,
  xPath,
  linkedinPath,
  instagramPath,
  youtubePath,
  userPath,
  subscriberPath,
  searchPath,
  closePath,
  cartPath,
  menuPath,
  chevronPath,
  eyePath,
  eyeOffPath,
} from './icons.tsx';
export type { IconName, IconProps } from './icons.tsx';
export { Logo } from './logo.tsx';
export type { LogoProps } from './logo.tsx';
export { Loader } from './loader.tsx';
export type { LoaderProps } from './loader.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
export { useLayer } from './use-layer.ts';
export type { LayerOptions } from './use-layer.ts';
// The Flyout is an entry of its own ('@masthead/ui-kit/flyout'), so that a module which
// imports this index for an icon does not reach floating-ui: a remote's build takes what
// its expose reaches into the expose's chunk (remote-build.ts, exposeChunks).
// The Modal and the SlideInPanel are entries of their own ('@masthead/ui-kit/modal',
// '@masthead/ui-kit/slide-in-panel'): the loader shares them, and their focus trap, on demand.
export { useServerRender } from './use-server-render.ts';
export { useKeptClick } from './use-kept-click.tsx';
export { jumpFocus, offsetTop } from './jump-focus.ts';
