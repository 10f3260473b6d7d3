/**
 * The operations' code: the calls with their captcha step, trimming, the subscription lookup
 * and the analytics each owes. A chunk of its own, loaded on the first submit
 * (operations.ts), so the API client and analytics stay out of what a dialog opens with.
 * Nothing here throws; passwords go to the API client only and are never logged.
 */
import {
  trackAccountLogin,
  trackPasswordResetFailure,
  trackPasswordResetStart,
  trackPasswordResetSuccess,
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
  completePasswordReset,
  createUser,
  getCaptchaEnabled,
  isSignedIn,
  reauthenticate,
  resetPassword,
  signIn,
  verifyResetToken,
} from '@masthead/api';
import { signIn as storeSignIn } from '@masthead/store';
import {
  completeResetMessage,
  confirmSignInMessage,
  registerMessage,
  resetMessage,
  signInMessage,
} from './catalogue.ts';
import { links } from './links.ts';
import { english } from './messages.ts';
import { captchaField, withCaptcha } from './captcha.ts';
import type {
  CompleteResetOutcome,
  CompleteResetValues,
  ConfirmSignInOutcome,
  OperationOptions,
  RegisterOutcome,
  RegisterValues,
  ResetOutcome,
  ResetValues,
  SignInOutcome,
  SignInValues,
  VerifyResetOutcome,
  Wording,
} from './outcomes.ts';

const captchaOf = ({ captchaProviders }: OperationOptions) =>
  captchaProviders ? { providers: captchaProviders } : {};

export async function runSignIn(values: SignInValues, options: OperationOptions): Promise<SignInOutcome> {
  trackSignInStart();
  try {
    const result = await withCaptcha(
      'sign-in',
      (token) =>
        signIn({
          emailAddress: values.emailAddress.trim(),
          password: values.password,
          ...captchaField(token),
        }),
      captchaOf(options),
    );
    storeSignIn(result);
    trackSignInSuccess();
    trackAccountLogin(result);
    return { kind: 'signed-in', result };
  } catch (error) {
    const problem = apiProblemOf(error);
    trackSignInFailure({ reason: problem.kind });
    return { kind: 'failed', problem, message: signInMessage(problem, options.messages) };
  }
}

/** the subscription lookup first, then the account. */
export async function runRegister(
  values: RegisterValues,
  options: OperationOptions,
): Promise<RegisterOutcome> {
  const emailAddress = values.emailAddress.trim();
  try {
    if (await checkSubscription(emailAddress))
      return { kind: 'subscription-exists', emailAddress, url: links.subscriberRegistration(emailAddress) };
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
      captchaOf(options),
    );
    // A subscription appeared since the lookup: its address is proved by mail first, and the
    // reader carries on where a subscriber registers.
    if (!isSignedIn(answer))
      return { kind: 'subscription-exists', emailAddress, url: links.subscriberRegistration(emailAddress) };
    storeSignIn(answer);
    trackRegistrationSuccess();
    trackRegistration(answer);
    return { kind: 'registered', result: answer };
  } catch (error) {
    const problem = apiProblemOf(error);
    trackRegistrationFailure({ reason: problem.kind });
    return { kind: 'failed', problem, message: registerMessage(problem, options.messages) };
  }
}

export async function runReset(values: ResetValues, options: OperationOptions): Promise<ResetOutcome> {
  const sent = { kind: 'sent', message: (options.messages ?? english).resetSent } as const;
  try {
    await withCaptcha(
      'reset-password',
      (token) => resetPassword({ emailAddress: values.emailAddress.trim(), ...captchaField(token) }),
      captchaOf(options),
    );
    return sent;
  } catch (error) {
    const problem = apiProblemOf(error);
    return problem.kind === 'not-found'
      ? sent
      : { kind: 'failed', problem, message: resetMessage(problem, options.messages) };
  }
}

/** Checks a mailed reset link's token before the reader types a password; no analytics. */
export async function runVerifyReset(
  token: string,
  { signal, messages }: Wording & { signal?: AbortSignal | undefined } = {},
): Promise<VerifyResetOutcome> {
  if (!token.trim()) {
    // A link without its token: nothing to ask the server, the same way to a new link.
    const problem = { kind: 'reset-token-invalid', message: english.resetTokenInvalid } as const;
    return { kind: 'failed', problem, message: completeResetMessage(problem, messages) };
  }
  try {
    const { emailAddress } = await verifyResetToken(token, signal ? { signal } : {});
    return { kind: 'valid', emailAddress };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { kind: 'failed', problem, message: completeResetMessage(problem, messages) };
  }
}

/** Sets the new password; the answer signs the reader in, as sign-in does. */
export async function runCompleteReset(
  values: CompleteResetValues,
  { messages }: Wording = {},
): Promise<CompleteResetOutcome> {
  trackPasswordResetStart();
  try {
    const result = await completePasswordReset({ token: values.token, password: values.password });
    storeSignIn(result);
    trackPasswordResetSuccess();
    trackAccountLogin(result);
    return { kind: 'reset', result };
  } catch (error) {
    const problem = apiProblemOf(error);
    trackPasswordResetFailure({ reason: problem.kind });
    return { kind: 'failed', problem, message: completeResetMessage(problem, messages) };
  }
}

/**
 * Confirms the signed-in reader's sign-in with their password, before a change the server
 * guards (adding or removing a passkey). Not a sign-in: no analytics, the store unchanged.
 */
export async function runConfirmSignIn(
  password: string,
  { messages }: Wording = {},
): Promise<ConfirmSignInOutcome> {
  try {
    await reauthenticate(password);
    return { kind: 'confirmed' };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { kind: 'failed', problem, message: confirmSignInMessage(problem, messages) };
  }
}

/** The registration start; the analytics package sends it once per session. */
export function runRegistrationStart(): void {
  trackRegistrationStart();
}

/** The captcha-enabled check; a failed check counts as off. */
export async function runCaptchaCheck(): Promise<boolean> {
  try {
    return (await getCaptchaEnabled()).enabled;
  } catch {
    return false;
  }
}
