/**
 * The page's side of the sign-in and subscribe buttons: a click opens the dialog a button's
 * `data-masthead-*` attributes name through Masthead's page API, at once when the loader has
 * run, else when it says it is ready (`masthead:ready`); only the last click waiting counts.
 * A subscribe button continues to its page once the reader is authenticated (at once for one
 * signed in already), after the subscription's activation.
 */
const readyEvent = 'masthead:ready';
/** @type {(() => void) | null} */
let waiting = null;

/** @param {(api: any) => void} withApi */
function whenMasthead(withApi) {
  waiting?.();
  if (window.Masthead) {
    withApi(window.Masthead);
    return;
  }
  const onReady = () => {
    waiting = null;
    withApi(window.Masthead);
  };
  document.addEventListener(readyEvent, onReady, { once: true });
  waiting = () => document.removeEventListener(readyEvent, onReady);
}

/** @param {HTMLElement} button @param {any} api */
function open(button, api) {
  const data = button.dataset;
  if (data.mastheadOpens !== 'checkout') {
    api.openAccountDialog({
      view: data.mastheadView ?? 'sign-in',
      ...(data.mastheadFromPaywall !== undefined ? { fromPaywall: true } : {}),
      ...(data.mastheadCustomText ? { customText: data.mastheadCustomText } : {}),
    });
    return;
  }
  const next = data.mastheadContinue;
  if (next && api.getState().status === 'authenticated') {
    window.location.assign(next);
    return;
  }
  api.openCheckoutDialog({
    giftMode: data.mastheadGift !== undefined,
    async onSubscription(_userReference, completeActivation) {
      try {
        await completeActivation();
      } finally {
        if (next) window.location.assign(next);
      }
    },
  });
}

document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element
      ? event.target.closest(
          '.wp-block-masthead-dialog-button [data-masthead-opens], .wp-block-masthead-paywall [data-masthead-opens]',
        )
      : null;
  if (!(button instanceof HTMLElement)) return;
  whenMasthead((api) => open(button, api));
});
