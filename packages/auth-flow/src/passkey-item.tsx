import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { Passkey } from '@masthead/api';
import { useMessages } from '@masthead/i18n/react';
import { VisuallyHidden } from '@masthead/ui-kit';
import { FormActions, PrimaryButton, SecondaryButton, SubmitButton } from './buttons.tsx';
import { catalogue } from './messages.ts';
import styles from './passkeys.module.css';
import { TextField } from './text-field.tsx';

export interface PasskeyItemProps {
  passkey: Passkey;
  /** Dates as the reader reads them ('Nov 25, 2026'). */
  formatDate: (iso: string) => string;
  /** An action of the list runs: every button waits. */
  busy: boolean;
  /** Saves a new name; resolves whether it was saved. */
  onRename: (name: string) => Promise<boolean>;
  /** Removes the passkey; resolves whether it was removed. */
  onRemove: () => Promise<boolean>;
}

type Mode = 'shown' | 'renaming' | 'removing';

/**
 * One passkey: its name, when it was created and last used; Rename (the name becomes a field
 * with Save and Cancel) and Remove (asked once more: Remove or Keep). Focus follows each step,
 * and comes back to the button that started it.
 */
export function PasskeyItem({ passkey, formatDate, busy, onRename, onRemove }: PasskeyItemProps) {
  const copy = useMessages(catalogue);
  const [mode, setMode] = useState<Mode>('shown');
  const item = useRef<HTMLLIElement>(null);
  const returnTo = useRef<'rename' | 'remove' | null>(null);

  useEffect(() => {
    const root = item.current;
    if (!root) return;
    if (mode === 'renaming') {
      const field = root.querySelector('input');
      field?.focus();
      field?.select();
    }
    if (mode === 'removing') root.querySelector<HTMLElement>('[data-question]')?.focus();
    if (mode === 'shown' && returnTo.current) {
      root.querySelector<HTMLElement>(`[data-action="${returnTo.current}"]`)?.focus();
      returnTo.current = null;
    }
  }, [mode]);

  const show = (from: 'rename' | 'remove') => {
    returnTo.current = from;
    setMode('shown');
  };

  const details = (
    <p className={styles.details}>
      {copy.passkeyCreated({ date: formatDate(passkey.createdAt) })}
      {' · '}
      {passkey.lastUsedAt
        ? copy.passkeyLastUsed({ date: formatDate(passkey.lastUsedAt) })
        : copy.passkeyNeverUsed}
      {passkey.backedUp ? ` · ${copy.passkeySynced}` : null}
    </p>
  );

  return (
    <li ref={item} className={styles.item}>
      {mode === 'renaming' ? (
        <Formik
          initialValues={{ name: passkey.name }}
          onSubmit={async ({ name }) => {
            if (await onRename(name)) show('rename');
          }}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate>
              <TextField name="name" label={copy.passkeyName} autoComplete="off" required />
              <FormActions>
                <SubmitButton
                  loading={isSubmitting}
                  loadingLabel={copy.loading}
                  disabled={busy || values.name.trim() === ''}
                >
                  {copy.save}
                </SubmitButton>
                <SecondaryButton onClick={() => show('rename')}>{copy.cancel}</SecondaryButton>
              </FormActions>
            </Form>
          )}
        </Formik>
      ) : (
        <p className={styles.name}>{passkey.name}</p>
      )}
      {details}
      {mode === 'removing' ? (
        <div className={styles.confirm}>
          <p data-question tabIndex={-1} className={styles.question}>
            {copy.removeQuestion({ name: passkey.name })}
          </p>
          <FormActions>
            <PrimaryButton onClick={() => void onRemove()} loading={busy} loadingLabel={copy.loading}>
              {copy.remove} <VisuallyHidden>{passkey.name}</VisuallyHidden>
            </PrimaryButton>
            <SecondaryButton onClick={() => show('remove')}>{copy.keep}</SecondaryButton>
          </FormActions>
        </div>
      ) : null}
      {mode === 'shown' ? (
        <div className={styles.actions}>
          <button
            type="button"
            data-action="rename"
            className={styles.action}
            disabled={busy}
            onClick={() => setMode('renaming')}
          >
            {copy.rename} <VisuallyHidden>{passkey.name}</VisuallyHidden>
          </button>
          <button
            type="button"
            data-action="remove"
            className={styles.action}
            disabled={busy}
            onClick={() => setMode('removing')}
          >
            {copy.remove} <VisuallyHidden>{passkey.name}</VisuallyHidden>
          </button>
        </div>
      ) : null}
    </li>
  );
}
