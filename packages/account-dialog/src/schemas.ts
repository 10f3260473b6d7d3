/** One yup schema per form (docs/behaviour.md#account-validation, general dialog). Narrow imports keep the bundle small. */
import { boolean, object, string } from 'yup';
import { emailPattern } from '@masthead/api/contract';
import { validation } from './copy.ts';

export const signInSchema = object({
  emailAddress: string().required(validation.emailRequired),
  password: string().required(validation.passwordRequired),
});

export const registerSchema = object({
  firstName: string().trim().required(validation.firstNameRequired),
  lastName: string().trim().required(validation.lastNameRequired),
  emailAddress: string().required(validation.emailRequired).matches(emailPattern, validation.emailInvalid),
  password: string().required(validation.passwordRequired),
  optIn: boolean().required(),
});

export const forgotPasswordSchema = object({
  emailAddress: string().matches(emailPattern, validation.emailInvalid).required(validation.emailInvalid),
});

export const resetPasswordSchema = object({
  password: string().required(validation.passwordRequired),
});
