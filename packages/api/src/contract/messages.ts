/**
 * The `errorMessage` texts the reference server and the mocks answer with. docs/behaviour.md#errors's
 * texts are the views' to show (from their catalogues, in the reader's language); these are what the
 * server says.
 */
/**
 * The one server text a client reads (auth-flow puts its own words in its place), an export of
 * its own so that a client's bundle leaves the rest of `serverMessages` out.
 */
export const emailInvalidMessage = 'Email address is not valid.';

export const serverMessages = {
  invalidCredentials: 'You have entered an invalid email and password combination. Please try again.',
  restricted:
    "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
  usernameUnavailable: 'That username is unavailable. Sign in or choose another email address.',
  resetLocked:
    'You cannot unlock your account by resetting the password. Please wait 24 hours to unlock and try again. For immediate assistance, please contact Customer Service.',
  resetSent:
    'If your email is registered with us, you will receive an email with a link to reset your password.',
  emailInvalid: emailInvalidMessage,
  captcha: 'Captcha verification failed. Please try again.',
  signInRequired: 'Sign in to continue.',
  noSubscription: 'No subscription exists for that email address.',
  noAccount: 'No account exists for that email address.',
  unknownItem: 'No store item has that sku.',
  logAuthorization: 'The log collector needs a valid Authorization header.',
  jsonObject: 'The request body must be a JSON object.',
  crossSite: 'Cross-site requests are not allowed.',
  resetTokenInvalid: 'This reset link has expired or has already been used.',
  registrationPending:
    'A subscription exists for this email address. We have sent it a link: follow it to finish creating your account.',
  registrationTokenInvalid: 'This confirmation link has expired or has already been used.',
  unsafeText: 'Text must not contain NUL characters or unpaired surrogates.',
  tooDeep: 'The request is nested too deeply.',
  rateLimited: 'Too many requests. Please wait before trying again.',
  passkeyUnknown: 'No account on this site has that passkey.',
  passkeyRemoved: 'That passkey was removed from its account.',
  passkeyExpired: 'The passkey request expired or was already used. Please try again.',
  passkeyInvalid: 'The passkey could not be verified.',
  passkeyNotFound: 'You have no passkey with that id.',
  reauthenticationRequired:
    'For your security, please confirm your password (or a passkey) before changing how you sign in.',
} as const;

export const triesLeftMessage = (tries: number): string =>
  `${serverMessages.invalidCredentials} You have ${tries} ${tries === 1 ? 'try' : 'tries'} left.`;

export const lockedMessage = (duration: string): string =>
  `Your account is blocked, please wait ${duration} to unlock and try again. For immediate assistance, please contact Customer Service.`;

/** Basic email pattern: something, @, something, dot, something; no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
