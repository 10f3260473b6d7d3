import { useCallback, useRef, useState } from 'react';

export interface Submission {
  /** True while a submitted task runs: disable the submit button and show the loader. */
  loading: boolean;
  /** Runs `task` unless one is already running (a second submit is ignored, docs/behaviour.md#states). */
  run: (task: () => Promise<void>) => Promise<void>;
}

/** One request at a time per form, with its loading state. */
export function useSubmission(): Submission {
  const running = useRef(false);
  const [loading, setLoading] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setLoading(true);
    try {
      await task();
    } finally {
      running.current = false;
      setLoading(false);
    }
  }, []);
  return { loading, run };
}
