import { useEffect, useState } from 'react';
import { isCaptchaEnabled } from './operations.ts';

/** Whether captcha is on, asked each time `active` turns true (a dialog opening); off on failure. */
export function useCaptchaEnabled(active: boolean): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    void isCaptchaEnabled().then((on) => {
      if (current) setEnabled(on);
    });
    return () => {
      current = false;
    };
  }, [active]);
  return enabled;
}
