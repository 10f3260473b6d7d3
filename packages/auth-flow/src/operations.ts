/**
 * The flow's operations, without React: sign in, register, request a reset, check a mailed
 * reset link and choose a new password with it. Each resolves to
 * one typed outcome, with what to tell the reader, and never throws. Their code (run.ts, with the API client and analytics)
 * is fetched on first use; when that fetch fails the outcome is the `unavailable` problem,
 * and the next call fetches again.
 */
import { importOnce } from './lazy.ts';
import { unavailableText } from './links.ts';
import type {
  CompleteResetOutcome,
  CompleteResetValues,
  OperationOptions,
  RegisterOutcome,
  RegisterValues,
  ResetOutcome,
  ResetValues,
  SignInOutcome,
  SignInValues,
  VerifyResetOutcome,
} from './outcomes.ts';
import type * as Run from './run.ts';

/** How the operations' code is fetched. A test replaces `load` to see a failed chunk load. */
export const flowCode = { load: (): Promise<typeof Run> => import('./run.ts') };

const loadRun = importOnce(() => flowCode.load());
const unavailable = {
  kind: 'failed',
  problem: { kind: 'unavailable' },
  message: { text: unavailableText, at: 'form', blocksSubmit: false },
} as const;
const orNull = () => loadRun().catch(() => null);

export async function submitSignIn(
  values: SignInValues,
  options: OperationOptions = {},
): Promise<SignInOutcome> {
  const run = await orNull();
  return run ? run.runSignIn(values, options) : unavailable;
}

export async function submitRegistration(
  values: RegisterValues,
  options: OperationOptions = {},
): Promise<RegisterOutcome> {
  const run = await orNull();
  return run ? run.runRegister(values, options) : unavailable;
}

export async function requestPasswordReset(
  values: ResetValues,
  options: OperationOptions = {},
): Promise<ResetOutcome> {
  const run = await orNull();
  return run ? run.runReset(values, options) : unavailable;
}

/** Whether a mailed reset link's token can still be used; `signal` drops a stale check. */
export async function verifyPasswordReset(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<VerifyResetOutcome> {
  const run = await orNull();
  return run ? run.runVerifyReset(token, options.signal) : unavailable;
}

/** Sets the new password from a mailed link and signs the reader in. */
export async function completePasswordReset(values: CompleteResetValues): Promise<CompleteResetOutcome> {
  const run = await orNull();
  return run ? run.runCompleteReset(values) : unavailable;
}

/** registration start, once per session. Lost, like any analytics, if the code cannot load. */
export async function startRegistration(): Promise<void> {
  (await orNull())?.runRegistrationStart();
}

/** Whether captcha is on; false when it cannot be told. */
export async function isCaptchaEnabled(): Promise<boolean> {
  return (await orNull())?.runCaptchaCheck() ?? false;
}
