// The CMS's own paywall script, talking to Masthead only through its page API.
for (const button of document.querySelectorAll('[data-paywall-sign-in]')) {
  button.addEventListener('click', () => {
    window.Masthead.openAccountDialog({
      view: 'sign-in',
      fromPaywall: true,
      customText: 'Sign in to keep reading. Subscribers get unlimited access.',
    });
  });
}
