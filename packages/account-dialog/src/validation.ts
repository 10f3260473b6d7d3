/**
 * docs/behaviour.md#account-validation for the auth flow's forms: the basic email pattern for
 * the submit-disabled rules, and the schemas (with the messages) fetched with yup on the
 * reader's first edit. A password counts as typed as it is (the flow's default).
 */
import { lazySchemas, type FormValidation } from '@masthead/auth-flow';
import { emailPattern } from '@masthead/api/contract';

/** Formik `validate` from one of the schemas. */
const validateWith = lazySchemas(() => import('./schemas.ts'));

export const formValidation: FormValidation = {
  validEmail: (value) => emailPattern.test(value.trim()),
  validate: {
    signIn: validateWith((s) => s.signInSchema),
    register: validateWith((s) => s.registerSchema),
    reset: validateWith((s) => s.forgotPasswordSchema),
  },
};

/** 'Choose a new password': the new password's messages. */
export const validateNewPassword = validateWith<{ password: string }>((s) => s.resetPasswordSchema);
