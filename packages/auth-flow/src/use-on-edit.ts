import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Calls `onEdit` whenever the reader changes a value of the surrounding Formik form (not on
 * the first render). Use it to clear a server error once the reader edits a field (docs/behaviour.md#states:
 * "the invalid state clears when the user edits a field").
 */
export function useOnEdit(onEdit: () => void): void {
  const { values } = useFormikContext<unknown>();
  const callback = useRef(onEdit);
  const first = useRef(values);
  useEffect(() => {
    callback.current = onEdit;
  });
  useEffect(() => {
    if (values === first.current) return;
    callback.current();
  }, [values]);
}

/** `useOnEdit` as a component, for forms rendered with `<Formik>`'s render prop. */
export function OnEdit({ onEdit }: { onEdit: () => void }): null {
  useOnEdit(onEdit);
  return null;
}
