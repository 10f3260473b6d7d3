/**
 * The error catalogue, once for every dialog: for each operation, every problem kind
 * maps to what the reader is told, in the reader's language (the `auth` catalogue's messages,
 * messages.ts; English when none is given). The maps are typed over every kind, so a kind
 * added to the API client and not mapped here fails to compile.
 *
 * The API's words are English and never shown for a code the contract names (`errorFields`):
 * each has a text of ours. The server's `errorMessage` is shown only for a refusal it does not
 * name with one of them (a request field it refused, with its own reason), unless it is one of
 * the contract's own texts, which we have in every language.
 */
import { emailInvalidMessage, errorFields, passwordPolicy } from '@masthead/api/contract';
import { english, type AuthMessages } from './messages.ts';
import type { FlowProblem, ProblemMessage, ResetProblem } from './problems.ts';

export type { ProblemMessage };

/**
 * The catalogue's texts in English, word for word (the product's; `generic`, `unavailable`
 * and the passkeys' are ours): what the tests and stories compare with.
 */
export const messages = english;

/** 1 minute, 15 minutes, 2 hours: a span the server gave in seconds, in the reader's words. */
function lockSpan(seconds: number, words: AuthMessages): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes % 60 === 0
    ? words.lockHours({ count: minutes / 60 })
    : words.lockMinutes({ count: minutes });
}

/** The API's English span ('15 minutes', '1 hour'), in seconds; null for any other wording. */
function secondsOf(duration: string): number | null {
  const match = /^\s*(\d+)\s+(minute|hour)s?\s*$/i.exec(duration);
  if (!match) return null;
  return Number(match[1]) * (match[2]?.toLowerCase() === 'hour' ? 3600 : 60);
}

/**
 * How long the lock lasts: from `lockout_seconds` when the API says it, else from its English
 * `lockout_duration` when that is a span it writes ('15 minutes'), else those words as they came.
 */
export function lockDuration(problem: Extract<FlowProblem, { kind: 'locked' }>, words: AuthMessages): string {
  const given = 'seconds' in problem && typeof problem.seconds === 'number' ? problem.seconds : null;
  const seconds = given !== null && given > 0 ? given : secondsOf(problem.duration);
  return seconds === null ? problem.duration : lockSpan(seconds, words);
}

/** How long to wait, in words: 'a minute', '5 minutes', '2 hours'; 'a few minutes' when the server did not say. */
export function waitWords(seconds: number | null, words: AuthMessages = english): string {
  if (seconds === null) return words.waitUnknown;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return words.waitMinutes({ count: 1 });
  if (minutes < 60) return words.waitMinutes({ count: minutes });
  return words.waitHours({ count: Math.ceil(minutes / 60) });
}

/** A message with a number of its own after it ('Please try again. You have 2 tries left.'). */
const both = (first: string, second: string, words: AuthMessages) => words.sentences({ first, second });

/** The codes of the contract (`errorFields`): never the server's words, always ours. */
const contractCodes: ReadonlySet<string> = new Set(Object.values(errorFields));

/**
 * A code of the contract on a refusal the client reads as a validation problem (a plain 400):
 * its own words where it has a meaning of its own there, else the generic message.
 */
const codeTexts: Partial<Record<string, (words: AuthMessages) => string>> = {
  [errorFields.triesLeft]: (words) => words.invalidCredentials,
  [errorFields.credentials]: (words) => words.invalidCredentials,
  [errorFields.restricted]: (words) => words.restricted,
  [errorFields.resetToken]: (words) => words.resetTokenInvalid,
  [errorFields.registrationToken]: (words) => words.registrationTokenInvalid,
  [errorFields.rateLimited]: (words) => words.rateLimited({ wait: words.waitUnknown }),
  [errorFields.passkeyUnknown]: (words) => words.passkeyUnknown,
  [errorFields.passkeyRemoved]: (words) => words.passkeyRemoved,
  [errorFields.passkeyExpired]: (words) => words.passkeyExpired,
  [errorFields.passkeyInvalid]: (words) => words.passkeyInvalid,
  [errorFields.reauthenticationRequired]: (words) => words.reauthenticationRequired,
};

/** The contract's own English texts a server may give for a refused field: ours in every language. */
const knownTexts: ReadonlyMap<string, (words: AuthMessages) => string> = new Map([
  [passwordPolicy.message, (words: AuthMessages) => words.passwordPolicy],
  [emailInvalidMessage, (words: AuthMessages) => words.emailInvalid],
]);

type Validation = Extract<FlowProblem, { kind: 'validation' }>;

/**
 * A refused field (register, choosing a new password): a code of the contract in our words, in
 * the form's message; the contract's own texts in ours, and any other reason in the server's
 * words, under the password (the password policy, docs/behaviour.md#register-errors).
 */
function refusal({ field, message }: Validation, words: AuthMessages): ProblemMessage {
  if (field !== null && contractCodes.has(field))
    return { text: (codeTexts[field] ?? ((each) => each.generic))(words), at: 'form', blocksSubmit: false };
  const text = knownTexts.get(message)?.(words) ?? (message.trim() || words.generic);
  return { text, at: 'password', blocksSubmit: false };
}

type Entry<P, K> = (problem: Extract<P, { kind: K }>, words: AuthMessages) => ProblemMessage;
type Catalogue<P extends { kind: string }> = { readonly [K in P['kind']]: Entry<P, K> };

const inForm = (text: string, blocksSubmit = false): ProblemMessage => ({ text, at: 'form', blocksSubmit });
const generic = (_problem: unknown, words: AuthMessages) => inForm(words.generic);
const unavailable = (_problem: unknown, words: AuthMessages) => inForm(words.unavailable);
const rateLimited = ({ retryAfterSeconds }: { retryAfterSeconds: number | null }, words: AuthMessages) =>
  inForm(words.rateLimited({ wait: waitWords(retryAfterSeconds, words) }));
