/**
 * What the reader typed in an early view, kept across a reload. Where the browser keeps a
 * failed module request, only a reload can bring the loader's core, and the 'unavailable'
 * message asks for one (messages.ts); what was typed (never a password) waits in the tab's
 * session storage for ten minutes, on the same page only, and is put back, once, in the
 * early view that comes with the reloaded page (run.ts), so the reader types the password
 * again, nothing else.
 */
import type { DialogKind } from '../protocol/page.ts';

/** Where what was typed in an early view of `kind` waits across the reload its message asks for. */
const typedKey = (kind: DialogKind) => `masthead-early-typed-${kind}`;
/** How long it waits: a reader back on the page later than this starts afresh. */
const typedKeptMs = 10 * 60_000;

/** The fields of `form` whose text is kept across a reload: not a password, hidden or file field. */
const restorable = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).filter((field) =>
    ['text', 'email', 'tel', 'search', 'url'].includes(field.type),
  );

const pageOf = (win: Window) => `${win.location.pathname}${win.location.search}`;

/** Keeps what was typed in the early view `element` of `kind` for the page's next load. */
export function keepTyped(element: HTMLElement, kind: DialogKind): void {
  const form = element.querySelector('form');
  const win = element.ownerDocument.defaultView;
  if (!form || !win) return;
  const fields = Object.fromEntries(
    restorable(form)
      .filter((field) => field.value !== '')
      .map((field) => [field.name, field.value]),
  );
  if (Object.keys(fields).length === 0) return;
  try {
    win.sessionStorage.setItem(typedKey(kind), JSON.stringify({ page: pageOf(win), at: Date.now(), fields }));
  } catch {
    // No storage for this page (blocked, full): the reload starts afresh.
  }
}

/**
 * Puts back in the early view `element` of `kind` what `keepTyped` kept on this page in the
 * last ten minutes, into fields still empty, once: the note is removed as it is read, and
 * one that is not as `keepTyped` writes it is ignored. Returns the fields that hold what was
 * kept: those filled here, and those the browser filled itself (Firefox restores a form's
 * fields on a reload).
 */
export function restoreTyped(element: HTMLElement, kind: DialogKind): HTMLInputElement[] {
  const form = element.querySelector('form');
  const win = element.ownerDocument.defaultView;
  if (!form || !win) return [];
  let note: unknown;
  try {
    const text = win.sessionStorage.getItem(typedKey(kind));
    if (text === null) return [];
    win.sessionStorage.removeItem(typedKey(kind));
    note = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof note !== 'object' || note === null) return [];
  const { page, at, fields } = note as Record<string, unknown>;
  const age = Date.now() - Number(at);
  if (page !== pageOf(win) || !(age >= 0 && age < typedKeptMs) || typeof fields !== 'object' || !fields)
    return [];
  const filledIn: HTMLInputElement[] = [];
  for (const field of restorable(form)) {
    const value = (fields as Record<string, unknown>)[field.name];
    if (typeof value !== 'string' || (field.value !== '' && field.value !== value)) continue;
    field.value = value;
    filledIn.push(field);
  }
  return filledIn;
}
