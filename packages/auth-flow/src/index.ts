/**
 * @masthead/auth-flow: the one sign-in, register and reset flow every dialog shares (and
 * choosing a new password from a mailed reset link). The
 * loader provides it on first use (one copy a page, its captcha and location state included).
 *
 * - operations without React, each resolving to one typed outcome and never throwing;
 * - the error catalogue: every problem kind mapped to its message, per operation (each
 *   failed outcome carries its message; the catalogue loads with the operations' code);
 * - `useAuthFlow`, a dialog's view, email, reset and auto-close;
 * - the three forms (sign in, register, forgot password) with the submit-disabled rules, each
 *   taking the dialog's copy, validation and slots;
 * - Formik-bound accessible fields and buttons, the captcha and US-location providers.
 *
 * The operations' code, with the API client and analytics, is fetched on the first call.
 */
export {
  submitSignIn,
  submitRegistration,
  requestPasswordReset,
  verifyPasswordReset,
  completePasswordReset,
  startRegistration,
  isCaptchaEnabled,
  flowCode,
  submitPasskeySignIn,
  addPasskey,
  loadPasskeyList,
  changePasskeyName,
  deletePasskey,
  passkeyCode,
} from './operations.ts';
export { hasPasskeys, hasPasskeyAutofill, hasPlatformPasskeys } from './passkey-device.ts';
export { PasskeySignIn, AUTOFILL_RENEW_MS } from './passkey-sign-in.tsx';
export type { PasskeySignInProps } from './passkey-sign-in.tsx';
export type {
  AddPasskeyOutcome,
  CompleteResetOutcome,
  CompleteResetValues,
  OperationOptions,
  PasskeyListOutcome,
  PasskeySignInOptions,
  PasskeySignInOutcome,
  RegisterOutcome,
  RegisterValues,
  RemovePasskeyOutcome,
  RenamePasskeyOutcome,
  ResetOutcome,
  ResetValues,
  SignInOutcome,
  SignInValues,
  VerifyResetOutcome,
} from './outcomes.ts';
export type { Failure } from './outcomes.ts';
export type {
  FlowOperation,
  FlowProblem,
  FlowProblemKind,
  PasskeyDeviceProblem,
  ProblemMessage,
  ResetProblem,
} from './problems.ts';
// The catalogue itself ('@masthead/auth-flow/catalogue') comes with the operations' code.
export { links } from './links.ts';
export { ProblemText } from './problem-text.tsx';
export type { ProblemTextProps } from './problem-text.tsx';
export { useAuthFlow, AUTO_CLOSE_MS } from './use-auth-flow.ts';
export type { AuthFlow, AuthFlowOptions } from './use-auth-flow.ts';
export { useCaptchaEnabled } from './use-captcha-enabled.ts';
export { lazySchemas } from './lazy-validate.ts';
export { importOnce } from './lazy.ts';
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { PasswordField } from './password-field.tsx';
export type { PasswordFieldProps } from './password-field.tsx';
export { CheckboxField, SelectField } from './choice-fields.tsx';
export type { CheckboxFieldProps, SelectFieldProps } from './choice-fields.tsx';
export {
  SubmitButton,
  PrimaryButton,
  SecondaryButton,
  LinkButton,
  FormActions,
  FormAlert,
} from './buttons.tsx';
export type {
  SubmitButtonProps,
  PrimaryButtonProps,
  SecondaryButtonProps,
  LinkButtonProps,
  FormActionsProps,
  FormAlertProps,
} from './buttons.tsx';
export { FlowForm } from './flow-form.tsx';
export type { FlowFormProps, FlowFormState } from './flow-form.tsx';
export { SignInForm } from './sign-in-form.tsx';
export type { SignInFormProps } from './sign-in-form.tsx';
export { RegisterForm } from './register-form.tsx';
export type { RegisterFormProps } from './register-form.tsx';
export { ForgotPasswordForm } from './forgot-password-form.tsx';
export type { ForgotPasswordFormProps } from './forgot-password-form.tsx';
export { AuthForm } from './auth-form.tsx';
export type { AuthFormProps, DialogFormProps, FormSlots } from './auth-form.tsx';
export { canRegister, canRequestReset, canSignIn, filled } from './form-rules.ts';
export type { FormCopy, FormValidation, Validate } from './form-rules.ts';
export { ViewLink } from './view-link.tsx';
export type { ViewAction, ViewLinkProps } from './view-link.tsx';
export { Confirmation } from './confirmation.tsx';
export type { ConfirmationProps } from './confirmation.tsx';
export type { OptInFieldProps } from './opt-in-field.tsx';
export { useOnEdit, OnEdit } from './use-on-edit.ts';
export { useSubmission } from './use-submission.ts';
export type { Submission } from './use-submission.ts';
export { recaptchaV3Provider } from './captcha-providers.ts';
export type { CaptchaProvider, CaptchaProviders, RecaptchaOptions } from './captcha-providers.ts';
export {
  createUsLocation,
  demoLocationProvider,
  geoIpLocationProvider,
  locationErrorMessage,
} from './location.ts';
export type { GeoIpOptions, LocationProvider, UsLocation } from './location.ts';
