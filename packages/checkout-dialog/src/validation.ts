/**
 * docs/behaviour.md#checkout-validation for the auth flow's forms: this dialog's email
 * pattern, white space alone is no password either, and the schemas (with the messages, in
 * the reader's language) fetched with yup on the reader's first edit.
 */
import { filled, lazySchemas, type FormValidation } from '@masthead/auth-flow';
import type { CheckoutMessages } from './messages.ts';
import { validEmail } from './rules.ts';

const validateWith = lazySchemas(() => import('./schemas.ts'));

/** The forms' validation with `words`' messages (build it once per language: `useMemo`). */
export function formValidation(words: CheckoutMessages): FormValidation {
  return {
    validEmail,
    passwordFilled: filled,
    validate: {
      signIn: validateWith((s) => s.signInSchema(words)),
      register: validateWith((s) => s.registerSchema(words)),
      reset: validateWith((s) => s.resetSchema(words)),
    },
  };
}
