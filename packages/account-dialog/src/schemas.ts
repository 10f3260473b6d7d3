/**
 * One yup schema per form (docs/behaviour.md#account-validation, general dialog), built from
 * the dialog's messages in the reader's language. Narrow imports keep the bundle small.
 */
import { boolean, object, string } from 'yup';
import { emailPattern } from '@masthead/api/contract';
import type { AccountMessages } from './messages.ts';

/** The messages the schemas say. */
type Words = Pick<
  AccountMessages,
  'emailRequired' | 'passwordRequired' | 'firstNameRequired' | 'lastNameRequired' | 'emailInvalid'
>;

export const signInSchema = (words: Words) =>
  object({
    emailAddress: string().required(words.emailRequired),
    password: string().required(words.passwordRequired),
  });

export const registerSchema = (words: Words) =>
  object({
    firstName: string().trim().required(words.firstNameRequired),
    lastName: string().trim().required(words.lastNameRequired),
    emailAddress: string().required(words.emailRequired).matches(emailPattern, words.emailInvalid),
    password: string().required(words.passwordRequired),
    optIn: boolean().required(),
  });

export const forgotPasswordSchema = (words: Words) =>
  object({
    emailAddress: string().matches(emailPattern, words.emailInvalid).required(words.emailInvalid),
  });

export const resetPasswordSchema = (words: Words) =>
  object({
    password: string().required(words.passwordRequired),
  });
