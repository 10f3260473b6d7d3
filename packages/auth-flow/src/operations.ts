/**
 * The flow's operations, without React: sign in, register, request a reset, check a mailed
 * reset link and choose a new password with it, confirm a signed-in reader's sign-in. Each resolves to
 * one typed outcome, with what to tell the reader (in the words it is given: the `auth`
 * catalogue's messages in the reader's language, English by default), and never throws. Their code (run.ts, with the API client and analytics)
 * is fetched on first use; when that fetch fails the outcome is the `unavailable` problem,
 * and the next call fetches again.
 */
import { importOnce } from './lazy.ts';
import { english } from './messages.ts';
import type { OperationOptions, PasskeySignInOptions, Wording } from './outcomes.ts';
import type * as PasskeyRun from './passkey-run.ts';
import type * as Run from './run.ts';

// Each operation resolves to what its code in run.ts (or passkey-run.ts) resolves to: the
// outcome types are named there, not again here.
type Code = typeof Run & typeof PasskeyRun;
type Outcome<K extends keyof Code> = Promise<Awaited<ReturnType<Code[K]>>>;
type Input<K extends keyof Code> = Parameters<Code[K]>[0];

/** How the operations' code is fetched. A test replaces `load` to see a failed chunk load. */
export const flowCode = { load: (): Promise<typeof Run> => import('./run.ts') };

const loadRun = importOnce(() => flowCode.load());
/** The flow's code could not be fetched: the reader can simply try again. */
const unavailable = ({ messages = english }: Wording = {}) =>
  ({
    kind: 'failed',
    problem: { kind: 'unavailable' },
    message: { text: messages.unavailable, at: 'form', blocksSubmit: false },
  }) as const;
const orNull = () => loadRun().catch(() => null);

export async function submitSignIn(
  values: Input<'runSignIn'>,
  options: OperationOptions = {},
): Outcome<'runSignIn'> {
  const run = await orNull();
  return run ? run.runSignIn(values, options) : unavailable(options);
}

export async function submitRegistration(
  values: Input<'runRegister'>,
  options: OperationOptions = {},
): Outcome<'runRegister'> {
  const run = await orNull();
  return run ? run.runRegister(values, options) : unavailable(options);
}

export async function requestPasswordReset(
  values: Input<'runReset'>,
  options: OperationOptions = {},
): Outcome<'runReset'> {
  const run = await orNull();
  return run ? run.runReset(values, options) : unavailable(options);
}

/** Whether a mailed reset link's token can still be used; `signal` drops a stale check. */
export async function verifyPasswordReset(
  token: string,
  options: Wording & { signal?: AbortSignal | undefined } = {},
): Outcome<'runVerifyReset'> {
  const run = await orNull();
  return run ? run.runVerifyReset(token, options) : unavailable(options);
}

/** Sets the new password from a mailed link and signs the reader in. */
export async function completePasswordReset(
  values: Input<'runCompleteReset'>,
  options: Wording = {},
): Outcome<'runCompleteReset'> {
  const run = await orNull();
  return run ? run.runCompleteReset(values, options) : unavailable(options);
}

/** Confirms the signed-in reader's sign-in with their password (before adding or removing a passkey). */
export async function confirmSignIn(password: string, options: Wording = {}): Outcome<'runConfirmSignIn'> {
  const run = await orNull();
  return run ? run.runConfirmSignIn(password, options) : unavailable(options);
}

/** registration start, once per session. Lost, like any analytics, if the code cannot load. */
export async function startRegistration(): Promise<void> {
  (await orNull())?.runRegistrationStart();
}

/** Whether captcha is on; false when it cannot be told. */
export async function isCaptchaEnabled(): Promise<boolean> {
  return (await orNull())?.runCaptchaCheck() ?? false;
}

/** How the passkey operations' code is fetched: on first use. A test replaces `load`. */
export const passkeyCode = { load: (): Promise<typeof PasskeyRun> => import('./passkey-run.ts') };
const loadPasskeys = importOnce(() => passkeyCode.load());
const passkeysOrNull = () => loadPasskeys().catch(() => null);

/**
 * Signs in with a passkey: the browser asks the reader for one (or, with `autofill`, offers
 * them in the email field and waits), then the server checks it. Never throws.
 */
export async function submitPasskeySignIn(options: PasskeySignInOptions = {}): Outcome<'runPasskeySignIn'> {
  const run = await passkeysOrNull();
  if (run) return run.runPasskeySignIn(options);
  return options.autofill ? { kind: 'dismissed' } : unavailable(options);
}

/** Creates a passkey on this device for the signed-in reader and saves it. */
export async function addPasskey(options: Wording = {}): Outcome<'runAddPasskey'> {
  return (await passkeysOrNull())?.runAddPasskey(options) ?? unavailable(options);
}

/** The signed-in reader's passkeys. */
export async function loadPasskeyList(options: Wording = {}): Outcome<'runListPasskeys'> {
  return (await passkeysOrNull())?.runListPasskeys(options) ?? unavailable(options);
}

export async function changePasskeyName(
  id: string,
  name: string,
  options: Wording = {},
): Outcome<'runRenamePasskey'> {
  return (await passkeysOrNull())?.runRenamePasskey(id, name, options) ?? unavailable(options);
}

export async function deletePasskey(id: string, options: Wording = {}): Outcome<'runRemovePasskey'> {
  return (await passkeysOrNull())?.runRemovePasskey(id, options) ?? unavailable(options);
}