const passkeyRefusals = {
  unknown: 'passkeyUnknown',
  removed: 'passkeyRemoved',
  expired: 'passkeyExpired',
  invalid: 'passkeyInvalid',
} as const;
/** Not a passkey operation: a passkey problem there is a fault, told as one. */
const notPasskeys = {
  'passkey-refused': generic,
  'passkey-cancelled': generic,
  'passkey-unsupported': generic,
  'passkey-exists': generic,
  'reauthentication-required': generic,
} as const;

const signInCatalogue: Catalogue<FlowProblem> = {
  'invalid-credentials': ({ triesLeft }, words) =>
    inForm(
      triesLeft === null
        ? words.invalidCredentials
        : both(words.invalidCredentials, words.triesLeft({ count: triesLeft }), words),
      true,
    ),
  locked: (problem, words) => inForm(words.locked({ duration: lockDuration(problem, words) }), true),
  restricted: (_problem, words) => inForm(words.restricted, true),
  // A passkey that did not work leaves the password form as it was: it is not blocked.
  'passkey-refused': ({ reason }, words) => inForm(words[passkeyRefusals[reason]]),
  'passkey-cancelled': (_problem, words) => inForm(words.passkeyCancelled),
  'passkey-unsupported': (_problem, words) => inForm(words.passkeyUnsupported),
  'passkey-exists': generic,
  'reauthentication-required': generic,
  'username-unavailable': generic,
  validation: generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
};

/**
 * Confirming the signed-in reader's sign-in before a sensitive change: sign-in's messages (a
 * wrong password counts towards the same lock), and a session that ended meanwhile says so.
 */
const confirmSignInCatalogue: Catalogue<FlowProblem> = {
  ...signInCatalogue,
  unauthenticated: (_problem, words) => inForm(words.passkeySignedOut, true),
};

const registerCatalogue: Catalogue<FlowProblem> = {
  validation: refusal,
  'username-unavailable': (_problem, words) => inForm(words.usernameUnavailable),
  restricted: (_problem, words) => inForm(words.restricted),
  'invalid-credentials': generic,
  locked: generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

const resetCatalogue: Catalogue<ResetProblem> = {
  'reset-locked': (_problem, words) => inForm(words.resetLocked),
  restricted: (_problem, words) => inForm(words.restricted),
  'invalid-credentials': generic,
  locked: generic,
  'username-unavailable': generic,
  validation: generic,
  captcha: generic,
  'reset-token-invalid': generic,
  unauthenticated: generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

/** Choosing a new password from a mailed link (and checking its token). */
const completeResetCatalogue: Catalogue<FlowProblem> = {
  'reset-token-invalid': (_problem, words) =>
    inForm(both(words.resetTokenInvalid, words.resetTokenNewLink, words), true),
  validation: refusal,
  'reset-locked': (_problem, words) => inForm(words.resetLocked, true),
  restricted: (_problem, words) => inForm(words.restricted, true),
  'invalid-credentials': generic,
  locked: generic,
  'username-unavailable': generic,
  captcha: generic,
  unauthenticated: generic,
  'not-found': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
  ...notPasskeys,
};

/** Adding, renaming and removing passkeys (docs/behaviour.md#passkeys). */
const passkeysCatalogue: Catalogue<FlowProblem> = {
  'passkey-cancelled': (_problem, words) => inForm(words.passkeyAddCancelled),
  'passkey-unsupported': (_problem, words) => inForm(words.passkeyAddUnsupported),
  'passkey-exists': (_problem, words) => inForm(words.passkeyExists),
  'passkey-refused': ({ reason }, words) =>
    inForm(reason === 'expired' ? words.passkeyExpired : words.passkeyAddInvalid),
  unauthenticated: (_problem, words) => inForm(words.passkeySignedOut),
  validation: (_problem, words) => inForm(words.passkeyNameRequired),
  'not-found': (_problem, words) => inForm(words.passkeyGone),
  'reauthentication-required': (_problem, words) => inForm(words.reauthenticationRequired),
  'invalid-credentials': generic,
  locked: generic,
  restricted: generic,
  'username-unavailable': generic,
  captcha: generic,
  'reset-locked': generic,
  'reset-token-invalid': generic,
  network: generic,
  server: generic,
  'rate-limited': rateLimited,
  unavailable,
};

function lookUp<P extends { kind: string }>(
  catalogue: Catalogue<P>,
  problem: P,
  words: AuthMessages,
): ProblemMessage {
  // TypeScript cannot correlate the key with its entry's parameter; the mapped type holds it.
  const entry = catalogue[problem.kind as P['kind']] as (problem: P, words: AuthMessages) => ProblemMessage;
  return entry(problem, words);
}

/** The catalogue, sign in; `words`: the flow's messages in the reader's language (default English). */
export const signInMessage = (problem: FlowProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(signInCatalogue, problem, words);
/** The catalogue, register. */
export const registerMessage = (problem: FlowProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(registerCatalogue, problem, words);
/** The catalogue, forgot password. */
export const resetMessage = (problem: ResetProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(resetCatalogue, problem, words);
/** The catalogue, adding, renaming and removing passkeys. */
export const passkeysMessage = (problem: FlowProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(passkeysCatalogue, problem, words);
/** The catalogue, confirming the reader's sign-in before adding or removing a passkey. */
export const confirmSignInMessage = (problem: FlowProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(confirmSignInCatalogue, problem, words);
/** The catalogue, choosing a new password from a mailed link. */
export const completeResetMessage = (problem: FlowProblem, words: AuthMessages = english): ProblemMessage =>
  lookUp(completeResetCatalogue, problem, words);
