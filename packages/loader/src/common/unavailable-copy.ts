/** What the loader itself says to readers: the message shown when a dialog cannot load (dialog-unavailable.tsx, early-dialog.ts). */
export const copy = {
  account: {
    title: 'Sign In',
    message: 'Sign in is unavailable right now. Please try again.',
  },
  checkout: {
    title: 'Sign in or register',
    message: 'Checkout is unavailable right now. Please try again.',
  },
  retry: 'Try again',
  retrying: 'Trying again…',
  close: 'Close',
} as const;
