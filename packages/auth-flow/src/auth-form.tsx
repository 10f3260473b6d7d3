import { useState, type ReactNode } from 'react';
import { FormActions, SubmitButton } from './buttons.tsx';
import type { CaptchaProviders } from './captcha-providers.ts';
import { Confirmation } from './confirmation.tsx';
import { FlowForm, isFailure, type FlowFormState } from './flow-form.tsx';
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

export interface AuthFormProps<Values extends object, Outcome extends { kind: string }> extends FormSlots {
  /** The dialog's words (the loader's name is `copy.loading`). */
  copy: Pick<FormCopy, 'loading'>;
  /** The submit button's words. */
  submitLabel: string;
  initialValues: Values;
  /** The form's messages (the dialog's schema). Default none: every field is optional. */
  validate?: Validate<Values> | undefined;
  /** Runs the operation and acts on its success; resolves its outcome, so a failure shows. */
  onSubmit: (values: Values) => Promise<Outcome | Failure>;
  /** The form's own rules let it be sent (a failure that blocks submit disables it too). Default: always. */
  canSubmit?: ((values: Values) => boolean) | undefined;
  /** A button beside a failure's message, to another view ('On to sign in'). Default none. */
  recovery?: ViewAction | undefined;
  /** The failures `recovery` is offered for. Default: every failure. */
  recoveryFor?: ((failure: Failure) => boolean) | undefined;
  /** Failures whose message screen readers hear but the form does not show. Default none. */
  unseenFor?: ((failure: Failure) => boolean) | undefined;
  /**
   * The words of the confirmation for an outcome that completes the form's work (a reset link
   * sent, a profile saved), null for any other. The confirmation then takes the place of the
   * header, the fields and the submit button; the footer's ways to other views stay. Default: none.
   */
  confirmation?: ((outcome: Outcome) => string | null) | undefined;
  /** The confirmation shows: the dialog's next step (it closes 3 s later). Default none. */
  onDone?: (() => void) | undefined;
  /** The fields. */
  children: (form: FlowFormState<Values>) => ReactNode;
  /** Another way to do the form's work, after its submit button (a passkey). Default none. */
  alternative?: ((form: FlowFormState<Values>) => ReactNode) | undefined;
}

/**
 * The one form path of the flow: the dialog's header, the fields, its note, the form's message
 * right above the submit button (where the reader is when it appears), the submit button with
 * the loading state and the disabled rules, and the dialog's footer; once done, the
 * confirmation and the footer.
 */
export function AuthForm<Values extends object, Outcome extends { kind: string }>({
  copy,
  submitLabel,
  initialValues,
  validate,
  onSubmit,
  canSubmit = () => true,
  recovery,
  recoveryFor = () => true,
  unseenFor,
  confirmation,
  onDone,
  children,
  alternative,
  header,
  beforeSubmit,
  besideSubmit,
  footer,
  className,
}: AuthFormProps<Values, Outcome>) {
  const [done, setDone] = useState<string | null>(null);
  const submit = async (values: Values) => {
    const outcome = await onSubmit(values);
    const text = isFailure(outcome) ? null : (confirmation?.(outcome) ?? null);
    if (text !== null) {
      setDone(text);
      onDone?.();
    }
    return outcome;
  };
  return (
    <FlowForm
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      className={className}
      unseenFor={unseenFor}
    >
      {(form) => {
        if (done !== null) {
          return (
            <>
              <Confirmation>{done}</Confirmation>
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
