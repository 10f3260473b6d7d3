/**
 * Every text the checkout dialog shows. SPEC texts (2.2, 5, 8) are copied word for word;
 * the few that SPEC leaves open (field labels it does not name, link texts, the generic
 * failure) are ours and marked as such.
 */

export const copy = {
  /** SPEC 2.2. */
  title: 'Sign in or register',
  close: 'Close',
  giftNotice: "To send a gift, you'll need to create an account.",
  submit: { checkout: 'On to checkout', gift: 'On to recipient' },

  signIn: {
    heading: 'Sign in to your account',
    // Ours: SPEC names the fields, not their labels.
    email: 'Your email',
    password: 'Your password',
    toRegister: 'New here? Create an account',
    toForgotPassword: 'Forgot your password?',
  },

  register: {
    heading: 'Create an account',
    firstName: 'Your first name',
    lastName: 'Your last name',
    email: 'Your email',
    // Ours: SPEC gives the password's hint, not its label.
    password: 'Create a password',
    toSignIn: 'Already have an account? Sign in',
    /** SPEC 8: the checkout dialog's button beside the unavailable-username message. */
    signInInstead: 'Sign in',
    privacyPrefix: 'We use your details as our ',
    privacyLink: 'Privacy Policy',
    privacySuffix: ' describes.',
  },

  forgotPassword: {
    heading: 'Reset password',
    // Ours: SPEC 2.1's explanation, shortened for this dialog.
    intro: 'Enter your email and we will send you a link to reset your password.',
    email: 'Your email',
    send: 'Send',
    backToSignIn: 'Back to sign in',
    onToSignIn: 'On to sign in',
  },

  /** SPEC 5 (shared). */
  passwordHint:
    'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',

  /** SPEC 5 (checkout dialog). */
  validation: {
    required: 'This field is required.',
    email: 'Email address is not valid.',
  },

  /** SPEC 8. */
  errors: {
    invalidCredentials: 'You have entered an invalid email and password combination. Please try again.',
    triesLeft: (tries: number) => `You have ${tries} ${tries === 1 ? 'try' : 'tries'} left.`,
    locked: (duration: string) =>
      `Your account is blocked, please wait ${duration} to unlock and try again. For immediate assistance, please contact Customer Service.`,
    restricted:
      "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
    usernameUnavailable: 'That username is unavailable. Sign in or choose another email address.',
    resetLocked:
      'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
    // Ours: SPEC shows no text for network, server and captcha failures.
    generic: 'Something went wrong. Please try again.',
  },

  /** SPEC 8: reset success (and 404). */
  resetSent:
    'If your email is registered with us, you will receive an email with a link to reset your password.',

  /** Ours: SPEC asks for the notice and its two links, not their words. */
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

/** SPEC 2.2 and 2.1's links. */
export const links = {
  customerService: '/subscriber-help#contact-customer-service',
  privacyPolicy: '/privacy-policy',
  /** SPEC 4: an existing subscription for the email continues registration there. */
  subscriberRegistration: (email: string) =>
    `/subscriber-registration?emailAddress=${encodeURIComponent(email)}`,
} as const;

/** SPEC 9: the dialog closes this long after a successful reset request. */
export const RESET_CLOSE_DELAY_MS = 3000;

/** SPEC 9: the checkout dialog's stacking level. */
export const STACKING_LEVEL = 300051;
