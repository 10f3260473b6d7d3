/**
 * 'Sign in or register' (SPEC 2.2): the checkout dialog. The loader mounts it once, with no
 * props; it follows the store's dialog request, opening for `{ kind: 'checkout' }` and
 * closing through `closeDialog()`.
 */
import { useCallback, useState } from 'react';
import {
  closeDialog,
  mastheadStore,
  selectDialog,
  useMasthead,
  type AuthResult,
  type CheckoutDialogRequest,
} from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { CaptchaNotice, useCaptchaEnabled } from './captcha.tsx';
import { copy, links, STACKING_LEVEL } from './copy.ts';
import { loadActions } from './load-actions.ts';
import { ForgotPasswordView } from './forgot-password-view.tsx';
import { RegisterView } from './register-view.tsx';
import { SignInView } from './sign-in-view.tsx';
import styles from './checkout-dialog.module.css';

export type CheckoutView = 'sign-in' | 'register' | 'forgot-password';

export default function CheckoutDialog() {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'checkout' ? dialog : null;
  const [view, setView] = useState<CheckoutView>('sign-in');
  const [email, setEmail] = useState('');
  // Each new request starts at sign in, blank (a render-time reset, not an effect).
  const [shown, setShown] = useState<CheckoutDialogRequest | null>(request);
  if (shown !== request) {
    setShown(request);
    if (request) {
      setView('sign-in');
      setEmail('');
    }
  }
  const captchaEnabled = useCaptchaEnabled(request !== null);

  // Close only our own request: the store may already hold another dialog's.
  const close = useCallback(() => {
    if (mastheadStore.getState().dialog === request) closeDialog();
  }, [request]);

  const onAuthenticated = async (result: AuthResult) => {
    const { continueToCheckout } = await loadActions();
    await continueToCheckout(result, request?.onSubscription);
    close();
  };
  const go = (next: CheckoutView) => (typed: string) => {
    setEmail(typed);
    setView(next);
  };

  const giftMode = request?.giftMode ?? false;
  const common = { defaultEmail: email };
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={copy.title}
      hideTitle={giftMode && view === 'sign-in'}
      closeLabel={copy.close}
      closeOnOutsideClick={false}
      zIndex={STACKING_LEVEL}
      className={styles.dialog}
    >
      {view === 'sign-in' ? (
        <SignInView
          {...common}
          giftMode={giftMode}
          onAuthenticated={onAuthenticated}
          onRegister={go('register')}
          onForgotPassword={go('forgot-password')}
        />
      ) : null}
      {view === 'register' ? (
        <RegisterView
          {...common}
          giftMode={giftMode}
          onAuthenticated={onAuthenticated}
          onSignIn={go('sign-in')}
        />
      ) : null}
      {view === 'forgot-password' ? (
        <ForgotPasswordView {...common} onSignIn={go('sign-in')} onDone={close} />
      ) : null}
      {captchaEnabled ? <CaptchaNotice /> : null}
      <p className={styles.help}>
        {copy.help.prompt}
        <a href={links.customerService}>{copy.help.link}</a>
      </p>
    </Modal>
  );
}
