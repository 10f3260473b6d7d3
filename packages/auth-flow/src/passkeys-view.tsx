import { useEffect, useMemo, useRef, useState } from 'react';
import { Loader } from '@masthead/ui-kit';
import { FormAlert, PrimaryButton, SecondaryButton } from './buttons.tsx';
import { ConfirmSignInForm } from './confirm-sign-in-form.tsx';
import { passkeyCopy as copy } from './passkey-copy.ts';
import { hasPasskeys } from './passkey-device.ts';
import { PasskeyItem } from './passkey-item.tsx';
import styles from './passkeys.module.css';
import { ProblemText } from './problem-text.tsx';
import { useFocusReturn } from './use-focus-return.ts';
import { usePasskeyList, type PasskeyNews } from './use-passkey-list.ts';

/** What the status line says after an action that worked. */
function said(news: PasskeyNews): string {
  switch (news?.kind) {
    case 'added':
      return copy.passkeyListAdded(news.name);
    case 'renamed':
      return copy.passkeyRenamed(news.name);
    case 'removed':
      return copy.passkeyRemoved(news.name);
    case 'failed':
    case undefined:
      return '';
  }
}

/**
 * The reader's passkeys (docs/behaviour.md#passkeys), from the user menu: each with its name
 * (which they can change), when it was created and last used, and Remove; 'Add a passkey'
 * where the browser can make one. What an action did is announced; what failed, in the alert.
 * Adding or removing one after a while signed in asks for the password in place, then carries
 * on; focus comes back to the button that started it.
 */
export function PasskeysView() {
  const ref = useRef<HTMLDivElement>(null);
  // What the page says: whether its browser can make a passkey, and its language for dates.
  const [page, setPage] = useState<{ canAdd: boolean; lang: string | undefined }>({
    canAdd: false,
    lang: undefined,
  });
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    setPage({ canAdd: hasPasskeys(doc?.defaultView), lang: doc?.documentElement.lang || undefined });
  }, []);
  const { canAdd } = page;
  const { list, busy, news, reload, add, rename, remove, reauthentication } = usePasskeyList();
  const { asking } = reauthentication;
  const remember = useFocusReturn(!busy && !asking);
  const focused = () => ref.current?.ownerDocument.activeElement;
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(page.lang, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [page.lang]);

  const failure = news?.kind === 'failed' ? news.failure.message.text : null;
  return (
    <div ref={ref}>
      <p className={styles.intro}>{copy.passkeysIntro}</p>
      {list.status === 'loading' ? <Loader label={copy.passkeysLoading} /> : null}
      {list.status === 'failed' ? (
        <>
          <FormAlert>
            <ProblemText text={list.failure.message.text} />
          </FormAlert>
          <SecondaryButton onClick={() => void reload()}>{copy.tryAgain}</SecondaryButton>
        </>
      ) : null}
      {list.status === 'ready' && list.passkeys.length === 0 ? (
        <p className={styles.empty}>{copy.noPasskeys}</p>
      ) : null}
      {list.status === 'ready' && list.passkeys.length > 0 ? (
        <ul className={styles.list} aria-label={copy.passkeysListLabel}>
          {list.passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              formatDate={formatDate}
              busy={busy || asking}
              onRename={(name) => rename(passkey.id, name)}
              onRemove={() => {
                remember(focused());
                return remove(passkey);
              }}
            />
          ))}
        </ul>
      ) : null}
      {asking ? (
        <ConfirmSignInForm onConfirmed={reauthentication.confirmed} onCancel={reauthentication.cancel} />
      ) : null}
      <div role="status">{said(news)}</div>
      <FormAlert>{failure ? <ProblemText text={failure} /> : null}</FormAlert>
      {list.status === 'ready' && canAdd ? (
        <PrimaryButton
          onClick={() => {
            remember(focused());
            void add();
          }}
          loading={busy}
          disabled={asking}
          loadingLabel={copy.loading}
        >
          {copy.addPasskey}
        </PrimaryButton>
      ) : null}
      {list.status === 'ready' && !canAdd ? <p className={styles.empty}>{copy.passkeysUnsupported}</p> : null}
    </div>
  );
}
