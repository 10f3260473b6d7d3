/**
 * Formik `validate` functions that load the yup schemas on first use. yup does not
 * tree-shake (about 13 KB gzip for object/string/boolean), so it stays out of the chunk the
 * first Sign In click downloads and arrives with the reader's first keystroke or blur.
 * Same rules and messages as `validationSchema` (formik's own yup bridge is used).
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type * as SchemaModule from './schemas.ts';

type Schemas = typeof SchemaModule;
let schemas: Promise<Schemas> | undefined;
const loadSchemas = () => (schemas ??= import('./schemas.ts'));

export function lazyValidate<Values extends object>(
  pick: (s: Schemas) => Parameters<typeof validateYupSchema>[1],
) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = pick(await loadSchemas());
    return validateYupSchema(values, schema).then(
      () => ({}),
      (error: unknown) => yupToFormErrors<Values>(error),
    );
  };
}
