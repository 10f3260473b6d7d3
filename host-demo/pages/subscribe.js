// The CMS's plan buttons, talking to Masthead only through its page API (window.Masthead).
// An anonymous visitor first signs in or registers in the checkout dialog; a signed-in
// visitor goes straight on. Gift pages pass giftMode and continue to choosing a recipient.
const giftMode = document.querySelector('.plans')?.dataset.giftMode === 'true';
const nextStep = giftMode ? '/gift-recipient' : '/checkout';

for (const button of document.querySelectorAll('[data-plan]')) {
  button.addEventListener('click', () => {
    const next = `${nextStep}?plan=${encodeURIComponent(button.dataset.plan)}`;
    if (window.Masthead.getState().status === 'authenticated') {
      window.location.assign(next);
      return;
    }
    window.Masthead.openCheckoutDialog({
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
