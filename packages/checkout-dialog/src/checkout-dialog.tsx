/**
 * 'Sign in or register' (docs/behaviour.md#checkout-dialog): the checkout dialog. The loader mounts it once, with no
 * props; it follows the store's dialog request, opening for `{ kind: 'checkout' }` and
 * closing only that request. Its three views are the auth flow's forms with this dialog's
 * words, links and hand-off; every way to another view carries the email typed so far.
 */
import { useMemo, type ReactNode } from 'react';
import { useMessages } from '@masthead/i18n/react';
import {
  ForgotPasswordForm,
  importOnce,
  links,
  RegisterForm,
  RichText,
  SignInForm,
  useAuthFlow,
  useCaptchaEnabled,
  ViewLink,
  type AuthFlow,
  type CaptchaProviders,
  type DialogFormProps,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead, type CheckoutDialogRequest } from '@masthead/store';
import { VisuallyHidden } from '@masthead/ui-kit';
import { Modal } from '@masthead/ui-kit/modal';
import { CaptchaNotice } from './captcha.tsx';
import { links as dialogLinks, STACKING_LEVEL } from './config.ts';
import { catalogue, type CheckoutMessages } from './messages.ts';
import { formValidation } from './validation.ts';
import styles from './checkout-dialog.module.css';

export type CheckoutView = 'sign-in' | 'register' | 'forgot-password';

export interface CheckoutDialogProps {
  /** Captcha adapters replacing the defaults, by provider name (demo, turnstile, hcaptcha, recaptcha). */
  captchaProviders?: Partial<CaptchaProviders>;
  /** Leaves the page for subscriber registration. Default: `location.assign(url)` of the dialog's window. */
  navigate?: (url: string) => void;
}

/** What a view of this dialog is drawn from. */
interface ViewProps {
  /** The dialog's words in the reader's language. */
  copy: CheckoutMessages;
  flow: Omit<AuthFlow<CheckoutView>, 'bodyRef'>;
  /** What each form of the flow takes from this dialog. */
  form: Pick<DialogFormProps, 'copy' | 'validation' | 'captchaProviders' | 'defaultEmail' | 'submitLabel'>;
  /** The flow has stored the user: the hand-off to checkout, then the dialog closes. */
  onAuthenticated: () => Promise<void>;
}

const startView = (): CheckoutView => 'sign-in';
const loadAfterAuth = importOnce(() => import('./after-auth.ts'));

/** The dialog's views (docs/behaviour.md#checkout-views), under its title and the view's heading. */
const views: Record<CheckoutView, (props: ViewProps) => ReactNode> = {
  'sign-in': ({ copy, flow, form, onAuthenticated }) => (
    <SignInForm
      {...form}
      onSignedIn={onAuthenticated}
      prompt={{ lead: copy.signInLead, label: copy.signInToRegister, onClick: flow.to('register') }}
      forgotPassword={{ label: copy.signInToForgotPassword, onClick: flow.to('forgot-password') }}
    />
  ),
  register: ({ copy, flow, form, onAuthenticated }) => (
    <RegisterForm
      {...form}
      onRegistered={onAuthenticated}
      navigate={flow.leave}
      signInInstead={{ label: copy.signInInstead, onClick: flow.to('sign-in') }}
      prompt={{ lead: copy.registerLead, label: copy.registerToSignIn, onClick: flow.to('sign-in') }}
      beforeSubmit={
        <p className={styles.small}>
          <RichText
            message={copy.privacyNote}
            parts={{
              privacyPolicy: (
                <a href={dialogLinks.privacyPolicy} target="_blank" rel="noopener">
                  {copy.privacyPolicy}
                  <VisuallyHidden> {copy.newTab}</VisuallyHidden>
                </a>
              ),
            }}
          />
        </p>
      }
    />
  ),
  'forgot-password': ({ copy, flow, form }) => (
    <ForgotPasswordForm
      {...form}
      submitLabel={copy.send}
      onSent={flow.closeSoon}
      header={<p>{copy.forgotIntro}</p>}
      toSignIn={{ label: copy.onToSignIn, onClick: flow.to('sign-in') }}
      footer={
        <p>
          <ViewLink onClick={flow.to('sign-in')}>{copy.backToSignIn}</ViewLink>
        </p>
      }
    />
  ),
};

async function handOff(request: CheckoutDialogRequest | null) {
  await loadAfterAuth().then(
    ({ continueToCheckout }) => continueToCheckout(request?.onSubscription),
    (error: unknown) => console.error('[masthead] checkout-dialog: could not load the hand-off', error),
  );
}

export default function CheckoutDialog({ captchaProviders, navigate }: CheckoutDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'checkout' ? dialog : null;
  const { bodyRef, ...flow } = useAuthFlow({
    request,
    startView,
    registerView: 'register',
    navigate,
    carryEmail: true,
  });
  const captchaEnabled = useCaptchaEnabled(request !== null);
  const copy = useMessages(catalogue);
  // The schemas' messages are the reader's language's: built again when it changes.
  const validation = useMemo(() => formValidation(copy), [copy]);
  const onAuthenticated = async () => {
    await handOff(request);
    flow.close();
  };
  const giftMode = request?.giftMode ?? false;
  const form = {
    copy,
    validation,
    captchaProviders,
    defaultEmail: flow.email,
    submitLabel: giftMode ? copy.submitGift : copy.submitCheckout,
  };
  const View = views[flow.view];
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : flow.close())}
      title={copy.title}
      subtitle={copy.headings[flow.view]}
      // Its title stays; a new view is said by its heading.
      view={{ key: flow.view, name: copy.headings[flow.view] }}
      hideTitle={giftMode && flow.view === 'sign-in'}
      closeLabel={copy.close}
      closeOnOutsideClick={false}
      zIndex={STACKING_LEVEL}
      className={styles.dialog}
    >
      <div ref={bodyRef} data-view={flow.view} className={styles.view}>
        {giftMode && flow.view !== 'forgot-password' ? (
          <p className={styles.notice}>{copy.giftNotice}</p>
        ) : null}
        <View copy={copy} flow={flow} form={form} onAuthenticated={onAuthenticated} />
      </div>
      {captchaEnabled ? <CaptchaNotice /> : null}
      <p className={styles.help}>
        <RichText
          message={copy.help}
          parts={{ contact: <a href={links.customerService}>{copy.helpLink}</a> }}
        />
      </p>
    </Modal>
  );
}
