/**
 * The bench's floor: the least a React sign-in page can be. React 19, react-dom and one
 * three-field form, built by Vite and served beside the demo, so Masthead's times have
 * something to be compared with on the same machine in the same run.
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <form aria-label="Sign In" onSubmit={onSubmit}>
      <h1>Sign In</h1>
      <label>
        Email <input name="emailAddress" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <label>
        <input name="remember" type="checkbox" /> Keep me signed in
      </label>
      <button type="submit">{sent ? 'Signing in…' : 'Sign In'}</button>
    </form>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignIn />);
