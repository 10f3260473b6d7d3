// @ts-check
// The CMS's own paywall script, talking to Masthead only through its page API.
import { masthead } from './masthead.js';
for (const button of document.querySelectorAll('[data-paywall-sign-in]')) {
  button.addEventListener('click', async () => {
    (await masthead).openAccountDialog({
      view: 'sign-in',
      fromPaywall: true,
      customText: 'Sign in to keep reading. Subscribers get unlimited access.',
    });
  });
}
