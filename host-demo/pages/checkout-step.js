// @ts-check
// The demo's checkout step (and the gift's recipient step): shows the plan and what
// subscription activation answered. A visitor who was already signed in came straight
// here without the dialog, so the step completes activation itself, with the same call.
const plan = new URLSearchParams(window.location.search).get('plan') ?? 'digital';
/** An element the page's HTML always has. */
const $ = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
$('[data-plan-name]').textContent = plan === 'all-access' ? 'All Access' : 'Digital';

/** @returns {Promise<{ activation?: { completed?: boolean; failed?: string } }>} */
async function activationAnswer() {
  const stored = sessionStorage.getItem('demo-checkout');
  if (stored) {
    sessionStorage.removeItem('demo-checkout');
    return JSON.parse(stored);
  }
  const response = await fetch('/api/user/subscribe/checkoutComplete', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  return { activation: response.ok ? await response.json() : { failed: `HTTP ${response.status}` } };
}

const output = $('[data-activation]');
const answer = await activationAnswer();
output.textContent = JSON.stringify(answer, null, 2);
$('[data-activation-status]').textContent = answer.activation?.completed
  ? 'Activation complete.'
  : 'Activation did not complete.';

export {};
