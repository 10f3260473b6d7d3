/**
 * 'Sign in or register' (docs/behaviour.md#checkout-dialog): the checkout dialog. The loader mounts it once, with no
 * props; it follows the store's dialog request, opening for `{ kind: 'checkout' }` and
 * closing only that request.
 */
import {
  importOnce,
  links,
  useAuthFlow,
  useCaptchaEnabled,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead } from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { CaptchaNotice } from './captcha.tsx';
import { copy, STACKING_LEVEL } from './copy.ts';
import { ForgotPasswordView } from './forgot-password/forgot-password-view.tsx';
import { RegisterView } from './register/register-view.tsx';
import { SignInView } from './sign-in/sign-in-view.tsx';
import styles from './checkout-dialog.module.css';

export type CheckoutView = 'sign-in' | 'register' | 'forgot-password';

export interface CheckoutDialogProps {
  /** Captcha adapters replacing the defaults (demo → offline demo, recaptcha → reCAPTCHA v3). */
  captchaProviders?: Partial<CaptchaProviders>;
  /** Leaves the page for subscriber registration. Default: `location.assign(url)` of the dialog's window. */
  navigate?: (url: string) => void;
}

const startView = (): CheckoutView => 'sign-in';
const loadAfterAuth = importOnce(() => import('./after-auth.ts'));

export default function CheckoutDialog({ captchaProviders, navigate }: CheckoutDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'checkout' ? dialog : null;
  const flow = useAuthFlow({ request, startView, registerView: 'register' });
  const { view, email, goTo, close, bodyRef } = flow;
  const captchaEnabled = useCaptchaEnabled(request !== null);
  const leave = (url: string) =>
    navigate ? navigate(url) : (bodyRef.current?.ownerDocument.defaultView ?? window).location.assign(url);

  // The flow has stored the user; the hand-off to checkout follows, then the dialog closes.
  const onAuthenticated = async () => {
    await loadAfterAuth().then(
      ({ continueToCheckout }) => continueToCheckout(request?.onSubscription),
      (error: unknown) => console.error('[masthead] checkout-dialog: could not load the hand-off', error),
    );
    close();
  };
  const go = (next: CheckoutView) => (typed: string) => goTo(next, typed);

  const giftMode = request?.giftMode ?? false;
  const common = { defaultEmail: email, captchaProviders };
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
      <div ref={bodyRef} data-view={view}>
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
            navigate={leave}
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordView {...common} onSignIn={go('sign-in')} onSent={flow.closeSoon} />
        ) : null}
      </div>
      {captchaEnabled ? <CaptchaNotice /> : null}
      <p className={styles.help}>
        {copy.help.prompt}
        <a href={links.customerService}>{copy.help.link}</a>
      </p>
    </Modal>
  );
}
