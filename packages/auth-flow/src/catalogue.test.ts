import { describe, expect, it } from 'vitest';
import {
  completeResetMessage,
  confirmSignInMessage,
  messages,
  passkeysMessage,
  registerMessage,
  resetMessage,
  signInMessage,
  type ProblemMessage,
} from './catalogue.ts';
import type { FlowProblem, FlowProblemKind, ResetProblem } from './problems.ts';

/** One problem of every kind; typed over every kind, so a new kind must be added here too. */
const samples: { [K in FlowProblemKind]: Extract<FlowProblem, { kind: K }> } = {
  'invalid-credentials': { kind: 'invalid-credentials', triesLeft: 3 },
  locked: { kind: 'locked', duration: '15 minutes' },
  restricted: { kind: 'restricted', message: 'Forbidden' },
  'username-unavailable': { kind: 'username-unavailable', message: 'Conflict' },
  validation: { kind: 'validation', message: 'The password needs a special character.', field: 'password' },
  captcha: { kind: 'captcha', message: 'Captcha refused' },
  'reset-locked': { kind: 'reset-locked', message: 'Locked' },
  'reset-token-invalid': { kind: 'reset-token-invalid', message: 'Expired' },
  unauthenticated: { kind: 'unauthenticated' },
  'not-found': { kind: 'not-found' },
  network: { kind: 'network', timedOut: false },
  server: { kind: 'server' },
  unavailable: { kind: 'unavailable' },
  'passkey-refused': { kind: 'passkey-refused', reason: 'removed' },
  'passkey-cancelled': { kind: 'passkey-cancelled' },
  'passkey-unsupported': { kind: 'passkey-unsupported' },
  'passkey-exists': { kind: 'passkey-exists' },
  'rate-limited': { kind: 'rate-limited', retryAfterSeconds: 240 },
  'reauthentication-required': { kind: 'reauthentication-required', message: 'Confirm it is you.' },
};

const form = (text: string, blocksSubmit = false): ProblemMessage => ({ text, at: 'form', blocksSubmit });
const generic = form(messages.generic);
const unavailable = form(messages.unavailable);
const rateLimited = form(
  'You have made too many attempts. Please wait 4 minutes and try again. For immediate assistance, please contact Customer Service.',
);
/** Where no passkey is asked for, a passkey problem is a fault, told as one. */
const notPasskeys = {
  'passkey-refused': generic,
  'passkey-cancelled': generic,
  'passkey-unsupported': generic,
  'passkey-exists': generic,
  'reauthentication-required': generic,
};

/** Per operation and kind: what the reader is told. */
const expected: {
  'sign-in': Record<FlowProblemKind, ProblemMessage>;
  register: Record<FlowProblemKind, ProblemMessage>;
  reset: Record<ResetProblem['kind'], ProblemMessage>;
  'complete-reset': Record<FlowProblemKind, ProblemMessage>;
  passkeys: Record<FlowProblemKind, ProblemMessage>;
} = {
  'sign-in': {
    'invalid-credentials': form(
      'You have entered an invalid email and password combination. Please try again. You have 3 tries left.',
      true,
    ),
    locked: form(
      'Your account is blocked, please wait 15 minutes to unlock and try again. For immediate assistance, please contact Customer Service.',
      true,
    ),
    restricted: form(
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
      true,
    ),
    'passkey-refused': form(
      'That passkey was removed from your account. Please sign in with your email and password, or use another passkey.',
    ),
    'passkey-cancelled': form(
      'Signing in with a passkey was cancelled. Please try again, or sign in with your email and password.',
    ),
    'passkey-unsupported': form(
      'This browser cannot use passkeys. Please sign in with your email and password.',
    ),
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
  },
  register: {
    'invalid-credentials': generic,
    locked: generic,
    restricted: form(
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
    ),
    'username-unavailable': form('That username is unavailable. Sign in or choose another email address.'),
    validation: { text: 'The password needs a special character.', at: 'password', blocksSubmit: false },
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
  },
  reset: {
    'invalid-credentials': generic,
    locked: generic,
    restricted: form(
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
    ),
    'username-unavailable': generic,
    validation: generic,
    captcha: generic,
    'reset-token-invalid': generic,
    'reset-locked': form(
      'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
    ),
    unauthenticated: generic,
    network: generic,
    server: generic,
    'rate-limited': rateLimited,
    unavailable,
    ...notPasskeys,
  },
  'complete-reset': {
    'reset-token-invalid': form(
      'This reset link has expired or has already been used. You can ask for a new link below.',
      true,
    ),
    validation: { text: 'The password needs a special character.', at: 'password', blocksSubmit: false },
    'reset-locked': form(
      'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
      true,
    ),
    restricted: form(
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
      true,
    ),
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
  },
  passkeys: {
    'passkey-cancelled': form('Adding a passkey was cancelled. Please try again.'),
    'passkey-unsupported': form('This browser cannot create passkeys. Please try another browser or device.'),
    'passkey-exists': form('This device already has a passkey for your account.'),
    'passkey-refused': form('We could not save that passkey. Please try again.'),
    unauthenticated: form('Please sign in again to manage your passkeys.'),
    validation: form('Please enter a name for the passkey.'),
    'not-found': form('That passkey is no longer on your account.'),
    'reauthentication-required': form('Please confirm your password to make this change.'),
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
  },
};

