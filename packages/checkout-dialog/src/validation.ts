/**
 * docs/behaviour.md#checkout-validation for the auth flow's forms: this dialog's email
 * pattern, white space alone is no password either, and the schemas (with the messages)
 * fetched with yup on the reader's first edit.
 */
import { filled, lazySchemas, type FormValidation } from '@masthead/auth-flow';
import { validEmail } from './rules.ts';

const validateWith = lazySchemas(() => import('./schemas.ts'));

export const formValidation: FormValidation = {
  validEmail,
  passwordFilled: filled,
  validate: {
    signIn: validateWith((s) => s.signInSchema),
    register: validateWith((s) => s.registerSchema),
    reset: validateWith((s) => s.resetSchema),
  },
};
