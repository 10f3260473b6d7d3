/**
 * One yup schema per form, with docs/behaviour.md#checkout-validation's checkout-dialog messages. Loaded on first use
 * (validation.ts): yup does not tree-shake, so it stays out of the chunk the dialog opens with.
 */
import { object, string } from 'yup';
import { filled } from '@masthead/auth-flow';
import { copy } from './copy.ts';
import { validEmail } from './rules.ts';

const required = () =>
  string()
    .default('')
    .test('filled', copy.validation.required, (value) => filled(value ?? ''));
const email = () =>
  required().test('email', copy.validation.email, (value) => !filled(value ?? '') || validEmail(value ?? ''));

export const signInSchema = object({ emailAddress: required(), password: required() });
export const registerSchema = object({
  firstName: required(),
  lastName: required(),
  emailAddress: email(),
  password: required(),
});
export const resetSchema = object({ emailAddress: email() });
