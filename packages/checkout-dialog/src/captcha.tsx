/**
 * The captcha notice (docs/behaviour.md#checkout-dialog): shown when captcha is enabled, with links to the provider's
 * privacy and terms pages. The check and the tokens are the auth flow's.
 */
import { VisuallyHidden } from '@masthead/ui-kit';
import { copy } from './copy.ts';
import styles from './checkout-dialog.module.css';

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
