/**
 * The passkey operations' code: the browser's side of the WebAuthn ceremonies
 * (@simplewebauthn/browser), the calls, the store and the analytics each owes. A chunk of
 * its own, fetched the first time a passkey is used (operations.ts), so a reader who never
 * uses one never downloads it. Nothing here throws.
 */
import {
  sendSignal,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  trackAccountLogin,
  trackSignInFailure,
  trackSignInStart,
  trackSignInSuccess,
} from '@masthead/analytics';
import {
  apiProblemOf,
  getPasskeyCreationOptions,
  getPasskeyRequestOptions,
  listPasskeys,
  registerPasskey,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  type PasskeyRequestOptions,
} from '@masthead/api';
import { signIn as storeSignIn } from '@masthead/store';
import { passkeysMessage, signInMessage } from './catalogue.ts';
import type {
  AddPasskeyOutcome,
  PasskeyListOutcome,
  PasskeySignInOptions,
  PasskeySignInOutcome,
  RemovePasskeyOutcome,
  RenamePasskeyOutcome,
  Wording,
} from './outcomes.ts';
import type { FlowProblem } from './problems.ts';

const method = 'passkey';

/** What the browser's refusal means: cancelled (or timed out, or none chosen), held already, or no passkeys here. */
function deviceProblem(error: unknown): FlowProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { kind: 'passkey-cancelled' };
  if (name === 'InvalidStateError') return { kind: 'passkey-exists' };
  // NotSupportedError, SecurityError (an insecure page, a frame not allowed to), no WebAuthn.
  return { kind: 'passkey-unsupported' };
}

/** The ceremony this page runs now: a newer one replaces it (the browser allows one at a time). */
let current: object | null = null;

/** Runs `ceremony` as the page's one; `signal` cancels it, unless a newer one replaced it. */
async function asCurrent<T>(ceremony: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const token = {};
  current = token;
  const cancel = () => {
    if (current === token) WebAuthnAbortService.cancelCeremony();
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await ceremony();
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (current === token) current = null;
  }
}

/** The browser's answer as the contract has it: no `undefined` fields, extensions as plain data. */
function signInAnswer(response: AuthenticationResponseJSON): PasskeyAuthenticationResponse {
  const { userHandle, ...assertion } = response.response;
  return {
    id: response.id,
    rawId: response.rawId,
    type: 'public-key',
    response: { ...assertion, ...(userHandle ? { userHandle } : {}) },
    clientExtensionResults: { ...response.clientExtensionResults },
    ...(response.authenticatorAttachment
      ? { authenticatorAttachment: response.authenticatorAttachment }
      : {}),
  };
}

function registrationAnswer(response: RegistrationResponseJSON): PasskeyRegistrationResponse {
  const { clientDataJSON, attestationObject, transports } = response.response;
  return {
    id: response.id,
    rawId: response.rawId,
    type: 'public-key',
    response: { clientDataJSON, attestationObject, ...(transports ? { transports } : {}) },
    clientExtensionResults: { ...response.clientExtensionResults },
    ...(response.authenticatorAttachment
      ? { authenticatorAttachment: response.authenticatorAttachment }
      : {}),
  };
}

/** Tells the browser a passkey this site no longer knows, so it stops offering it (where it can). */
function forget(options: PasskeyRequestOptions, credentialID: string): void {
  if (!options.rpId) return;
  sendSignal({ signalName: 'unknownCredential', rpID: options.rpId, credentialID }).catch(() => undefined);
}

export async function runPasskeySignIn({
  autofill = false,
  signal,
  onChosen,
  messages,
}: PasskeySignInOptions): Promise<PasskeySignInOutcome> {
  const failed = (problem: FlowProblem) => {
    trackSignInFailure({ reason: problem.kind, method });
    return { kind: 'failed', problem, message: signInMessage(problem, messages) } as const;
  };
  // From autofill, the sign-in starts when the reader picks a passkey; until then, any end
  // (the form went, the reader used the button or a password) is no failure of theirs.
  const dismissed = { kind: 'dismissed' } as const;
  if (!autofill) trackSignInStart({ method });
  let options: PasskeyRequestOptions;
  try {
    options = await getPasskeyRequestOptions();
  } catch (error) {
    return autofill ? dismissed : failed(apiProblemOf(error));
  }
  // The reader asked with the button meanwhile: the browser takes one request at a time.
  if (signal?.aborted || (autofill && current !== null)) return dismissed;
  let response;
  try {
    response = await asCurrent(
      () => startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }),
      signal,
    );
  } catch (error) {
    return autofill || signal?.aborted ? dismissed : failed(deviceProblem(error));
  }
  if (autofill) trackSignInStart({ method });
  onChosen?.();
  try {
    const result = await signInWithPasskey(signInAnswer(response));
    storeSignIn(result);
    trackSignInSuccess({ method });
    trackAccountLogin(result, { method });
    return { kind: 'signed-in', result };
  } catch (error) {
    const problem = apiProblemOf(error);
    if (problem.kind === 'passkey-refused' && (problem.reason === 'unknown' || problem.reason === 'removed'))
      forget(options, response.id);
    return failed(problem);
  }
}

const passkeysFailure = (problem: FlowProblem, { messages }: Wording) =>
  ({ kind: 'failed', problem, message: passkeysMessage(problem, messages) }) as const;

export async function runAddPasskey(wording: Wording = {}): Promise<AddPasskeyOutcome> {
  let options;
  try {
    options = await getPasskeyCreationOptions();
  } catch (error) {
    return passkeysFailure(apiProblemOf(error), wording);
  }
  let response;
  try {
    response = await asCurrent(() => startRegistration({ optionsJSON: options }));
  } catch (error) {
    return passkeysFailure(deviceProblem(error), wording);
  }
  try {
    return { kind: 'added', passkey: await registerPasskey(registrationAnswer(response)) };
  } catch (error) {
    return passkeysFailure(apiProblemOf(error), wording);
  }
}

export async function runListPasskeys(wording: Wording = {}): Promise<PasskeyListOutcome> {
  try {
    return { kind: 'listed', passkeys: await listPasskeys() };
  } catch (error) {
    return passkeysFailure(apiProblemOf(error), wording);
  }
}

export async function runRenamePasskey(
  id: string,
  name: string,
  wording: Wording = {},
): Promise<RenamePasskeyOutcome> {
  try {
    return { kind: 'renamed', passkey: await renamePasskey(id, name.trim()) };
  } catch (error) {
    return passkeysFailure(apiProblemOf(error), wording);
  }
}

export async function runRemovePasskey(id: string, wording: Wording = {}): Promise<RemovePasskeyOutcome> {
  try {
    await removePasskey(id);
    return { kind: 'removed', id };
  } catch (error) {
    return passkeysFailure(apiProblemOf(error), wording);
  }
}
