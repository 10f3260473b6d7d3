// @ts-check
// The CMS's own paywall script, talking to Masthead only through its page API.
/** The loader's page API: the loader's module script, which sets it, runs before this one. */
const masthead = () => /** @type {NonNullable<Window['Masthead']>} */ (window.Masthead);
for (const button of document.querySelectorAll('[data-paywall-sign-in]')) {
  button.addEventListener('click', () => {
    masthead().openAccountDialog({
      view: 'sign-in',
      fromPaywall: true,
      customText: 'Sign in to keep reading. Subscribers get unlimited access.',
    });
  });
}

export {};
