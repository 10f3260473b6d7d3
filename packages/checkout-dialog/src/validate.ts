import { lazySchemas } from '@masthead/auth-flow';

/** Formik `validate` from one of the schemas, fetched with yup on the reader's first edit. */
export const validateWith = lazySchemas(() => import('./schemas.ts'));
