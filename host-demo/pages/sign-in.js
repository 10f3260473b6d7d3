// A landing page whose script opens the account dialog as soon as the page loads: the
// loader and the account dialog's remote, nothing else (the bench times this page).
window.Masthead.openAccountDialog({ customText: 'Sign in to keep reading.' });
