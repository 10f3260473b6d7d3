/**
 * The views a dialog meets later, if at all: the reader's passkeys and the offer after a
 * password sign-in, the questionnaire after registering, choosing a new password from a mailed
 * link. A chunk of their own (with their styles), fetched when a dialog is about to show one
 * (later-view.tsx): a dialog's first view, a form, comes without them.
 */
export { PasskeysView } from './passkeys-view.tsx';
export { PasskeyOfferView } from './passkey-offer-view.tsx';
export { ProfileSettingsView } from './profile-settings-view.tsx';
export { ResetPasswordView } from './reset-password-view.tsx';
