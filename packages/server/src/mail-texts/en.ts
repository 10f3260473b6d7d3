/** The mails in English, the source: word for word as the product has always said it. */
import { serverMessages } from '@masthead/api/contract';
import { duration, removed, type Writer } from './format.ts';

export const en: Writer = {
  resetLink: ({ firstName, link }) => ({
    subject: 'Reset your password',
    body:
      `Hello ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your account.\n\n` +
      `Follow this link within an hour to choose a new password:\n${link}\n\n` +
      'If you did not ask for this, ignore this mail.',
  }),
  resetRefused: ({ firstName, reason }) => ({
    subject: 'Your password reset',
    body:
      `Hello ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your account.\n\n` +
      `${reason === 'restricted' ? serverMessages.restricted : serverMessages.resetLocked}\n\n` +
      'If you did not ask for this, ignore this mail.',
  }),
  registrationLink: ({ firstName, lastName, minutes, link }) => ({
    subject: 'Confirm your email address',
    body:
      `Hello,\n\nSomeone, hopefully you, asked to create an account for this address in the name of ` +
      `${firstName} ${lastName}. Your subscription comes with it.\n\n` +
      `Follow this link within ${duration('en', minutes)} to confirm the address and choose your password:\n${link}\n\n` +
      'If you did not ask for this, ignore this mail: nothing is created without it.',
  }),
  passkeyAdded: ({ firstName, passkeyName, page }) => ({
    subject: 'A passkey was added to your account',
    body:
      `Hello ${firstName},\n\nA passkey named "${passkeyName}" was just added to your account: it ` +
      `signs in without your password.\n\nIf you did not add it, remove it here and reset your password:\n` +
      `${page}\n\nA password reset signs out every device and removes the ` +
      'passkeys added since you last signed in with your password.',
  }),
  passwordChanged: ({ firstName, removedPasskeys, page }) => ({
    subject: 'Your password was changed',
    body:
      `Hello ${firstName},\n\nThe password of your account was just reset, and every device ` +
      `signed in to it was signed out. ${removed('en', removedPasskeys, {
        none: 'No passkey was removed.',
        one: (n) =>
          `${n} passkey added since you last signed in with your password was removed: ` +
          'add again any that were yours.',
        other: (n) =>
          `${n} passkeys added since you last signed in with your password were removed: ` +
          'add again any that were yours.',
      })}\n\nReview your passkeys:\n${page}`,
  }),
};
