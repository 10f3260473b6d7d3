/** Whether the reader agreed to advertising, from wherever the site keeps that answer. */
export interface ConsentProvider {
  /**
   * Calls back once with the reader's answer (it may wait for the consent banner).
   * Returns a function that stops listening.
   */
  onAdConsent(callback: (granted: boolean) => void): () => void;
}

/** A fixed answer: the demo adapter, and sites outside consent regimes. */
export function staticConsent(granted: boolean): ConsentProvider {
  return {
    onAdConsent(callback) {
      let active = true;
      queueMicrotask(() => {
        if (active) callback(granted);
      });
      return () => {
        active = false;
      };
    },
  };
}
