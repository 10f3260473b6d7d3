import { useState } from 'react';
import type { Failure } from './outcomes.ts';

/**
 * A change the server refuses until the reader confirms their sign-in (adding or removing a
 * passkey: docs/behaviour.md#passkeys). When its failure asks for a recent sign-in, `hold`
 * keeps the change instead of reporting the failure; the view asks for the password while
 * `asking`; `confirmed` runs the held change again, `cancel` drops it.
 */
export function useReauthentication() {
  const [held, setHeld] = useState<{ retry: () => void } | null>(null);
  return {
    asking: held !== null,
    /** True when `failure` asks for a recent sign-in: `retry` waits for the reader's confirmation. */
    hold(failure: Failure, retry: () => void): boolean {
      if (failure.problem.kind !== 'reauthentication-required') return false;
      setHeld({ retry });
      return true;
    },
    confirmed(): void {
      setHeld(null);
      held?.retry();
    },
    cancel(): void {
      setHeld(null);
    },
  };
}
