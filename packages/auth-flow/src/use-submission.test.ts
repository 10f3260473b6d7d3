import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmission } from './use-submission.ts';

describe('useSubmission', () => {
  it('is loading while a task runs and ignores a second run meanwhile', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish: () => void = () => undefined;
    let calls = 0;
    const task = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
    });
    expect(result.current.loading).toBe(true);
    await act(() => result.current.run(task));
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.loading).toBe(false);
  });

  it('stops loading when the task fails', async () => {
    const { result } = renderHook(() => useSubmission());
    await act(() => result.current.run(() => Promise.reject(new Error('no'))).catch(() => undefined));
    expect(result.current.loading).toBe(false);
  });
});
