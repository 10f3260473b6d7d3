/**
 * Every text of the account dialog. The product's texts are copied word for word;
 * the rest (labels and sentences it leaves unshown) are ours. The error messages are the
 * auth flow's catalogue (`messages` of @masthead/auth-flow), shared with the checkout dialog.
 */
import { passkeyTitles } from '@masthead/auth-flow';
import type { AccountView } from '@masthead/store';

export const titles: Record<AccountView, string> = {
  'sign-in': 'Sign In',
  register: 'Create an account',
  'forgot-password': 'Reset your password',
  'profile-settings': 'Your account has been created',
  'reset-password': 'Choose a new password',
  passkeys: passkeyTitles.list,
  'passkey-offer': passkeyTitles.offer,
};

/** The flow's forms take their words from here (`FormCopy` of @masthead/auth-flow). */
export const copy = {
  close: 'Close',
  loading: 'Loading',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint:
    'Passwords must have at least 10 characters, one number, one upper and lower case letter, and one special character.',
  showPassword: 'Show password',
  noAccount: "Don't have an account?",
  createAccountLink: 'Create an account',
  forgotPassword: 'Forgot your password',
  signInButton: 'Sign In',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  createAccount: 'Create account',
  optIn: 'Yes, send me emails with the latest ideas, offers and events. I can unsubscribe at any time.',
  optInUs:
    'By registering, you agree to receive emails with the latest ideas, offers and events. You can unsubscribe at any time.',
  privacyPolicy: 'Privacy Policy',
  privacyNote: 'Read our',
  forgotIntro: 'Enter the email address of your account and we will email you a link to reset your password.',
  continue: 'Continue',
  goBack: 'Go back',
  getHelp: 'Get help',
  profileIntro: 'Tell us a little about your work. This form is optional.',
  industry: 'Industry',
  jobTitle: 'Job title',
  companySize: 'Company size',
  /** The blank first choice of each questionnaire list (its value stays blank). */
  choose: 'Select…',
  maybeLater: 'Maybe later',
  submit: 'Submit',
  profileSaved: 'Thank you. Your profile has been saved.',
  /** 'Choose a new password' (docs/behaviour.md#reset-completion). */
  newPassword: 'New password',
  resetFor: 'Choose a new password for',
  checkingLink: 'Checking your reset link…',
  savePassword: 'Save password',
  newLink: 'Request a new link',
  passwordChanged: 'Your password has been changed and you are signed in.',
  /** docs/behaviour.md#passkeys: the button beside the sign-in form (the passkey views' words are the auth flow's). */
  passkeySignIn: 'Sign in with a passkey',
} as const;

/** docs/behaviour.md#account-validation (general dialog) and the shared password hint. */
export const validation = {
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailInvalid: 'Email address is not valid.',
  passwordHint: copy.passwordHint,
} as const;

/** docs/behaviour.md#account-dialog and #account-links. */
export const links = {
  help: '/subscriber-help',
  privacyPolicy: '/privacy-policy',
} as const;

/** docs/behaviour.md#data, in docs/behaviour.md's order (the blank choice is the select's own first option). */
export const profileOptions = {
  industry: [
    'Advertising/Marketing/Public Relations',
    'Agriculture',
    'Automotive',
    'Consultant',
    'Education',
    'Energy/Natural Resources',
    'Engineering/Construction',
    'Environmental',
    'Financial Services',
    'Food & Beverage',
    'Government',
    'Healthcare',
    'Human Resources',
    'IT/Technology',
    'Life Sciences/Pharmaceuticals',
    'Manufacturing & Materials',
    'Media',
    'Other',
    'Professional Services',
    'Real Estate',
    'Retail/Consumer Goods',
    'Telecommunications',
    'Transportation',
    'Travel/Entertainment',
  ],
  jobTitle: [
    'Administrative',
    'Analyst',
    'Consultant',
    'Executive/C-Level',
    'Manager/Senior Manager',
    'Other',
    'Owner/Partner',
    'Retired',
    'Sales/Account Management',
    'Student/Researcher',
    'Teacher/Lecturer',
    'Technical Specialist',
    'Vice President/Director/General Manager',
  ],
  companySize: [
    'Self-Employed',
    '1 to 4',
    '5 to 99',
    '100 to 499',
    '500 to 999',
    '1000 to 4999',
    '5000 to 9999',
    '10000+',
  ],
} as const;
