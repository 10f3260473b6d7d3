/**
 * The three calls behind the forms, with their captcha token and analytics (SPEC 4, 7).
 * No React here: the views call these and map what they throw with the mappers re-exported
 * here from errors.ts (so the API client's error types load with the calls, not with the views).
 * Passwords go to the API client only; nothing here logs values.
 */
import {
  apiProblemOf,
  checkSubscription,
  createUser,
  resetPassword,
  signIn,
  type AuthResponse,
} from '@masthead/api';
import { captchaField, withCaptcha } from '@masthead/auth-forms';
import {
  trackAccountLogin,
  trackRegistration,
  trackRegistrationFailure,
  trackRegistrationSuccess,
  trackSignInFailure,
  trackSignInStart,
  trackSignInSuccess,
} from '@masthead/analytics';
import { resetOutcome, type ResetOutcome } from './errors.ts';
import type { RegisterValues, ResetValues, SignInValues } from './rules.ts';

export { continueToCheckout } from './after-auth.ts';
export { signInError, registerError } from './errors.ts';

export async function submitSignIn(values: SignInValues): Promise<AuthResponse> {
  trackSignInStart();
  try {
    // SPEC 5: with captcha on, a fresh token for the action before each call.
    const result = await withCaptcha('sign-in', (token) =>
      signIn({ emailAddress: values.emailAddress.trim(), password: values.password, ...captchaField(token) }),
    );
    trackSignInSuccess();
    trackAccountLogin(result);
    return result;
  } catch (error) {
    trackSignInFailure({ reason: apiProblemOf(error).kind });
    throw error;
  }
}

export type RegisterOutcome =
  | { kind: 'created'; result: AuthResponse }
  /** SPEC 4: a subscription exists for the email; registration continues on its own page. */
  | { kind: 'subscription-exists' };

export async function submitRegister(values: RegisterValues): Promise<RegisterOutcome> {
  const emailAddress = values.emailAddress.trim();
  try {
    if (await checkSubscription(emailAddress)) return { kind: 'subscription-exists' };
    const result = await withCaptcha('register', (token) =>
      createUser({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        emailAddress,
        password: values.password,
        // SPEC 2.2 gives this dialog no opt-in checkbox: nobody is opted in from here.
        optIn: false,
        ...captchaField(token),
      }),
    );
    trackRegistrationSuccess();
    trackRegistration(result);
    return { kind: 'created', result };
  } catch (error) {
    trackRegistrationFailure({ reason: apiProblemOf(error).kind });
    throw error;
  }
}

export async function submitReset(values: ResetValues): Promise<ResetOutcome> {
  try {
    await withCaptcha('reset-password', (token) =>
      resetPassword({ emailAddress: values.emailAddress.trim(), ...captchaField(token) }),
    );
    return { kind: 'sent' };
  } catch (error) {
    return resetOutcome(error);
  }
}
