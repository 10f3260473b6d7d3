/**
 * 'Sign in or register' (docs/behaviour.md#checkout-dialog): the checkout dialog. The loader mounts it once, with no
 * props; it follows the store's dialog request, opening for `{ kind: 'checkout' }` and
 * closing only that request. Its three views are the auth flow's forms with this dialog's
 * words, links and hand-off.
 */
import {
  ForgotPasswordForm,
  importOnce,
  links,
  RegisterForm,
  SignInForm,
  useAuthFlow,
  useCaptchaEnabled,
  ViewLink,
  type CaptchaProviders,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead } from '@masthead/store';
import { Heading, VisuallyHidden } from '@masthead/ui-kit';
import { Modal } from '@masthead/ui-kit/modal';
import { CaptchaNotice } from './captcha.tsx';
import { copy, links as dialogLinks, STACKING_LEVEL } from './copy.ts';
import { formValidation } from './validation.ts';
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
  const flow = useAuthFlow({ request, startView, registerView: 'register', navigate });
  const { view, email, goTo, close, closeSoon, bodyRef, leave } = flow;
  const captchaEnabled = useCaptchaEnabled(request !== null);

  // The flow has stored the user; the hand-off to checkout follows, then the dialog closes.
  const onAuthenticated = async () => {
    await loadAfterAuth().then(
      ({ continueToCheckout }) => continueToCheckout(request?.onSubscription),
      (error: unknown) => console.error('[masthead] checkout-dialog: could not load the hand-off', error),
    );
    close();
  };
  // Every way to another view carries the email typed so far.
  const to = (next: CheckoutView) => (typed: string) => goTo(next, typed);

  const giftMode = request?.giftMode ?? false;
  const form = {
    copy,
    validation: formValidation,
    captchaProviders,
    defaultEmail: email,
    submitLabel: giftMode ? copy.submit.gift : copy.submit.checkout,
  };
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
      <div ref={bodyRef} data-view={view} className={styles.view}>
        <Heading level={3} size="sm">
          {copy.headings[view]}
        </Heading>
        {giftMode && view !== 'forgot-password' ? <p className={styles.notice}>{copy.giftNotice}</p> : null}
        {view === 'sign-in' ? (
          <SignInForm
            {...form}
            onSignedIn={onAuthenticated}
            footer={
              <>
                <p>
                  <ViewLink onClick={to('forgot-password')}>{copy.signIn.toForgotPassword}</ViewLink>
                </p>
                <p>
                  <ViewLink onClick={to('register')}>{copy.signIn.toRegister}</ViewLink>
                </p>
              </>
            }
          />
        ) : null}
        {view === 'register' ? (
          <RegisterForm
            {...form}
            onRegistered={onAuthenticated}
            navigate={leave}
            signInInstead={{ label: copy.register.signInInstead, onClick: to('sign-in') }}
            footer={
              <>
                <p>
                  <ViewLink onClick={to('sign-in')}>{copy.register.toSignIn}</ViewLink>
                </p>
                <p className={styles.small}>
                  {copy.register.privacyPrefix}
                  <a href={dialogLinks.privacyPolicy} target="_blank" rel="noopener">
                    {copy.register.privacyLink}
                    <VisuallyHidden>{copy.newTab}</VisuallyHidden>
                  </a>
                  {copy.register.privacySuffix}
                </p>
              </>
            }
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordForm
            {...form}
            submitLabel={copy.forgotPassword.send}
            onSent={closeSoon}
            header={<p>{copy.forgotPassword.intro}</p>}
            toSignIn={{ label: copy.forgotPassword.onToSignIn, onClick: to('sign-in') }}
            footer={
              <p>
                <ViewLink onClick={to('sign-in')}>{copy.forgotPassword.backToSignIn}</ViewLink>
              </p>
            }
          />
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
