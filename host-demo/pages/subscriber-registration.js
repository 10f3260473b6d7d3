// @ts-check
// The page a mailed confirmation link opens (/subscriber-registration?token=…), as a host site
// would write it: the owner of a subscriber's address chooses the account's password here
// (POST /api/users/verify, docs/reference-api.md), and ends signed in. The password typed when
// the address was registered is never used: whoever typed it may not own the address.

const token = new URLSearchParams(window.location.search).get('token') ?? '';
// Read once, the token leaves the address bar and the history entry, so it is not shown,
// bookmarked or shared by accident.
if (token) {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

const form = /** @type {HTMLFormElement | null} */ (document.querySelector('[data-claim-form]'));
const noLink = document.querySelector('[data-no-link]');
const statusLine = document.querySelector('[data-claim-status]');
const fieldError = document.querySelector('[data-field-error]');
const input = /** @type {HTMLInputElement | null} */ (form?.querySelector('input[name="password"]'));

/** @param {string} text */
const say = (text) => {
  if (statusLine) statusLine.textContent = text;
};

/** The answer's error text, or a general one when it has none (a proxy's page, say). */
async function errorOf(/** @type {Response} */ response) {
  const body = await response.json().catch(() => ({}));
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  return { field: typeof body.field === 'string' ? body.field : '', message };
}

async function submit(/** @type {SubmitEvent} */ event) {
  event.preventDefault();
  if (!form || !input) return;
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  say('Creating your account…');
  if (fieldError) fieldError.textContent = '';
  input.removeAttribute('aria-invalid');
  try {
    const response = await fetch('/api/users/verify', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token, password: input.value }),
    });
    if (response.ok) {
      form.hidden = true;
      say('Your account is ready, and you are signed in.');
      return;
    }
    const { field, message } = await errorOf(response);
    if (field === 'password') {
      // The link still works: the owner tries another password.
      if (fieldError) fieldError.textContent = message;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      say('');
      return;
    }
    // A used or expired link, an address that has an account by now, a restriction: the form
    // cannot help any more.
    form.hidden = true;
    say(message || 'We could not create your account. Please try again later.');
  } catch {
    say('We could not reach our sign-in service. Please check your connection and try again.');
  } finally {
    if (button) button.disabled = false;
  }
}

if (token && form) {
  form.hidden = false;
  noLink?.setAttribute('hidden', '');
  form.addEventListener('submit', (event) => void submit(event));
}
