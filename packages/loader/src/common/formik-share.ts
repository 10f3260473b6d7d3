/**
 * What the loader shares as `formik`: the part of formik the remotes use. Sharing the whole
 * library's namespace kept every export (FieldArray, withFormik, connect, with their lodash
 * and hoist-non-react-statics) in the chunk each first dialog downloads: 1.4 KB gzip more.
 * ESLint reads this list and stops any package importing a formik value not in it (it would
 * be undefined at run time); add a name here when a form needs it.
 */
export { Form, Formik, useField, useFormikContext, validateYupSchema, yupToFormErrors } from 'formik';
