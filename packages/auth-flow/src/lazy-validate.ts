/**
 * Formik `validate` functions over yup schemas fetched on first use. yup does not tree-shake
 * (about 13 KB gzip), so each dialog's schemas module arrives with the reader's first
 * keystroke or blur, not with the dialog. Same rules and messages as `validationSchema`
 * (formik's own yup bridge).
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { importOnce } from './lazy.ts';

type Schema = Parameters<typeof validateYupSchema>[1];

/**
 * `schemas(pick)` is the `validate` of a form; `load` is the dialog's `import('./schemas.ts')`.
 * `pick` runs once, when the module is in: it may build the schema (with the messages of the
 * reader's language).
 */
export function lazySchemas<Module>(load: () => Promise<Module>) {
  const loadOnce = importOnce(load);
  return <Values extends object>(pick: (module: Module) => Schema) => {
    let picked: Schema | undefined;
    return async (values: Values): Promise<FormikErrors<Values>> => {
      const schema = (picked ??= pick(await loadOnce()));
      return validateYupSchema(values, schema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors<Values>(error),
      );
    };
  };
}
