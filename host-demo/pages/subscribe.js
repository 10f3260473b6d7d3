// @ts-check
// The CMS's plan buttons, talking to Masthead only through its page API (window.Masthead).
// An anonymous visitor first signs in or registers in the checkout dialog; a signed-in
// visitor goes straight on. Gift pages pass giftMode and continue to choosing a recipient.
import { masthead } from './masthead.js';
const giftMode = document.querySelector('.plans')?.getAttribute('data-gift-mode') === 'true';

const nextStep = giftMode ? '/gift-recipient' : '/checkout';

for (const button of document.querySelectorAll('[data-plan]')) {
  button.addEventListener('click', async () => {
    const plan = button.getAttribute('data-plan') ?? '';
    const next = `${nextStep}?plan=${encodeURIComponent(plan)}`;
    const api = await masthead;
    if (api.getState().status === 'authenticated') {
      window.location.assign(next);
      return;
    }
    api.openCheckoutDialog({
      giftMode,
      // Called once the visitor is authenticated, with their user reference and the routine
      // that completes subscription activation (POST /api/user/subscribe/checkoutComplete).
      async onSubscription(userReference, completeActivation) {
        let activation;
        try {
          activation = await completeActivation();
        } catch (error) {
          activation = { failed: String(error) };
        }
        // The next page shows what activation answered.
        sessionStorage.setItem('demo-checkout', JSON.stringify({ userReference, activation }));
        window.location.assign(next);
      },
    });
  });
}
