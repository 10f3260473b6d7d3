/** The checkout dialog's settings that are no words: the same in every language. */

/** The dialog's links (Customer Service is the auth flow's `links.customerService`). */
export const links = {
  privacyPolicy: '/privacy-policy',
  /** docs/behaviour.md#captcha: the provider's pages the notice links to. */
  captchaPrivacy: 'https://policies.google.com/privacy',
  captchaTerms: 'https://policies.google.com/terms',
} as const;

/** docs/behaviour.md#limits: the checkout dialog's stacking level. */
export const STACKING_LEVEL = 300051;
