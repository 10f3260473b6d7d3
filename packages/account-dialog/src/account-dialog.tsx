import { useState } from 'react';
import {
  createUsLocation,
  demoLocationProvider,
  useAuthFlow,
  type CaptchaProviders,
  type LocationProvider,
} from '@masthead/auth-flow';
import { selectDialog, useMasthead, type AccountDialogRequest, type AccountView } from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { copy, titles } from './copy.ts';
import { ForgotPasswordView } from './forgot-password/forgot-password-view.tsx';
import { ProfileSettingsView } from './profile-settings/profile-settings-view.tsx';
import { RegisterView } from './register/register-view.tsx';
import { ResetPasswordView } from './reset-password/reset-password-view.tsx';
import { SignInView } from './sign-in/sign-in-view.tsx';

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

/**
 * The general account dialog (docs/behaviour.md#account-dialog): sign in, register, forgot password, the profile
 * questionnaire and choosing a new password from a mailed link. Mounted once by the loader; opens
 * and closes with the store's dialog request
 * (`openAccountDialog({ view, fromPaywall, customText, hideCloseButton, resetToken })`).
 */
export default function AccountDialog({ locationProvider, captchaProviders, navigate }: AccountDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'account' ? dialog : null;
  const flow = useAuthFlow({ request, startView, registerView: 'register' });
  const { view, goTo, bodyRef } = flow;
  const [usLocation] = useState(() => createUsLocation(locationProvider ?? demoLocationProvider()));
  const leave = (url: string) =>
    navigate ? navigate(url) : (bodyRef.current?.ownerDocument.defaultView ?? window).location.assign(url);

  const hideCloseButton = request?.hideCloseButton ?? false;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) flow.close();
      }}
      title={titles[view]}
      closeLabel={copy.close}
      hideCloseButton={hideCloseButton}
      closeOnEscape={!hideCloseButton}
      closeOnOutsideClick={false}
    >
      <div ref={bodyRef} data-view={view} data-from-paywall={request?.fromPaywall ? '' : undefined}>
        {view === 'sign-in' ? (
          <SignInView
            customText={request?.customText}
            onViewChange={goTo}
            onSignedIn={flow.close}
            captchaProviders={captchaProviders}
          />
        ) : null}
        {view === 'register' ? (
          <RegisterView
            onViewChange={goTo}
            usLocation={usLocation}
            navigate={leave}
            captchaProviders={captchaProviders}
          />
        ) : null}
        {view === 'forgot-password' ? (
          <ForgotPasswordView
            onViewChange={goTo}
            onSent={flow.closeSoon}
            captchaProviders={captchaProviders}
          />
        ) : null}
        {view === 'profile-settings' ? (
          <ProfileSettingsView onDone={flow.closeSoon} onSkip={flow.close} />
        ) : null}
        {view === 'reset-password' ? (
          <ResetPasswordView token={request?.resetToken} onViewChange={goTo} onReset={flow.closeSoon} />
        ) : null}
      </div>
    </Modal>
  );
}
