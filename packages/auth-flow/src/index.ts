/**
 * @masthead/auth-flow: the one sign-in, register and reset flow every dialog shares (and
 * choosing a new password from a mailed reset link, and passkeys). The loader provides it on
 * first use (one copy a page, its captcha and location state included).
 *
 * What the dialogs use, and nothing else:
 * - `useAuthFlow`, a dialog's view, email, reset and auto-close;
 * - `AuthForm`, the one form path (fields, the failure's message, submit blocking, the
 *   confirmation), and the three forms built on it (sign in, register, forgot password);
 * - the operations a dialog's own views call, each resolving to one typed outcome and never
 *   throwing (the error catalogue, '@masthead/auth-flow/catalogue', comes with their code);
 * - the passkey views (the reader's list, the offer after a password sign-in, with their
 *   titles) and when to make the offer;
 * - Formik-bound fields and buttons, the captcha and US-location providers.
 */
export { verifyPasswordReset, completePasswordReset, flowCode } from './operations.ts';
export type { CompleteResetOutcome, Failure, VerifyResetOutcome } from './outcomes.ts';
export { PasskeysView } from './passkeys-view.tsx';
export { PasskeyOfferView } from './passkey-offer-view.tsx';
export { shouldOfferPasskey } from './passkey-offer.ts';
export { passkeyTitles } from './passkey-copy.ts';
export { links } from './links.ts';
export { ProblemText } from './problem-text.tsx';
export { useAuthFlow } from './use-auth-flow.ts';
export type { AuthFlow } from './use-auth-flow.ts';
export { useCaptchaEnabled } from './use-captcha-enabled.ts';
export { lazySchemas } from './lazy-validate.ts';
export { importOnce } from './lazy.ts';
export { AuthForm } from './auth-form.tsx';
export type { DialogFormProps } from './auth-form.tsx';
export { SignInForm } from './sign-in-form.tsx';
export { RegisterForm } from './register-form.tsx';
export { ForgotPasswordForm } from './forgot-password-form.tsx';
export { filled } from './form-rules.ts';
export type { FormCopy, FormValidation } from './form-rules.ts';
export { ViewLink } from './view-link.tsx';
export { NewPasswordField } from './password-field.tsx';
export { SelectField } from './choice-fields.tsx';
export { SecondaryButton, FormActions } from './buttons.tsx';
export type { CaptchaProviders } from './captcha-providers.ts';
export { createUsLocation, demoLocationProvider, geoIpLocationProvider } from './location.ts';
export type { LocationProvider, UsLocation } from './location.ts';
