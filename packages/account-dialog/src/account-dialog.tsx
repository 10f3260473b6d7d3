import { useEffect, useRef, useState } from 'react';
import {
  createUsLocation,
  demoLocationProvider,
  type CaptchaProviders,
  type LocationProvider,
} from '@masthead/auth-forms';
import { closeDialog, selectDialog, useMasthead, type AccountView } from '@masthead/store';
import { Modal } from '@masthead/ui-kit/modal';
import { copy, titles } from './copy.ts';
import { ForgotPasswordView } from './forgot-password/forgot-password-view.tsx';
import { ProfileSettingsView } from './profile-settings/profile-settings-view.tsx';
import { RegisterView } from './register/register-view.tsx';
import type { DialogServices } from './services.ts';
import { SignInView } from './sign-in/sign-in-view.tsx';

export interface AccountDialogProps {
  /**
   * Where the visitor's country comes from (SPEC 7, US location check). Default: the demo
   * adapter, which reads `?country=` from the page URL (a host with a GeoIP script passes
   * `geoIpLocationProvider({ scriptUrl })`).
   */
  locationProvider?: LocationProvider;
  /** Captcha adapters replacing the defaults (demo → offline demo, recaptcha → reCAPTCHA v3). */
  captchaProviders?: Partial<CaptchaProviders>;
  /** Leaves the page for subscriber registration. Default: `location.assign(url)` of the dialog's window. */
  navigate?: (url: string) => void;
}

/**
 * The general account dialog (SPEC 2.1): sign in, register, forgot password and the profile
 * questionnaire. Mounted once by the loader; opens and closes with the store's dialog request
 * (`openAccountDialog({ view, fromPaywall, customText, hideCloseButton })`, `closeDialog()`).
 */
export default function AccountDialog({ locationProvider, captchaProviders, navigate }: AccountDialogProps) {
  const dialog = useMasthead(selectDialog);
  const request = dialog?.kind === 'account' ? dialog : null;
  const [view, setView] = useState<AccountView>(request?.view ?? 'sign-in');
  const [shownRequest, setShownRequest] = useState(request);
  if (request !== shownRequest) {
    // A new request opens the dialog afresh at the view it asks for.
    setShownRequest(request);
    if (request) setView(request.view);
  }

  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);
  const [services] = useState<DialogServices>(() => ({
    navigate:
      navigate ??
      ((url) => {
        (bodyRef.current?.ownerDocument.defaultView ?? window).location.assign(url);
      }),
    usLocation: createUsLocation(locationProvider ?? demoLocationProvider()),
    captcha: captchaProviders ? { providers: captchaProviders } : {},
  }));

  const goTo = (next: AccountView) => {
    focusFirstField.current = true;
    setView(next);
  };

  // Switching views removes the focused control: put focus on the new view's first field.
  useEffect(() => {
    if (!focusFirstField.current) return;
    focusFirstField.current = false;
    bodyRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [view]);

  const hideCloseButton = request?.hideCloseButton ?? false;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) closeDialog();
      }}
      title={titles[view]}
      closeLabel={copy.close}
      hideCloseButton={hideCloseButton}
      closeOnEscape={!hideCloseButton}
      closeOnOutsideClick={false}
    >
      <div ref={bodyRef} data-view={view} data-from-paywall={request?.fromPaywall ? '' : undefined}>
        {view === 'sign-in' ? (
          <SignInView customText={request?.customText} onViewChange={goTo} services={services} />
        ) : null}
        {view === 'register' ? <RegisterView onViewChange={goTo} services={services} /> : null}
        {view === 'forgot-password' ? <ForgotPasswordView onViewChange={goTo} services={services} /> : null}
        {view === 'profile-settings' ? <ProfileSettingsView /> : null}
      </div>
    </Modal>
  );
}
