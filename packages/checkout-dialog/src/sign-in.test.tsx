import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInErrors } from '@masthead/api/mocks';
import { openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const invalid = 'You have entered an invalid email and password combination. Please try again.';
const submit = () => screen.getByRole('button', { name: 'On to checkout' });
/** The live region under a field that says its error (the last of its descriptions). */
const errorRegion = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');

async function signIn(email = 'reader@example.com', password = 'Wrong#Password1') {
  const opened = openDialog();
  await opened.user.type(screen.getByLabelText('Your email'), email);
  await opened.user.type(screen.getByLabelText('Your password'), password);
  await opened.user.click(submit());
  return opened;
}

describe('sign-in validation (docs/behaviour.md#checkout-validation, checkout dialog)', () => {
  it("says 'This field is required.' on blur for a blank or whitespace-only field", async () => {
    const { user } = openDialog();
    await user.type(screen.getByLabelText('Your email'), '   ');
    await user.click(screen.getByLabelText('Your password'));
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('This field is required.');
  });

  it('says what is missing on Enter with the password blank: its error at once, in the field', async () => {
    const { user } = openDialog();
    await user.type(screen.getByLabelText('Your email'), 'reader@example.com');
    await user.tab();
    await user.keyboard('{Enter}');
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('This field is required.');
    // Focus stays: the error's live region says it where the reader is.
    expect(errorRegion(password)).toHaveAttribute('aria-live', 'polite');
    expect(submit()).toBeDisabled();
  });

  it('takes Enter with the email blank to the email, its error read with it; the others are said when reached', async () => {
    const { user } = openDialog();
    await user.click(screen.getByLabelText('Your password'));
    await user.keyboard('{Enter}');
    const email = screen.getByLabelText('Your email');
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveAccessibleDescription('This field is required.');
    // Each said once: the email's by the focus, the password's as the reader reaches it.
    expect(errorRegion(email)).toHaveAttribute('aria-live', 'off');
    expect(errorRegion(password)).toHaveAttribute('aria-live', 'off');
    expect(submit()).toBeDisabled();
    // Once the reader edits, errors are said as they appear again.
    await user.type(email, 'r');
    expect(errorRegion(password)).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the submit button disabled until both fields are filled', async () => {
    const { user } = openDialog();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your email'), 'reader@example.com');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), ' ');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'x');
    expect(submit()).toBeEnabled();
  });
});

describe('sign-in errors (docs/behaviour.md#errors)', () => {
  it('400: the invalid-combination message', async () => {
    server.use(signInErrors.invalidCredentials());
    await signIn();
    expect(await screen.findByText(invalid)).toHaveAttribute('role', 'alert');
  });

  it("400 with tries_left: appends 'You have N tries left.'", async () => {
    server.use(signInErrors.invalidCredentials(3));
    await signIn();
    expect(await screen.findByText(`${invalid} You have 3 tries left.`)).toBeInTheDocument();
  });

  it("400 with one try left says 'try'", async () => {
    server.use(signInErrors.invalidCredentials(1));
    await signIn();
    expect(await screen.findByText(`${invalid} You have 1 try left.`)).toBeInTheDocument();
  });

  it('counts real tries against the reference mocks', async () => {
    await signIn();
    expect(
      await screen.findByText(
        /^You have entered an invalid email and password combination\. Please try again\. You have \d+ tr(y|ies) left\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('400 with lockout_duration: the blocked message with the duration', async () => {
    server.use(signInErrors.locked('30 minutes'));
    await signIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your account is blocked, please wait 30 minutes to unlock and try again. For immediate assistance, please contact Customer Service.',
      ),
    );
  });

  it('403: the trouble-verifying message', async () => {
    await signIn('restricted@example.com', 'Restricted#2026');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "We're having trouble verifying your account. Please contact our Customer Service team for assistance.",
      ),
    );
  });

  it('disables the submit button while the credential error shows, and clears both when a field is edited', async () => {
    server.use(signInErrors.invalidCredentials(2));
    const { user } = await signIn();
    await screen.findByText(`${invalid} You have 2 tries left.`);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), '!');
    expect(screen.queryByText(`${invalid} You have 2 tries left.`)).toBeNull();
    expect(submit()).toBeEnabled();
  });
});
