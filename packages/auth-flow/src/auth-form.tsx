import type { ReactNode } from 'react';
import { FormActions, SubmitButton } from './buttons.tsx';
import type { CaptchaProviders } from './captcha-providers.ts';
import { FlowForm, type FlowFormProps, type FlowFormState } from './flow-form.tsx';
import type { FormCopy, FormValidation, Validate } from './form-rules.ts';
import type { Failure } from './outcomes.ts';
import { ViewLink, type ViewAction } from './view-link.tsx';

/** Where a dialog puts its own content in a form of the flow, in the order a reader meets it. */
export interface FormSlots {
  /** Before the fields: an intro, a link to another view. Default none. */
  header?: ReactNode;
  /** After the fields, before the form's message and its submit button: a link, a note. Default none. */
  beforeSubmit?: ReactNode;
  /** On the submit button's line, after it: 'Go back'. Default none. */
  besideSubmit?: ReactNode;
  /** After the submit button: links to other views, a note. Default none. */
  footer?: ReactNode;
  /** Class of the form element. Default none. */
  className?: string | undefined;
}

/** What each form of the flow (sign in, register, forgot password) takes from its dialog. */
export interface DialogFormProps extends FormSlots {
  /** The dialog's words: the labels, the password hint, the loader's name. */
  copy: FormCopy;
  /** The dialog's email pattern, password rule and schemas. */
  validation: FormValidation;
  /** The submit button's words ('Sign In', 'On to checkout', 'Continue'). */
  submitLabel: string;
  /** The email to start with (typed in another view). Default ''. */
  defaultEmail?: string | undefined;
  /** Captcha adapters replacing the defaults. Default: the flow's (demo, reCAPTCHA v3). */
  captchaProviders?: Partial<CaptchaProviders> | undefined;
}

export interface AuthFormProps<Values extends object> extends FormSlots {
  /** The dialog's words (the loader's name is `copy.loading`). */
  copy: FormCopy;
  /** The submit button's words. */
  submitLabel: string;
  initialValues: Values;
  /** The form's messages (the dialog's schema). */
  validate: Validate<Values>;
  /** Runs the operation and acts on its success; resolves its outcome, so a failure shows. */
  onSubmit: FlowFormProps<Values>['onSubmit'];
  /** The form's own rules let it be sent (a failure that blocks submit disables it too). */
  canSubmit: (values: Values) => boolean;
  /** A button beside a failure's message, to another view ('On to sign in'). Default none. */
  recovery?: ViewAction | undefined;
  /** The failures `recovery` is offered for. Default: every failure. */
  recoveryFor?: ((failure: Failure) => boolean) | undefined;
  /** Failures whose message screen readers hear but the form does not show. Default none. */
  unseenFor?: ((failure: Failure) => boolean) | undefined;
  /**
   * Once the form has done its work (a confirmation): shown in place of the header, the fields
   * and the submit button; the footer's ways to other views stay. Default none.
   */
  done?: ReactNode;
  /** The fields. */
  children: (form: FlowFormState<Values>) => ReactNode;
  /** Another way to do the form's work, after its submit button (a passkey). Default none. */
  alternative?: ((form: FlowFormState<Values>) => ReactNode) | undefined;
}

/**
 * One layout for every form of the flow: the dialog's header, the fields, its note, the
 * form's message right above the submit button (where the reader is when it appears), the
 * submit button with the loading state and the disabled rules, and the dialog's footer; once
 * done, the confirmation and the footer.
 */
export function AuthForm<Values extends object>({
  copy,
  submitLabel,
  initialValues,
  validate,
  onSubmit,
  canSubmit,
  recovery,
  recoveryFor = () => true,
  unseenFor,
  done,
  children,
  alternative,
  header,
  beforeSubmit,
  besideSubmit,
  footer,
  className,
}: AuthFormProps<Values>) {
  return (
    <FlowForm
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      className={className}
      unseenFor={unseenFor}
    >
      {(form) => {
        if (done) {
          return (
            <>
              {done}
              {footer}
            </>
          );
        }
        const blocked = Boolean(form.failure?.message.blocksSubmit);
        const submit = (
          <SubmitButton
            loading={form.loading}
            loadingLabel={copy.loading}
            disabled={blocked || !canSubmit(form.values)}
          >
            {submitLabel}
          </SubmitButton>
        );
        return (
          <>
            {header}
            {children(form)}
            {beforeSubmit}
            {form.alert}
            {recovery && form.failure && recoveryFor(form.failure) ? (
              <ViewLink variant="button" onClick={recovery.onClick}>
                {recovery.label}
              </ViewLink>
            ) : null}
            {besideSubmit ? (
              <FormActions>
                {submit}
                {besideSubmit}
              </FormActions>
            ) : (
              submit
            )}
            {alternative?.(form)}
            {footer}
          </>
        );
      }}
    </FlowForm>
  );
}
