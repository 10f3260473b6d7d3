import type { ApiProblem } from '@masthead/api';

/**
 * Why an operation failed: a problem the API client reported, or `unavailable` when the
 * flow's own code (the chunk with the calls) could not be fetched.
 */
export type FlowProblem = ApiProblem | { kind: 'unavailable' };
export type FlowProblemKind = FlowProblem['kind'];

/** A reset request's problem: a 404 is a success, never a problem. */
export type ResetProblem = Exclude<FlowProblem, { kind: 'not-found' }>;

/** The operations of the flow, each with its own messages. */
export type FlowOperation = 'sign-in' | 'register' | 'reset' | 'complete-reset';

/** What the reader is told about a problem, by the flow's error catalogue. */
export interface ProblemMessage {
  /** The words; 'Customer Service' in them is rendered as a link (ProblemText). */
  text: string;
  /** The form's alert, or under the password field (register 400: the server's policy message). */
  at: 'form' | 'password';
  /** A credential problem: the sign-in button stays disabled until a field is edited. */
  blocksSubmit: boolean;
}
