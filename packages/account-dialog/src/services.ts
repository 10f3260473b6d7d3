/** What the views need from outside React: swappable for tests, stories and hosts. */
import type { UsLocation, WithCaptchaOptions } from '@masthead/auth-forms';

export interface DialogServices {
  /** Leaves the page (SPEC 4: a subscription exists for the email). */
  navigate: (url: string) => void;
  /** The US-location check (SPEC 4: opt-in default). */
  usLocation: UsLocation;
  /** Captcha adapters to use instead of the defaults. */
  captcha: WithCaptchaOptions;
}

/** Milliseconds before the dialog closes after a reset request or the questionnaire (SPEC 9). */
export const AUTO_CLOSE_MS = 3000;
