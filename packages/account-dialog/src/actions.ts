/**
 * What each form does on submit: the calls (with captcha), the store and the analytics events.
 * Loaded on the first submit (`loadActions`), so the API client and ky stay out of the chunk
 * the first Sign In click downloads. Views get back a typed problem, never a status code.
 */
import {
  trackAccountLogin,
  trackRegistration,
  trackRegistrationFailure,
  trackRegistrationStart,
  trackRegistrationSuccess,
  trackSignInFailure,
  trackSignInStart,
  trackSignInSuccess,
} from '@masthead/analytics';
import {
  apiProblemOf,
  checkSubscription,
  createUser,
  resetPassword,
  signIn,
  updateProfile,
  type ApiProblem,
} from '@masthead/api';
import { captchaField, withCaptcha, type WithCaptchaOptions } from '@masthead/auth-forms';
import { closeDialog, signIn as storeSignIn, type AuthUser } from '@masthead/store';

/** SPEC 7's registration start, for the register view (keeps analytics off the first click too). */
export { trackRegistrationStart };

/** Signs in; on success stores the user and closes the dialog. Resolves the problem, or null. */
export async function signInAction(
  values: { emailAddress: string; password: string },
  captcha: WithCaptchaOptions,
): Promise<ApiProblem | null> {
  trackSignInStart();
  try {
    const answer = await withCaptcha(
      'sign-in',
      (token) =>
        signIn({
          emailAddress: values.emailAddress.trim(),
          password: values.password,
          ...captchaField(token),
        }),
      captcha,
    );
    storeSignIn(answer);
    trackSignInSuccess();
    trackAccountLogin(answer);
    closeDialog();
    return null;
  } catch (error) {
    const problem = apiProblemOf(error);
    trackSignInFailure({ reason: problem.kind });
    return problem;
  }
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  password: string;
  optIn: boolean;
}

export type RegisterOutcome =
  | { kind: 'subscription-exists'; emailAddress: string }
  | { kind: 'registered' }
  | { kind: 'failed'; problem: ApiProblem };

/** SPEC 4: the subscription lookup first, then the account; success stores the user. */
export async function registerAction(
  values: RegisterValues,
  captcha: WithCaptchaOptions,
): Promise<RegisterOutcome> {
  const emailAddress = values.emailAddress.trim();
  try {
    if (await checkSubscription(emailAddress)) return { kind: 'subscription-exists', emailAddress };
    const answer = await withCaptcha(
      'register',
      (token) =>
        createUser({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          emailAddress,
          password: values.password,
          optIn: values.optIn,
          ...captchaField(token),
        }),
      captcha,
    );
    storeSignIn(answer);
    trackRegistrationSuccess();
    trackRegistration(answer);
    return { kind: 'registered' };
  } catch (error) {
    const problem = apiProblemOf(error);
    trackRegistrationFailure({ reason: problem.kind });
    return { kind: 'failed', problem };
  }
}

/** Asks for a reset link. Resolves null when sent, or when no account exists (SPEC 4: 404 is a success). */
export async function resetAction(
  emailAddress: string,
  captcha: WithCaptchaOptions,
): Promise<ApiProblem | null> {
  try {
    await withCaptcha(
      'reset-password',
      (token) => resetPassword({ emailAddress: emailAddress.trim(), ...captchaField(token) }),
      captcha,
    );
    return null;
  } catch (error) {
    const problem = apiProblemOf(error);
    return problem.kind === 'not-found' ? null : problem;
  }
}

/** Saves the questionnaire; resolves whether it was saved (SPEC 8: a failure shows no message). */
export async function saveProfileAction(
  user: AuthUser | null,
  values: { industry: string; jobTitle: string; companySize: string },
): Promise<boolean> {
  try {
    await updateProfile({
      displayName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      emailAddress: user?.emailAddress ?? '',
      attributes: [
        { name: 'industry', value: values.industry },
        { name: 'job-title', value: values.jobTitle },
        { name: 'company-size', value: values.companySize },
      ],
    });
    return true;
  } catch {
    return false;
  }
}
