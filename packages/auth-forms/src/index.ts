/**
 * @masthead/auth-forms: the form kit the account and checkout dialogs share without importing
 * each other's remote. Formik-bound accessible fields, buttons with a loading state, the captcha
 * provider interface and `withCaptcha`, and the US-location provider. No SPEC texts here: each
 * dialog passes its own copy.
 */
export { TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
export { PasswordField } from './password-field.tsx';
export type { PasswordFieldProps } from './password-field.tsx';
export { CheckboxField, SelectField } from './choice-fields.tsx';
export type { CheckboxFieldProps, SelectFieldProps } from './choice-fields.tsx';
export { SubmitButton, SecondaryButton, LinkButton, FormAlert } from './buttons.tsx';
export type { SubmitButtonProps, SecondaryButtonProps, LinkButtonProps, FormAlertProps } from './buttons.tsx';
export { useOnEdit, OnEdit } from './use-on-edit.ts';
export { useSubmission } from './use-submission.ts';
export type { Submission } from './use-submission.ts';
export { loadScript } from './script.ts';
export { withCaptcha, captchaField, demoCaptchaProvider, recaptchaV3Provider } from './captcha.ts';
export type { CaptchaProvider, CaptchaProviders, RecaptchaOptions, WithCaptchaOptions } from './captcha.ts';
export {
  createUsLocation,
  demoLocationProvider,
  geoIpLocationProvider,
  locationErrorMessage,
} from './location.ts';
export type { GeoIpOptions, LocationProvider, UsLocation } from './location.ts';
