import type { ApiProblem } from '@masthead/api';
import { copy, errors, links } from './copy.ts';

/** SPEC 8's text for a failed sign-in. */
export function signInMessage(problem: ApiProblem): string {
  switch (problem.kind) {
    case 'invalid-credentials':
      return problem.triesLeft === null
        ? errors.invalidCredentials
        : `${errors.invalidCredentials} ${errors.triesLeft(problem.triesLeft)}`;
    case 'locked':
      return errors.locked(problem.duration);
    case 'restricted':
      return errors.restricted;
    default:
      return errors.generic;
  }
}

/** SPEC 8's text for a failed registration; a `validation` problem shows under the password instead. */
export function registerMessage(problem: ApiProblem): string | null {
  switch (problem.kind) {
    case 'validation':
      return null;
    case 'username-unavailable':
      return errors.usernameUnavailable;
    case 'restricted':
      return errors.restricted;
    default:
      return errors.generic;
  }
}

/** SPEC 8's text for a failed reset request (404 is a success and never gets here). */
export function resetMessage(problem: ApiProblem): string {
  switch (problem.kind) {
    case 'restricted':
      return errors.restricted;
    case 'reset-locked':
      return errors.resetLocked;
    default:
      return errors.generic;
  }
}

/** A message with its 'Customer Service' words linked to the contact page; the text stays word for word. */
export function WithServiceLink({ text }: { text: string }) {
  const at = text.indexOf(copy.customerService);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={links.customerService}>{copy.customerService}</a>
      {text.slice(at + copy.customerService.length)}
    </>
  );
}
