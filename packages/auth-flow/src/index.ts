/**
 * @masthead/auth-flow: the one sign-in, register and reset flow every dialog shares (and
 * choosing a new password from a mailed reset link, and passkeys). The loader provides it on
 * first use (one copy a page, its captcha and location state included).
 *
 * What the dialogs use, and nothing else:
 * - `useAuthFlow`, a dialog's view, email, reset and auto-close;
 * - the forms and views on the one form path (fields, the failure's message, submit blocking,
 *   the confirmation), with a dialog's words: sign in, register, forgot password, choosing a
 *   new password from a mailed link, the profile questionnaire (the error catalogue,
 *   '@masthead/auth-flow/catalogue', comes with their operations' code);
 * - the passkey views (the reader's list, the offer after a password sign-in) and when to
 *   make the offer;
 * - `loadLaterViews`, which fetches the views a dialog meets later (the passkey views, the
 *   questionnaire, choosing a new password), a chunk of their own, before it shows one;
 * - a button, a sentence with a link in it (`RichText`), the captcha and US-location providers.
 *
 * Its own words (the error catalogue's, the passkey views') are the `auth` catalogue
 * (messages.ts), in the widget's language; the forms' labels are each dialog's.
 */
export { flowCode } from './operations.ts';
// The later views: their code is a chunk of its own, fetched on first use (later-view.tsx).
export {
  laterViewsCode,
  loadLaterViews,
  PasskeyOfferView,
  PasskeysView,
  ProfileSettingsView,
  ResetPasswordView,
} from './later-view.tsx';
export { shouldOfferPasskey } from './passkey-offer.ts';
export { links } from './links.ts';
export { useAuthFlow } from './use-auth-flow.ts';
export type { AuthFlow } from './use-auth-flow.ts';
export { useCaptchaEnabled } from './use-captcha-enabled.ts';
export { lazySchemas } from './lazy-validate.ts';
export { importOnce } from './lazy.ts';
export type { DialogFormProps } from './auth-form.tsx';
export { SignInForm } from './sign-in-form.tsx';
export { RegisterForm } from './register-form.tsx';
export { ForgotPasswordForm } from './forgot-password-form.tsx';
export { filled } from './form-rules.ts';
export type { FormCopy, FormValidation } from './form-rules.ts';
export { ViewLink } from './view-link.tsx';
export { RichText } from './rich-text.tsx';
export { SecondaryButton } from './buttons.tsx';
export type { CaptchaProviders } from './captcha-providers.ts';
export { createUsLocation, demoLocationProvider, geoIpLocationProvider } from './location.ts';
export type { LocationProvider, UsLocation } from './location.ts';
