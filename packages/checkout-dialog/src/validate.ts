/**
 * Formik `validate` functions that load the yup schemas on the reader's first keystroke or
 * blur, through formik's own yup bridge: same rules and messages as `validationSchema`.
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type * as SchemaModule from './schemas.ts';

type Schemas = typeof SchemaModule;
let schemas: Promise<Schemas> | undefined;

export function lazyValidate<Values extends object>(
  pick: (s: Schemas) => Parameters<typeof validateYupSchema>[1],
) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schema = pick(await (schemas ??= import('./schemas.ts')));
    return validateYupSchema(values, schema).then(
      () => ({}),
      (error: unknown) => yupToFormErrors<Values>(error),
    );
  };
}
