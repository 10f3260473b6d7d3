/**
 * Every text the checkout dialog shows. The product's texts are copied word for word; the few
 * that it leaves open (field labels it does not name, link texts) are ours and marked as
 * such. The error messages are the auth flow's catalogue, shared with the account dialog.
 */

export const copy = {
  /** docs/behaviour.md#checkout-dialog. */
  title: 'Sign in or register',
  close: 'Close',
  giftNotice: "To send a gift, you'll need to create an account.",
  submit: { checkout: 'On to checkout', gift: 'On to recipient' },

  // The fields' labels, the same in every view (docs/behaviour.md#checkout-views). The two
  // passwords' are ours: it names those fields, and docs/behaviour.md#password-policy their hint.
  email: 'Your email',
  password: 'Your password',
  registerPassword: 'Create a password',
  firstName: 'Your first name',
  lastName: 'Your last name',
  /** docs/behaviour.md#password-policy (shared). */
  passwordHint:
    'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',

  /** docs/behaviour.md#checkout-views: the heading of each view. */
  headings: {
    'sign-in': 'Sign in to your account',
    register: 'Create an account',
    'forgot-password': 'Reset password',
  },

  /** docs/behaviour.md#passkeys: the passkey button beside the sign-in form. */
  passkeySignIn: 'Sign in with a passkey',

  // The ways to another view: the question, then the action that is the link.
  signIn: {
    toRegister: { lead: 'New here?', label: 'Create an account' },
    toForgotPassword: 'Forgot your password?',
  },

  register: {
    toSignIn: { lead: 'Already have an account?', label: 'Sign in' },
    /** docs/behaviour.md#errors: the checkout dialog's button beside the unavailable-username message. */
    signInInstead: 'Sign in',
    privacyPrefix: 'We use your details as our ',
    privacyLink: 'Privacy Policy',
    privacySuffix: ' describes.',
  },

  forgotPassword: {
    // Ours: docs/behaviour.md#account-dialog's explanation, shortened for this dialog.
    intro: 'Enter your email and we will send you a link to reset your password.',
    send: 'Send',
    backToSignIn: 'Back to sign in',
    onToSignIn: 'On to sign in',
  },

  /** docs/behaviour.md#checkout-validation (checkout dialog). */
  validation: {
    required: 'This field is required.',
    email: 'Email address is not valid.',
  },

  /** Ours: docs/behaviour.md#captcha asks for the notice and its two links, not their words. */
  captcha: {
    prefix: 'This site is protected by reCAPTCHA and the ',
    privacy: 'Google Privacy Policy',
    privacyUrl: 'https://policies.google.com/privacy',
    and: ' and ',
    terms: 'Terms of Service',
    termsUrl: 'https://policies.google.com/terms',
    suffix: ' apply.',
  },

  help: {
    prompt: 'Need help? ',
    link: 'Contact Customer Service',
  },
  // Ours.
  showPassword: 'Show password',
  newTab: ' (opens in a new tab)',
  loading: 'Loading',
} as const;

/** The dialog's links (Customer Service is the auth flow's `links.customerService`). */
export const links = {
  privacyPolicy: '/privacy-policy',
} as const;

/** docs/behaviour.md#limits: the checkout dialog's stacking level. */
export const STACKING_LEVEL = 300051;
