/**
 * One yup schema per form, with docs/behaviour.md#checkout-validation's checkout-dialog
 * messages in the reader's language. Loaded on first use (validation.ts): yup does not
 * tree-shake, so it stays out of the chunk the dialog opens with.
 */
import { object, string } from 'yup';
import { filled } from '@masthead/auth-flow';
import type { CheckoutMessages } from './messages.ts';
import { validEmail } from './rules.ts';

/** The messages the schemas say. */
type Words = Pick<CheckoutMessages, 'required' | 'emailInvalid'>;

const required = (words: Words) =>
  string()
    .default('')
    .test('filled', words.required, (value) => filled(value ?? ''));
const email = (words: Words) =>
  required(words).test(
    'email',
    words.emailInvalid,
    (value) => !filled(value ?? '') || validEmail(value ?? ''),
  );

export const signInSchema = (words: Words) =>
  object({ emailAddress: required(words), password: required(words) });
export const registerSchema = (words: Words) =>
  object({
    firstName: required(words),
    lastName: required(words),
    emailAddress: email(words),
    password: required(words),
  });
export const resetSchema = (words: Words) => object({ emailAddress: email(words) });
