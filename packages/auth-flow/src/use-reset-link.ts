import { useEffect, useState } from 'react';
import { verifyPasswordReset } from './operations.ts';
import type { VerifyResetOutcome } from './outcomes.ts';

export type ResetLink = { kind: 'checking' } | VerifyResetOutcome;

/**
 * Checks a mailed reset link's token when the view opens, so an expired or used link says so
 * before the reader types a password. A new token checks afresh; a stale answer is dropped.
 */
export function useResetLink(token: string | undefined): ResetLink {
  const [checked, setChecked] = useState<{ token: string | undefined; link: VerifyResetOutcome } | null>(
    null,
  );
  useEffect(() => {
    const controller = new AbortController();
    void verifyPasswordReset(token ?? '', { signal: controller.signal }).then((link) => {
      if (!controller.signal.aborted) setChecked({ token, link });
    });
    return () => controller.abort();
  }, [token]);
  return checked !== null && checked.token === token ? checked.link : { kind: 'checking' };
}