const kinds = Object.keys(samples) as FlowProblemKind[];
const isResetProblem = (problem: FlowProblem): problem is ResetProblem => problem.kind !== 'not-found';
const resetProblems = kinds.map((kind) => samples[kind]).filter(isResetProblem);

describe('the error catalogue', () => {
  it('walks every problem kind, and every one but a 404 for a reset (a 404 there is a success)', () => {
    expect(kinds).toHaveLength(19);
    expect(resetProblems).toHaveLength(18);
  });

  it.each(kinds)('signing in, a %s problem', (kind) => {
    expect(signInMessage(samples[kind])).toEqual(expected['sign-in'][kind]);
  });

  it.each(kinds)('registering, a %s problem', (kind) => {
    expect(registerMessage(samples[kind])).toEqual(expected.register[kind]);
  });

  it.each(resetProblems.map((problem) => [problem.kind, problem] as const))(
    'asking for a reset, a %s problem',
    (kind, problem) => {
      expect(resetMessage(problem)).toEqual(expected.reset[kind]);
    },
  );

  it.each(kinds)('choosing a new password, a %s problem', (kind) => {
    expect(completeResetMessage(samples[kind])).toEqual(expected['complete-reset'][kind]);
  });

  it.each(kinds)('managing passkeys, a %s problem', (kind) => {
    expect(passkeysMessage(samples[kind])).toEqual(expected.passkeys[kind]);
  });

  it.each(kinds.filter((kind) => kind !== 'unauthenticated'))(
    'confirming the sign-in before a change, a %s problem is told as signing in tells it',
    (kind) => {
      expect(confirmSignInMessage(samples[kind])).toEqual(expected['sign-in'][kind]);
    },
  );

  it('confirming the sign-in, a session that ended meanwhile says to sign in again', () => {
    expect(confirmSignInMessage(samples.unauthenticated)).toEqual(
      form('Please sign in again to manage your passkeys.', true),
    );
  });

  it.each([
    ['unknown', "We don't recognise that passkey on this site. Please sign in with your email and password."],
    [
      'removed',
      'That passkey was removed from your account. Please sign in with your email and password, or use another passkey.',
    ],
    ['expired', 'That took too long. Please try again.'],
    [
      'invalid',
      'We could not verify that passkey. Please try again, or sign in with your email and password.',
    ],
  ] as const)('signing in with a passkey the server refused (%s), names no account', (reason, text) => {
    expect(signInMessage({ kind: 'passkey-refused', reason })).toEqual(form(text));
    expect(text).not.toMatch(/@|exist/);
  });

  it('says an expired passkey request took too long when adding one, too', () => {
    expect(passkeysMessage({ kind: 'passkey-refused', reason: 'expired' }).text).toBe(
      messages.passkeyExpired,
    );
  });

  it.each([
    [null, 'a few minutes'],
    [5, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, 'an hour'],
    [3601, '2 hours'],
  ] as const)('tells a rate limit of %s seconds as "Please wait %s"', (seconds, words) => {
    expect(signInMessage({ kind: 'rate-limited', retryAfterSeconds: seconds }).text).toBe(
      `You have made too many attempts. Please wait ${words} and try again. For immediate assistance, please contact Customer Service.`,
    );
  });

  it('says "You have 1 try left." for the last try, and nothing when the server did not count', () => {
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: 1 }).text).toBe(
      `${messages.invalidCredentials} You have 1 try left.`,
    );
    expect(signInMessage({ kind: 'invalid-credentials', triesLeft: null }).text).toBe(
      messages.invalidCredentials,
    );
  });
});
