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
export type FlowOperation = 'sign-in' | 'register' | 'reset';
