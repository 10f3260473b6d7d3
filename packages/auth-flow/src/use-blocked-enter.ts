import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useState, type RefObject } from 'react';
import { useOnEdit } from './use-on-edit.ts';

/** Inputs where Enter submits the form (the browser's implicit submission). */
const typedInputs = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

// Read by name, not `instanceof`: the dialog may be in another window's document.
const submitsOnEnter = (target: EventTarget | null): boolean => {
  const input = target as HTMLInputElement | null;
  return input?.localName === 'input' && typedInputs.has(input.type);
};

/** Every field of `values` touched, as a submit touches them. */
const allTouched = (values: object) => Object.fromEntries(Object.keys(values).map((name) => [name, true]));

/** The first control of `form`, in the reader's order, whose field has an error. */
function firstInvalid(form: HTMLFormElement, errors: FormikErrors<object>): HTMLElement | null {
  const names = new Set(Object.keys(errors));
  const control = Array.from(form.elements).find((element) => names.has(element.getAttribute('name') ?? ''));
  return (control as HTMLElement | undefined) ?? null;
}

/** The fields whose error is not said as it shows: all but the one focus is on already. */
function hushedBy(errors: FormikErrors<object>, first: HTMLElement): string[] {
  const inPlace = first === first.ownerDocument.activeElement;
  return Object.keys(errors).filter((name) => !(inPlace && name === first.getAttribute('name')));
}

/**
 * The form's Formik `status` while errors shown by a blocked Enter wait for the reader: the
 * fields whose error shows without being said as it appears.
 */
interface Hushed {
  hushed: readonly string[];
}

const hushedIn = (status: unknown): readonly string[] =>
  typeof status === 'object' && status !== null && 'hushed' in status ? (status as Hushed).hushed : [];

/** Whether the error of the field `name` is said as it appears (its live region is on). */
export function useErrorSaid(name: string): boolean {
  const { status } = useFormikContext<object>();
  return !hushedIn(status).includes(name);
}

/**
 * Enter in a field of the form while its rules keep `submit` disabled (`blocked`). The browser
 * skips a disabled default button, so the reader would hear nothing at all; the button stays
 * disabled (the product's rule), and the form says what is missing instead, as a submit's
 * checks would: every field counts as touched, so each blank or invalid one shows its error,
 * and focus goes to the first invalid field once the errors are in, so that a screen reader
 * says its label, its invalid state and its error together. A field already focused keeps
 * focus, and its error's live region says it where the reader is.
 *
 * Each error is said once, where the reader is: the other fields' errors show without their
 * live regions speaking (a row of "This field is required." names no field), and are read
 * with each field as the reader reaches it; the first edit lets errors be said as they
 * appear again. With nothing invalid (a failure from the server blocks the button), the
 * form's alert has said why already.
 */
export function useBlockedEnter(submit: RefObject<HTMLButtonElement | null>, blocked: boolean): void {
  const { values, status, validateForm, setTouched, setStatus } = useFormikContext<object>();
  // The field to focus once the errors have rendered (a new object for each Enter).
  const [next, setNext] = useState<{ field: HTMLElement } | null>(null);

  useEffect(() => {
    const form = submit.current?.form;
    if (!blocked || !form) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || !submitsOnEnter(event.target)) return;
      void validateForm().then((errors) => {
        const field = firstInvalid(form, errors);
        if (!field) return;
        // One render: the errors show, hushed as they come, and focus moves after it.
        setStatus({ hushed: hushedBy(errors, field) } satisfies Hushed);
        void setTouched(allTouched(values), false);
        setNext({ field });
      });
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [submit, blocked, values, validateForm, setTouched, setStatus]);

  useEffect(() => {
    if (next && next.field !== next.field.ownerDocument.activeElement) next.field.focus();
  }, [next]);

  useOnEdit(() => {
    if (hushedIn(status).length > 0) setStatus(undefined);
  });
}
