import { useMemo, useState, type ReactNode } from 'react';
import { useMessages } from '@masthead/i18n/react';
import {
  createUsLocation,
  demoLocationProvider,
  ForgotPasswordForm,
  loadLaterViews,
  PasskeyOfferView,
  PasskeysView,
  ProfileSettingsView,
  RegisterForm,
  ResetPasswordView,
  RichText,
  SecondaryButton,
  shouldOfferPasskey,
  SignInForm,
  useAuthFlow,
  type AuthFlow,
  type CaptchaProviders,
  type DialogFormProps,
  type LocationProvider,
  type UsLocation,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead, type AccountDialogRequest, type AccountView } from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { links } from './links.ts';
import { catalogue, type AccountMessages } from './messages.ts';
import { profileSelectOptions } from './profile-options.ts';
import { formValidation, validateNewPassword } from './validation.ts';
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

/** The flow's ways on from a view. */
type ViewFlow = Omit<AuthFlow<AccountView>, 'bodyRef'>;

/** What a view of this dialog is drawn from. */
interface ViewProps {
  /** The dialog's words in the reader's language. */
  copy: AccountMessages;
  flow: ViewFlow;
  request: AccountDialogRequest | null;
  /** What each form of the flow takes from this dialog. */
  form: Pick<DialogFormProps, 'copy' | 'validation' | 'captchaProviders' | 'defaultEmail'>;
  usLocation: UsLocation;
  /** Signed in: a passkey offered, or the dialog closes. */
  onSignedIn: (method: 'password' | 'passkey') => Promise<void>;
  /** 'Choose a new password': the new password's messages. */
  newPasswordRules: ReturnType<typeof validateNewPassword>;
}

const startView = (request: AccountDialogRequest | null): AccountView => request?.view ?? 'sign-in';

/**
 * The views whose code comes later (auth-flow's later views, a chunk of their own): the flow
 * fetches it before it switches to one, so the view takes the last one's place whole. A dialog
 * opened on one shows the kit's spinner in its place until the code is in.
 */
const laterViews: ReadonlySet<AccountView> = new Set([
  'profile-settings',
  'passkeys',
  'passkey-offer',
  'reset-password',
]);
const beforeView = (view: AccountView) => (laterViews.has(view) ? loadLaterViews() : undefined);

/** The dialog's views (docs/behaviour.md#account-dialog): the flow's forms with this dialog's words, and its own. */
const views: Record<AccountView, (props: ViewProps) => ReactNode> = {
  'sign-in': ({ copy, flow, request, form, onSignedIn }) => (
    <>
      {request?.customText ? <p className={styles.customText}>{request.customText}</p> : null}
      <SignInForm
        {...form}
        submitLabel={copy.signInButton}
        onSignedIn={onSignedIn}
        prompt={{ lead: copy.noAccount, label: copy.createAccountLink, onClick: flow.to('register') }}
        forgotPassword={{ label: copy.forgotPassword, onClick: flow.to('forgot-password') }}
      />
    </>
  ),
  register: ({ copy, flow, form, usLocation }) => (
    <RegisterForm
      {...form}
      submitLabel={copy.createAccount}
      optIn={{ usLocation, label: copy.optIn, usLabel: copy.optInUs }}
      onRegistered={() => flow.goTo('profile-settings')}
      navigate={flow.leave}
      prompt={{ lead: copy.haveAccount, label: copy.signInLink, onClick: flow.to('sign-in') }}
      beforeSubmit={
        <p className={styles.note}>
          <RichText
            message={copy.privacyNote}
            parts={{ privacyPolicy: <a href={links.privacyPolicy}>{copy.privacyPolicy}</a> }}
          />
        </p>
      }
    />
  ),
  'forgot-password': ({ copy, flow, form }) => (
    <ForgotPasswordForm
      {...form}
      submitLabel={copy.continue}
      onSent={flow.closeSoon}
      header={<p className={styles.customText}>{copy.forgotIntro}</p>}
      help={
        <p className={styles.note}>
          <a href={links.help}>{copy.getHelp}</a>
        </p>
      }
      besideSubmit={<SecondaryButton onClick={() => flow.goTo('sign-in')}>{copy.goBack}</SecondaryButton>}
    />
  ),
  'profile-settings': ({ copy, flow }) => (
    <ProfileSettingsView
      copy={copy}
      options={profileSelectOptions(copy)}
      onDone={flow.closeSoon}
      onSkip={flow.close}
    />
  ),
  passkeys: () => <PasskeysView />,
  'passkey-offer': ({ flow }) => <PasskeyOfferView onAdded={flow.closeSoon} onDecline={flow.close} />,
  'reset-password': ({ copy, flow, request, newPasswordRules }) => (
    <ResetPasswordView
      token={request?.resetToken}
      copy={copy}
      validate={newPasswordRules}
      onNewLink={() => flow.goTo('forgot-password')}
      onBack={() => flow.goTo('sign-in')}
      onReset={flow.closeSoon}
    />
  ),
};

/**
 * The general account dialog (docs/behaviour.md#account-dialog): sign in, register and forgot
 * password (the auth flow's forms, with this dialog's words and slots), the profile
 * questionnaire, passkeys and choosing a new password from a mailed link. Mounted once by the
 * loader; opens and closes with the store's dialog request
 * (`openAccountDialog({ view, fromPaywall, customText, hideCloseButton, resetToken })`).
 * Each view starts blank: the email typed in one stays there.
 */
export default function AccountDialog({ locationProvider, captchaProviders, navigate }: AccountDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'account' ? dialog : null;
  const { bodyRef, ...flow } = useAuthFlow({
    request,
    startView,
    registerView: 'register',
    navigate,
    beforeView,
  });
  const [usLocation] = useState(() => createUsLocation(locationProvider ?? demoLocationProvider()));
  const copy = useMessages(catalogue);
  // The schemas' messages are the reader's language's: built again when it changes.
  const validation = useMemo(
    () => ({ forms: formValidation(copy), newPassword: validateNewPassword(copy) }),
    [copy],
  );
  const form = { copy, validation: validation.forms, captchaProviders, defaultEmail: flow.email };
  // After a password sign-in, once in a browser that can hold one: a passkey (docs/behaviour.md#passkeys).
  // The offer's code is fetched while the browser is asked, and the offer shows once it is in;
  // without it the dialog closes, as when no offer is made: the sign-in worked.
  const onSignedIn = async (method: 'password' | 'passkey') => {
    const code =
      method === 'password'
        ? loadLaterViews().then(
            () => true,
            () => false,
          )
        : null;
    const offer = code !== null && (await shouldOfferPasskey(bodyRef.current?.ownerDocument.defaultView));
    if (offer && (await code)) flow.goTo('passkey-offer');
    else flow.close();
  };
  const hideCloseButton = request?.hideCloseButton ?? false;
  const View = views[flow.view];
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : flow.close())}
      title={copy.titles[flow.view]}
      // Its views take one another's place: the dialog says the new one by its title.
      view={{ key: flow.view, name: copy.titles[flow.view] }}
      closeLabel={copy.close}
      hideCloseButton={hideCloseButton}
      closeOnEscape={!hideCloseButton}
      closeOnOutsideClick={false}
    >
      <div
        ref={bodyRef}
        className={styles.view}
        data-view={flow.view}
        data-from-paywall={request?.fromPaywall ? '' : undefined}
      >
        <View
          copy={copy}
          flow={flow}
          request={request}
          form={form}
          usLocation={usLocation}
          onSignedIn={onSignedIn}
          newPasswordRules={validation.newPassword}
        />
      </div>
    </Modal>
  );
}
