/**
 * docs/behaviour.md#account-validation for the auth flow's forms: the basic email pattern for
 * the submit-disabled rules, and the schemas (with the messages, in the reader's language)
 * fetched with yup on the reader's first edit. A password counts as typed as it is (the
 * flow's default).
 */
import { lazySchemas, type FormValidation } from '@masthead/auth-flow';
import { emailPattern } from '@masthead/api/contract';
import type { AccountMessages } from './messages.ts';

/** Formik `validate` from one of the schemas. */
const validateWith = lazySchemas(() => import('./schemas.ts'));

/** The forms' validation with `words`' messages (build it once per language: `useMemo`). */
export function formValidation(words: AccountMessages): FormValidation {
  return {
    validEmail: (value) => emailPattern.test(value.trim()),
    validate: {
      signIn: validateWith((s) => s.signInSchema(words)),
      register: validateWith((s) => s.registerSchema(words)),
      reset: validateWith((s) => s.forgotPasswordSchema(words)),
    },
  };
}

/** 'Choose a new password': the new password's messages. */
export const validateNewPassword = (words: AccountMessages) =>
  validateWith<{ password: string }>((s) => s.resetPasswordSchema(words));
