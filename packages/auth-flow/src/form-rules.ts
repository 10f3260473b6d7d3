/**
 * What a dialog gives the flow's forms besides its slots: its words and its validation. The
 * submit-disabled rules are the same in both dialogs but for the email pattern and what counts
 * as a typed password (docs/behaviour.md#account-validation, #checkout-validation); they are
 * plain predicates, run on every render, while the dialog's yup schemas (fetched on first use,
 * `lazySchemas`) carry the messages.
 */
import type { FormikErrors } from 'formik';
import type { RegisterValues, ResetValues, SignInValues } from './outcomes.ts';

/** A Formik `validate`, as `lazySchemas` makes it. */
export type Validate<Values> = (values: Values) => Promise<FormikErrors<Values>>;

export interface FormValidation {
  /** The dialog's email pattern: register and reset wait for a valid email. */
  validEmail: (value: string) => boolean;
  /**
   * When a password counts as typed. Default: anything at all, white space included (a
   * password is sent as typed).
   */
  passwordFilled?: ((value: string) => boolean) | undefined;
  /** Each form's messages: the dialog's schemas. */
  validate: {
    signIn: Validate<SignInValues>;
    register: Validate<RegisterValues>;
    reset: Validate<ResetValues>;
  };
}

/** The words the forms show, from the dialog's catalogue: the fields' labels and the loader's name. */
export interface FormCopy {
  /** The loader's accessible name while a request runs. */
  loading: string;
  /** The password toggle's accessible name. */
  showPassword: string;
  email: string;
  /** The password's label when signing in. */
  password: string;
  /** The password's label when registering. Default: `password`. */
  registerPassword?: string | undefined;
  firstName: string;
  lastName: string;
  /** The password policy, under the password when registering (docs/behaviour.md#password-policy). */
  passwordHint: string;
  /**
   * The passkey button's words, 'Sign in with a passkey' (docs/behaviour.md#passkeys). Given,
   * the sign-in form offers passkeys: the button, and the email field's autofill. Default none.
   */
  passkeySignIn?: string | undefined;
}

/** Names and emails are sent trimmed: white space alone is blank. */
export const filled = (value: string): boolean => value.trim() !== '';
const typed = (value: string): boolean => value !== '';
const passwordIn = (validation: FormValidation, password: string) =>
  (validation.passwordFilled ?? typed)(password);

/** Both fields filled (a credentials error showing disables it too: the form's failure). */
export const canSignIn = (values: SignInValues, validation: FormValidation): boolean =>
  filled(values.emailAddress) && passwordIn(validation, values.password);

/** First name, last name, a password and a valid email. */
export const canRegister = (values: RegisterValues, validation: FormValidation): boolean =>
  filled(values.firstName) &&
  filled(values.lastName) &&
  passwordIn(validation, values.password) &&
  validation.validEmail(values.emailAddress);

/** A valid email. */
export const canRequestReset = (values: ResetValues, validation: FormValidation): boolean =>
  validation.validEmail(values.emailAddress);
