import type { ApiProblem } from '@masthead/api';

/**
 * What the browser said to a passkey request (docs/behaviour.md#passkeys): the reader cancelled
 * it or let it time out, or chose no passkey (browsers tell these apart from nothing); the
 * browser cannot use passkeys here; or, adding one, this device already holds one for the
 * account.
 */
export type PasskeyDeviceProblem =
  { kind: 'passkey-cancelled' } | { kind: 'passkey-unsupported' } | { kind: 'passkey-exists' };

/**
 * Why an operation failed: a problem the API client reported, `unavailable` when the
 * flow's own code (the chunk with the calls) could not be fetched, or the browser's answer
 * to a passkey request.
 */
export type FlowProblem = ApiProblem | { kind: 'unavailable' } | PasskeyDeviceProblem;
export type FlowProblemKind = FlowProblem['kind'];

/** A reset request's problem: a 404 is a success, never a problem. */
export type ResetProblem = Exclude<FlowProblem, { kind: 'not-found' }>;

/** The operations of the flow, each with its own messages (a passkey sign-in is a sign-in). */
export type FlowOperation =
  'sign-in' | 'register' | 'reset' | 'complete-reset' | 'passkeys' | 'confirm-sign-in';

/** What the reader is told about a problem, by the flow's error catalogue. */
export interface ProblemMessage {
  /** The words; 'Customer Service' in them is rendered as a link (ProblemText). */
  text: string;
  /** The form's alert, or under the password field (register 400: the server's policy message). */
  at: 'form' | 'password';
  /** A credential problem: the sign-in button stays disabled until a field is edited. */
  blocksSubmit: boolean;
}
