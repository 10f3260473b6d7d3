import { lazy, type ComponentType } from 'react';

/**
 * A menu's panel whose code loads on demand (`load`, also called to fetch it early). Once the
 * code is in, the panel renders at once: a `lazy` component suspends on its first render even
 * when its module has already loaded, and React holds the content it then reveals for up to
 * 300 ms (its throttle for Suspense reveals), which a reader saw as a menu opening late.
 */
export function lazyPanel<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Panel(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Panel, preload };
}
