/**
 * docs/behaviour.md#checkout-validation's checkout-dialog rules as plain predicates, with no yup: the views use them to
 * disable their submit buttons on every render, and the yup schemas (loaded on first use,
 * schemas.ts) use them for the messages.
 */
import type { ResetValues, SignInValues } from '@masthead/auth-flow';

/** docs/behaviour.md#checkout-validation: local part, @, letters, a dot, then 2 to 3 letters. */
export const checkoutEmailPattern = /^[^\s@]+@[A-Za-z]+\.[A-Za-z]{2,3}$/;

/** Filled means something besides whitespace (docs/behaviour.md#checkout-validation: whitespace-only counts as blank). */
export const filled = (value: string): boolean => value.trim() !== '';
export const validEmail = (value: string): boolean => checkoutEmailPattern.test(value.trim());

export type { ResetValues, SignInValues };
/** This dialog has no opt-in checkbox: nobody is opted in from here. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
}

/** docs/behaviour.md#checkout-validation: both filled (the credential error is the view's to add). */
export const canSignIn = (v: SignInValues): boolean => filled(v.emailAddress) && filled(v.password);
/** docs/behaviour.md#checkout-validation: first name, last name, password and a valid email. */
export const canRegister = (v: RegisterValues): boolean =>
  filled(v.firstName) && filled(v.lastName) && filled(v.password) && validEmail(v.emailAddress);
/** docs/behaviour.md#checkout-validation: the send button waits for a valid email. */
export const canReset = (v: ResetValues): boolean => validEmail(v.emailAddress);
