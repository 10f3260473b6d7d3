/**
 * The captcha notice (docs/behaviour.md#checkout-dialog): shown when captcha is enabled, with links to the provider's
 * privacy and terms pages. The check and the tokens are the auth flow's.
 */
import { RichText } from '@masthead/auth-flow';
import { useMessages } from '@masthead/i18n/react';
import { VisuallyHidden } from '@masthead/ui-kit';
import { links } from './config.ts';
import { catalogue } from './messages.ts';
import styles from './checkout-dialog.module.css';

export function CaptchaNotice() {
  const copy = useMessages(catalogue);
  const newTab = (href: string, words: string) => (
    <a href={href} target="_blank" rel="noopener">
      {words}
      <VisuallyHidden> {copy.newTab}</VisuallyHidden>
    </a>
  );
  return (
    <p className={styles.small}>
      <RichText
        message={copy.captchaNotice}
        parts={{
          privacy: newTab(links.captchaPrivacy, copy.captchaPrivacy),
          terms: newTab(links.captchaTerms, copy.captchaTerms),
        }}
      />
    </p>
  );
}
