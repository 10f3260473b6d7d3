// @ts-check
// The subscriber registration page, as a host site would write it, in two steps.
// 1. The account dialog sends an address that has a subscription here (?emailAddress=…,
//    docs/behaviour.md#registration-flow): registering it (POST /api/users) creates nothing
//    yet for a subscription without an account, and mails the address a link.
// 2. The link (/subscriber-registration?token=…) brings the address's owner back to choose the
//    account's password (POST /api/users/verify, docs/reference-api.md), signed in after. The
//    password typed at step 1 is never used: whoever typed it may not own the address.
import { masthead } from './masthead.js';

const query = new URLSearchParams(window.location.search);
const token = query.get('token') ?? '';
// Read once, the token leaves the address bar and the history entry, so it is not shown,
// bookmarked or shared by accident.
if (token) {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

const requestForm = /** @type {HTMLFormElement | null} */ (document.querySelector('[data-request-form]'));
const claimForm = /** @type {HTMLFormElement | null} */ (document.querySelector('[data-claim-form]'));
const noLink = document.querySelector('[data-no-link]');
const statusLine = /** @type {HTMLElement | null} */ (document.querySelector('[data-claim-status]'));

/** @param {string} text */
const say = (text) => {
  if (statusLine) statusLine.textContent = text;
};

/** The form's work is done (or it cannot help any more): it leaves, and focus goes to what happened. */
function finish(/** @type {HTMLFormElement} */ form, /** @type {string} */ text) {
  form.hidden = true;
  noLink?.setAttribute('hidden', '');
  say(text);
  statusLine?.focus();
}

/** The form's password field, its hint and its error line. */
function passwordOf(/** @type {HTMLFormElement} */ form) {
  const input = /** @type {HTMLInputElement} */ (form.querySelector('input[name="password"]'));
  const hint = form.querySelector('[data-field-hint]');
  const error = form.querySelector('[data-field-error]');
  return {
    input,
    /** The server's message for the field: it replaces the hint (the policy, said once), and focus goes back. */
    refuse(/** @type {string} */ message) {
      if (error) error.textContent = message;
      hint?.setAttribute('hidden', '');
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error?.id ?? '');
      input.focus();
    },
    reset() {
      if (error) error.textContent = '';
      hint?.removeAttribute('hidden');
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-describedby', hint?.id ?? '');
    },
  };
}

/** The answer's body, or an empty one when it has none (a proxy's page, say). */
async function bodyOf(/** @type {Response} */ response) {
  const body = await response.json().catch(() => ({}));
  return body && typeof body === 'object' ? body : {};
}

/** The answer's error text, or a general one when it has none. */
async function errorOf(/** @type {Response} */ response) {
  const body = await bodyOf(response);
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  return { field: typeof body.field === 'string' ? body.field : '', message };
}

/** Signed in by the answer: the widgets are told, as the dialog would tell them. */
async function signedIn(/** @type {Response} */ response) {
  const answer = await bodyOf(response);
  (await masthead).setAuth(answer);
}

/**
 * Sends the form's fields to `path`, saying `pending` meanwhile; `done` takes a successful
 * answer. A password the server refuses goes back to its field; another refusal is said in the
 * server's words, and ends the link's form, which cannot help any more.
 */
async function send(
  /** @type {HTMLFormElement} */ form,
  /** @type {string} */ path,
  /** @type {Record<string, unknown>} */ body,
  /** @type {string} */ pending,
  /** @type {(response: Response) => Promise<void>} */ done,
) {
  const button = form.querySelector('button');
  const password = passwordOf(form);
  if (button) button.disabled = true;
  say(pending);
  password.reset();
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return await done(response);
    const { field, message } = await errorOf(response);
    const text = message || 'We could not create your account. Please try again later.';
    if (field === 'password') {
      say('');
      return password.refuse(text);
    }
    // Registering: the names or the address can change, or a later try work.
    if (form === requestForm) return say(text);
    // A used or expired link, an address that has an account by now, a restriction: the form
    // cannot help any more.
    finish(form, text);
  } catch {
    say('We could not reach our sign-in service. Please check your connection and try again.');
  } finally {
    if (button) button.disabled = false;
  }
}

if (token && claimForm) {
  claimForm.hidden = false;
  noLink?.setAttribute('hidden', '');
  claimForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const { input } = passwordOf(claimForm);
    const body = { token, password: input.value };
    void send(claimForm, '/api/users/verify', body, 'Creating your account…', async (response) => {
      await signedIn(response);
      finish(claimForm, 'Your account is ready, and you are signed in.');
    });
  });
} else if (requestForm) {
  requestForm.hidden = false;
  const field = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (requestForm.querySelector(`input[name="${name}"]`));
  field('emailAddress').value = query.get('emailAddress') ?? '';
  requestForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const registration = {
      firstName: field('firstName').value,
      lastName: field('lastName').value,
      emailAddress: field('emailAddress').value,
      password: field('password').value,
      optIn: false,
    };
    void send(requestForm, '/api/users', registration, '', async (response) => {
      // 202: a subscription without an account; its address is mailed the link, and the
      // server says so. Otherwise the address had no subscription after all: an account as
      // the dialog makes it, signed in.
      if (response.status === 202) return finish(requestForm, (await bodyOf(response)).message ?? '');
      await signedIn(response);
      finish(requestForm, 'Your account is ready, and you are signed in.');
    });
  });
}
