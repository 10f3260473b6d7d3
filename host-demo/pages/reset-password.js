// The page a mailed reset link opens (/reset-password?token=…): the account dialog at
// 'Choose a new password' with the link's token (docs/behaviour.md#reset-completion).
const resetToken = new URLSearchParams(window.location.search).get('token') ?? '';
const open = () => window.Masthead.openAccountDialog({ view: 'reset-password', resetToken });
open();
// A reader who closed the dialog can open it again.
document.querySelector('[data-reset-password]')?.addEventListener('click', open);
