import { useEffect, useRef, useState } from 'react';
import type { Passkey } from '@masthead/api';
import { isFailure } from './flow-form.tsx';
import type { AuthMessages } from './messages.ts';
import { addPasskey, changePasskeyName, deletePasskey, loadPasskeyList } from './operations.ts';
import type { Failure, PasskeyListOutcome } from './outcomes.ts';
import { useReauthentication } from './use-reauthentication.ts';

export type PasskeyList =
  { status: 'loading' } | { status: 'failed'; failure: Failure } | { status: 'ready'; passkeys: Passkey[] };

/** What the last action did, for the view's status line or its alert. */
export type PasskeyNews =
  { kind: 'added' | 'renamed' | 'removed'; name: string } | { kind: 'failed'; failure: Failure } | null;

const listOf = (outcome: PasskeyListOutcome): PasskeyList =>
  outcome.kind === 'listed'
    ? { status: 'ready', passkeys: outcome.passkeys }
    : { status: 'failed', failure: outcome };

/** What an action that worked changes: the list, and what the status line says. */
interface Done {
  update: (passkeys: Passkey[]) => Passkey[];
  news: PasskeyNews;
}

/**
 * The signed-in reader's passkeys (docs/behaviour.md#passkeys): the list, fetched when the
 * view opens, and the verbs that change it. One action at a time; each says what it did. An
 * action the server holds back for a recent sign-in waits while `reauthentication.asking`,
 * and runs again once the reader confirms it. A failure is told in `messages`, the flow's words
 * in the reader's language.
 */
export function usePasskeyList(messages: AuthMessages) {
  const [list, setList] = useState<PasskeyList>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<PasskeyNews>(null);
  const reauthentication = useReauthentication();
  // The words as they are when a call starts: a new language does not fetch the list again.
  const words = useRef(messages);
  useEffect(() => {
    words.current = messages;
  });
  const wording = () => ({ messages: words.current });

  // Fetched once the view shows (it starts loading); `reload` fetches again (Try again).
  useEffect(() => {
    let live = true;
    void loadPasskeyList({ messages: words.current }).then((outcome) => {
      if (live) setList(listOf(outcome));
    });
    return () => {
      live = false;
    };
  }, []);
  const reload = async () => {
    setList({ status: 'loading' });
    setList(listOf(await loadPasskeyList(wording())));
  };

  const act = async <Outcome extends { kind: string }>(
    action: () => Promise<Outcome>,
    done: (outcome: Exclude<Outcome, Failure>) => Done,
  ): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setNews(null);
    const outcome = await action();
    setBusy(false);
    if (isFailure(outcome)) {
      if (!reauthentication.hold(outcome, () => void act(action, done)))
        setNews({ kind: 'failed', failure: outcome });
      return false;
    }
    const { update, news: said } = done(outcome as Exclude<Outcome, Failure>);
    // From the list as it is then: a held action runs again after the reader confirms.
    setList((current) => ({
      status: 'ready',
      passkeys: update(current.status === 'ready' ? current.passkeys : []),
    }));
    setNews(said);
    return true;
  };

  const add = () =>
    act(
      () => addPasskey(wording()),
      ({ passkey }) => ({
        update: (passkeys) => [...passkeys, passkey],
        news: { kind: 'added', name: passkey.name },
      }),
    );
  const rename = (id: string, name: string) =>
    act(
      () => changePasskeyName(id, name, wording()),
      ({ passkey }) => ({
        update: (passkeys) => passkeys.map((each) => (each.id === id ? passkey : each)),
        news: { kind: 'renamed', name: passkey.name },
      }),
    );
  const remove = (passkey: Passkey) =>
    act(
      () => deletePasskey(passkey.id, wording()),
      () => ({
        update: (passkeys) => passkeys.filter((each) => each.id !== passkey.id),
        news: { kind: 'removed', name: passkey.name },
      }),
    );

  return { list, busy, news, reload, add, rename, remove, reauthentication };
}
