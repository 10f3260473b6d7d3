import { useState } from 'react';
import {
  createUsLocation,
  demoLocationProvider,
  ForgotPasswordForm,
  RegisterForm,
  SecondaryButton,
  SignInForm,
  useAuthFlow,
  ViewLink,
  type CaptchaProviders,
  type LocationProvider,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead, type AccountDialogRequest, type AccountView } from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { copy, links, titles } from './copy.ts';
import { shouldOfferPasskey } from './passkeys/offer.ts';
import { PasskeyOfferView } from './passkeys/passkey-offer-view.tsx';
import { PasskeysView } from './passkeys/passkeys-view.tsx';
import { ProfileSettingsView } from './profile-settings/profile-settings-view.tsx';
import { ResetPasswordView } from './reset-password/reset-password-view.tsx';
import { formValidation } from './validation.ts';
import styles from './views.module.css';

export interface AccountDialogProps {
  /**
   * Where the visitor's country comes from (docs/behaviour.md#calls, US location check). Default: the demo
   * adapter, which reads `?country=` from the page URL (a host with a GeoIP script passes
   * `geoIpLocationProvider({ scriptUrl })`).
   */
  locationProvider?: LocationProvider;
  /** Captcha adapters replacing the defaults (demo → offline demo, recaptcha → reCAPTCHA v3). */
  captchaProviders?: Partial<CaptchaProviders>;
  /** Leaves the page for subscriber registration. Default: `location.assign(url)` of the dialog's window. */
  navigate?: (url: string) => void;
}

const startView = (request: AccountDialogRequest | null): AccountView => request?.view ?? 'sign-in';

/** "Don't have an account?" 'Create an account': the words, then the way to the other view. */
function SwitchLine({ lead, link, onClick }: { lead: string; link: string; onClick: () => void }) {
  return (
    <p className={styles.switchLine}>
      {lead} <ViewLink onClick={onClick}>{link}</ViewLink>
    </p>
  );
}

/**
 * The general account dialog (docs/behaviour.md#account-dialog): sign in, register and forgot
 * password (the auth flow's forms, with this dialog's words and slots), the profile
 * questionnaire and choosing a new password from a mailed link. Mounted once by the loader;
 * opens and closes with the store's dialog request
 * (`openAccountDialog({ view, fromPaywall, customText, hideCloseButton, resetToken })`).
 */
export default function AccountDialog({ locationProvider, captchaProviders, navigate }: AccountDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'account' ? dialog : null;
  const flow = useAuthFlow({ request, startView, registerView: 'register', navigate });
  const { view, goTo, close, closeSoon, bodyRef, leave } = flow;
  const [usLocation] = useState(() => createUsLocation(locationProvider ?? demoLocationProvider()));
  // Each view of this dialog starts blank: the email typed in one stays there.
  const to = (next: AccountView) => () => goTo(next);
  const form = { copy, validation: formValidation, captchaProviders };
  // After a password sign-in, once in a browser that can hold one: a passkey (docs/behaviour.md#passkeys).
  const onSignedIn = async (method: 'password' | 'passkey') => {
    const offer =
      method === 'password' && (await shouldOfferPasskey(bodyRef.current?.ownerDocument.defaultView));
    if (offer) goTo('passkey-offer');
    else close();
  };

  const hideCloseButton = request?.hideCloseButton ?? false;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={titles[view]}
      closeLabel={copy.close}
      hideCloseButton={hideCloseButton}
      closeOnEscape={!hideCloseButton}
      closeOnOutsideClick={false}
    >
      <div
        ref={bodyRef}
        className={styles.view}
        data-view={view}
        data-from-paywall={request?.fromPaywall ? '' : undefined}
      >
        {view === 'sign-in' ? (
          <>
            {request?.customText ? <p className={styles.customText}>{request.customText}</p> : null}
            <SignInForm
              {...form}
              submitLabel={copy.signInButton}
              onSignedIn={onSignedIn}
              header={
                <SwitchLine lead={copy.noAccount} link={copy.createAccountLink} onClick={to('register')} />
              }
              beforeSubmit={
                <div className={styles.row}>
                  <ViewLink onClick={to('forgot-password')}>{copy.forgotPassword}</ViewLink>
                </div>
              }
            />
          </>
        ) : null}
        {view === 'register' ? (
          <RegisterForm
            {...form}
            submitLabel={copy.createAccount}
            optIn={{ usLocation, label: copy.optIn, usLabel: copy.optInUs }}
            onRegistered={to('profile-settings')}
            navigate={leave}
            header={<SwitchLine lead={copy.haveAccount} link={copy.signInLink} onClick={to('sign-in')} />}
            beforeSubmit={
              <p className={styles.note}>
                {copy.privacyNote} <a href={links.privacyPolicy}>{copy.privacyPolicy}</a>
              </p>
            }
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordForm
            {...form}
            submitLabel={copy.continue}
            onSent={closeSoon}
            header={<p className={styles.customText}>{copy.forgotIntro}</p>}
            help={
              <p className={styles.note}>
                <a href={links.help}>{copy.getHelp}</a>
              </p>
            }
            besideSubmit={<SecondaryButton onClick={to('sign-in')}>{copy.goBack}</SecondaryButton>}
          />
        ) : null}
        {view === 'profile-settings' ? <ProfileSettingsView onDone={closeSoon} onSkip={close} /> : null}
        {view === 'passkeys' ? <PasskeysView /> : null}
        {view === 'passkey-offer' ? <PasskeyOfferView onAdded={closeSoon} onDecline={close} /> : null}
        {view === 'reset-password' ? (
          <ResetPasswordView token={request?.resetToken} onViewChange={goTo} onReset={closeSoon} />
        ) : null}
      </div>
    </Modal>
  );
}
