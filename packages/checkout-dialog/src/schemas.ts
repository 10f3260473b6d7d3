/**
 * One yup schema per form, with SPEC 5's checkout-dialog rules, plus the plain
 * predicates the views use to disable their submit buttons (SPEC 5 says when; the
 * predicates say it without waiting for formik's asynchronous validation).
 */
import { object, string } from 'yup';
import { copy } from './copy.ts';

/** SPEC 5: local part, @, letters, a dot, then 2 to 3 letters. */
export const checkoutEmailPattern = /^[^\s@]+@[A-Za-z]+\.[A-Za-z]{2,3}$/;

/** Filled means something besides whitespace (SPEC 5: whitespace-only counts as blank). */
export const filled = (value: string): boolean => value.trim() !== '';
export const validEmail = (value: string): boolean => checkoutEmailPattern.test(value.trim());

const required = () =>
  string()
    .default('')
    .test('filled', copy.validation.required, (value) => filled(value ?? ''));
const email = () =>
  required().test('email', copy.validation.email, (value) => !filled(value ?? '') || validEmail(value ?? ''));

export interface SignInValues {
  emailAddress: string;
  password: string;
}
export interface RegisterValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
}
export interface ResetValues {
  emailAddress: string;
}

export const signInSchema = object({ emailAddress: required(), password: required() });
export const registerSchema = object({
  firstName: required(),
  lastName: required(),
  emailAddress: email(),
  password: required(),
});
export const resetSchema = object({ emailAddress: email() });

/** SPEC 5: both filled (the credential error is the view's to add). */
export const canSignIn = (v: SignInValues): boolean => filled(v.emailAddress) && filled(v.password);
/** SPEC 5: first name, last name, password and a valid email. */
export const canRegister = (v: RegisterValues): boolean =>
  filled(v.firstName) && filled(v.lastName) && filled(v.password) && validEmail(v.emailAddress);
/** SPEC 5: the send button waits for a valid email. */
export const canReset = (v: ResetValues): boolean => validEmail(v.emailAddress);
