import { Form, Formik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormAlert } from './buttons.tsx';
import type { Failure } from './outcomes.ts';
import { ProblemText } from './problem-text.tsx';
import { OnEdit } from './use-on-edit.ts';
import { useSubmission } from './use-submission.ts';

export interface FlowFormState<Values> {
  values: Values;
  /** A request is running (one at a time: a second submit meanwhile is ignored). */
  loading: boolean;
  /** The last failed outcome, until the reader edits a field or submits again. */
  failure: Failure | null;
  /** The form's alert, with the failure's message when it belongs to the form. */
  alert: ReactNode;
  /**
   * Runs another of the form's operations (a passkey sign-in) as a submit runs: with the
   * loading state, one at a time, its failure in the alert.
   */
  perform: (operation: () => Promise<{ kind: string } | Failure>) => Promise<void>;
}

export interface FlowFormProps<Values extends object> {
  initialValues: Values;
  validate?: ((values: Values) => Promise<FormikErrors<Values>>) | undefined;
  /** Runs the operation and acts on its success; resolve its outcome, so a failure shows. */
  onSubmit: (values: Values) => Promise<{ kind: string } | Failure>;
  className?: string | undefined;
  /** Failures whose message screen readers hear but the form does not show. Default none. */
  unseenFor?: ((failure: Failure) => boolean) | undefined;
  children: (state: FlowFormState<Values>) => ReactNode;
}

/** Whether an operation's outcome is its failure. */
export const isFailure = <Outcome extends { kind: string }>(outcome: Outcome | Failure): outcome is Failure =>
  outcome.kind === 'failed';

/**
 * A form of the flow: Formik, the loading state, the failure's message in an alert, cleared
 * when the reader edits a field (the invalid state clears on edit).
 */
export function FlowForm<Values extends object>({
  initialValues,
  validate,
  onSubmit,
  className,
  unseenFor,
  children,
}: FlowFormProps<Values>) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const { loading, run } = useSubmission();
  const perform = (operation: () => Promise<{ kind: string } | Failure>) =>
    run(async () => {
      setFailure(null);
      const outcome = await operation();
      if (isFailure(outcome)) setFailure(outcome);
    });
  const submit = (values: Values) => perform(() => onSubmit(values));
  const message = failure?.message.at === 'form' ? failure.message.text : null;
  const unseen = failure !== null && (unseenFor?.(failure) ?? false);
  // Unseen, the message is plain text: a link no one can see should not take focus either.
  const text = message && !unseen ? <ProblemText text={message} /> : message;
  const alert = <FormAlert unseen={unseen}>{text}</FormAlert>;
  return (
    <Formik initialValues={initialValues} onSubmit={submit} {...(validate ? { validate } : {})}>
      {({ values }) => (
        <Form noValidate className={className}>
          <OnEdit onEdit={() => setFailure(null)} />
          {children({ values, loading, failure, alert, perform })}
        </Form>
      )}
    </Formik>
  );
}
