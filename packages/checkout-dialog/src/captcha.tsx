/**
 * The captcha notice (SPEC 2.2): shown when captcha is enabled, with links to the provider's
 * privacy and terms pages. The tokens themselves are the form kit's `withCaptcha`.
 */
import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@masthead/ui-kit';
import { copy } from './copy.ts';
import styles from './checkout-dialog.module.css';

/** Whether captcha is on, read each time the dialog opens; a failed check counts as off. */
export function useCaptchaEnabled(active: boolean): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    // The API client loads beside the dialog rather than in its first chunk.
    import('@masthead/api')
      .then(({ getCaptchaEnabled }) => getCaptchaEnabled({ signal: controller.signal }))
      .then(
        (config) => setEnabled(config.enabled),
        () => undefined,
      );
    return () => controller.abort();
  }, [active]);
  return enabled;
}

export function CaptchaNotice() {
  return (
    <p className={styles.small}>
      {copy.captcha.prefix}
      <a href={copy.captcha.privacyUrl} target="_blank" rel="noopener">
        {copy.captcha.privacy}
        <VisuallyHidden>{copy.newTab}</VisuallyHidden>
      </a>
      {copy.captcha.and}
      <a href={copy.captcha.termsUrl} target="_blank" rel="noopener">
        {copy.captcha.terms}
        <VisuallyHidden>{copy.newTab}</VisuallyHidden>
      </a>
      {copy.captcha.suffix}
    </p>
  );
}
