/** What the loader itself says to readers: the message shown when a dialog cannot load (dialog-unavailable.tsx, early-dialog/messages.ts). */
export const copy = {
  account: {
    title: 'Sign In',
    message: 'Sign in is unavailable right now. Please try again.',
    reload: 'Sign in is unavailable right now. Please reload the page.',
  },
  checkout: {
    title: 'Sign in or register',
    message: 'Checkout is unavailable right now. Please try again.',
    reload: 'Checkout is unavailable right now. Please reload the page.',
  },
  retry: 'Try again',
  retrying: 'Trying again…',
  reload: 'Reload page',
  close: 'Close',
} as const;
