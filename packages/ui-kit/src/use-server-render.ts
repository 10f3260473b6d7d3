import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True in a server render (renderToString: a widget's or a dialog's prerendered first view),
 * false in the browser from the first render on; hydration reads the server's answer.
 */
export const useServerRender = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
