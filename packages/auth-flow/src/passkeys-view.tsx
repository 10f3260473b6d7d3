import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@masthead/i18n';
import { useLocale, useMessages } from '@masthead/i18n/react';
import { Loader } from '@masthead/ui-kit';
import { FormAlert, PrimaryButton, SecondaryButton } from './buttons.tsx';
import { ConfirmSignInForm } from './confirm-sign-in-form.tsx';
import { catalogue, type AuthMessages } from './messages.ts';
import { hasPasskeys } from './passkey-device.ts';
import { PasskeyItem } from './passkey-item.tsx';
import styles from './passkeys.module.css';
import { ProblemText } from './problem-text.tsx';
import { useFocusReturn } from './use-focus-return.ts';
import { usePasskeyList, type PasskeyNews } from './use-passkey-list.ts';

/** What the status line says after an action that worked. */
function said(news: PasskeyNews, copy: AuthMessages): string {
  switch (news?.kind) {
    case 'added':
      return copy.passkeyWasAdded({ name: news.name });
    case 'renamed':
      return copy.passkeyWasRenamed({ name: news.name });
    case 'removed':
      return copy.passkeyWasRemoved({ name: news.name });
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
  const copy = useMessages(catalogue);
  // Dates in the widget's language ('Nov 25, 2026', '25.11.2026').
  const locale = useLocale();
  // Whether the page's browser can make a passkey.
  const [canAdd, setCanAdd] = useState(false);
  useEffect(() => {
    setCanAdd(hasPasskeys(ref.current?.ownerDocument.defaultView));
  }, []);
  const { list, busy, news, reload, add, rename, remove, reauthentication } = usePasskeyList(copy);
  const { asking } = reauthentication;
  const remember = useFocusReturn(!busy && !asking);
  const focused = () => ref.current?.ownerDocument.activeElement;
  const dateOf = (iso: string) => formatDate(locale, iso);

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
              formatDate={dateOf}
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
      <div role="status">{said(news, copy)}</div>
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
