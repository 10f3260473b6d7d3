import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerErrors, visitor } from '@masthead/api/mocks';
import { mastheadStore } from '@masthead/store';
import { messages as errors } from '@masthead/auth-flow/catalogue';
import validation from './locales/en.json';
import { eventNames, openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const submit = () => screen.getByRole('button', { name: 'Create account' });
async function fill(
  user: ReturnType<typeof openDialog>['user'],
  email = 'new.reader@example.com',
  password = 'Newbie#2026x',
) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Byron');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('given the register view', () => {
  it('shows the password hint and an unchecked opt-in outside the US', async () => {
    openDialog({ view: 'register' });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(validation.passwordHint);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('checks the opt-in and shows the consent sentence for a US visitor', async () => {
    openDialog({ view: 'register', country: 'US' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^By registering/ })).toBeChecked());
  });

  it('sends registration start once per session', async () => {
    const { user } = openDialog({ view: 'register' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(eventNames()).toContain('registrationStart'));
    expect(eventNames().filter((n) => n === 'registrationStart')).toHaveLength(1);
  });

  it('says what is required and checks the email pattern (docs/behaviour.md#account-validation)', async () => {
    const { user } = openDialog({ view: 'register' });
    for (const name of ['First name', 'Last name', 'Email'])
      await user.click(screen.getByRole('textbox', { name }));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    for (const text of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
    ])
      expect(await screen.findByText(text)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email address is not valid.')).toBeVisible();
  });

  it('keeps submit disabled until names, password and a valid email are there', async () => {
    const { user } = openDialog({ view: 'register' });
    await fill(user, 'bad@email');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    expect(submit()).toBeEnabled();
  });
});

describe('when registering', () => {
  it('goes to subscriber registration with the email URL-encoded when a subscription exists', async () => {
    server.use(registerErrors.subscriptionExists());
    const { user, navigate } = openDialog({ view: 'register' });
    await fill(user, 'print+only@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/subscriber-registration?emailAddress=print%2Bonly%40example.com',
      ),
    );
    expect(mastheadStore.getState().status).toBe('anonymous');
  });

  it('creates the account, stores it, fires the events and shows the questionnaire', async () => {
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Your account has been created' })).toBeInTheDocument();
    expect(mastheadStore.getState()).toMatchObject({ status: 'authenticated', user: { firstName: 'Ada' } });
    expect(eventNames()).toEqual(['registrationStart', 'registrationSuccess', 'registration']);
  });

  it('attaches a register captcha token when captcha is on', async () => {
    visitor.captcha(true);
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Your account has been created' })).toBeInTheDocument();
  });

  it("400 shows the server's message under the password", async () => {
    server.use(registerErrors.validation('Passwords must not contain your name.'));
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        `${validation.passwordHint} Passwords must not contain your name.`,
      ),
    );
    expect(eventNames()).toContain('registrationFailure');
  });

  it('a refusal that repeats the password hint says it once, as the error', async () => {
    server.use(registerErrors.validation(validation.passwordHint));
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(validation.passwordHint),
    );
    expect(screen.getAllByText(validation.passwordHint)).toHaveLength(1);
  });

  it('says a refusal under the password assertively, as a refused sign-in, and once', async () => {
    server.use(registerErrors.validation(validation.passwordHint));
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    const refusal = await screen.findByText(validation.passwordHint);
    expect(refusal).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(validation.passwordHint);
  });

  it.each([409, 422] as const)('%i shows the unavailable-username message', async (status) => {
    server.use(registerErrors.usernameUnavailable(status));
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.usernameUnavailable);
  });

  it('403 shows the trouble-verifying message', async () => {
    server.use(registerErrors.restricted());
    const { user } = openDialog({ view: 'register' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.restricted);
  });
});
