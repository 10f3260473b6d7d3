import { useEffect, useRef, useState } from 'react';
import type { AuthMessages } from './messages.ts';
import { verifyPasswordReset } from './operations.ts';
import type { VerifyResetOutcome } from './outcomes.ts';

export type ResetLink = { kind: 'checking' } | VerifyResetOutcome;

/**
 * Checks a mailed reset link's token when the view opens, so an expired or used link says so
 * before the reader types a password. A new token checks afresh; a stale answer is dropped.
 * What failed is told in `messages` (as they are when the check starts).
 */
export function useResetLink(token: string | undefined, messages: AuthMessages): ResetLink {
  const [checked, setChecked] = useState<{ token: string | undefined; link: VerifyResetOutcome } | null>(
    null,
  );
  const words = useRef(messages);
  useEffect(() => {
    words.current = messages;
  });
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, messages: words.current };
    void verifyPasswordReset(token ?? '', options).then((link) => {
      if (!controller.signal.aborted) setChecked({ token, link });
    });
    return () => controller.abort();
  }, [token]);
  return checked !== null && checked.token === token ? checked.link : { kind: 'checking' };
}
