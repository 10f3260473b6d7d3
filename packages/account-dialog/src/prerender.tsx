import { renderToString } from 'react-dom/server';
import { mastheadStore, openAccountDialog, resetMastheadStore } from '@masthead/store/vanilla';
import AccountDialog from './account-dialog.tsx';

/** The first field of the view: focused at load, as the dialog does when the page opens it. */
const firstField = /<input\b(?![^>]*\btype="hidden")/;

/**
 * The dialog's first view before its code has run, as a page that opens it at load shows it to
 * a reader not yet signed in: the Modal (backdrop, panel, close button, title) and the sign-in
 * form (packages/build/src/prerender.ts). Its ids carry a prefix of their own, so they never
 * meet the mounted dialog's in the frame the two swap. Its first field is `autofocus`: the
 * mounted dialog, opened by the page, focuses it too.
 */
export function prerender(): string {
  // A server render reads a store's initial state (zustand's server snapshot): for this
  // render, it is the state of a page that has opened the dialog.
  const { getInitialState } = mastheadStore;
  openAccountDialog();
  mastheadStore.getInitialState = () => mastheadStore.getState();
  try {
    const markup = renderToString(<AccountDialog />, {
      identifierPrefix: 'masthead-account-prerendered-',
    });
    return markup.replace(firstField, (input) => `${input} autofocus=""`);
  } finally {
    mastheadStore.getInitialState = getInitialState;
    resetMastheadStore();
  }
}
