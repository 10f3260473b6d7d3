import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormikErrors } from 'formik';
import type { RequestHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  filled,
  ForgotPasswordForm,
  RegisterForm,
  SignInForm,
  ViewLink,
  type FormCopy,
  type FormValidation,
} from '@masthead/auth-flow';
import { messages } from '@masthead/auth-flow/catalogue';
import { endpoints } from '@masthead/api/contract';
import { failing, handlers, registerErrors, signInErrors } from '@masthead/api/mocks';

/** A dialog's words, as its catalogue gives them to the forms (here, an example's). */
const copy: FormCopy = {
  loading: 'Loading',
  showPassword: 'Show password',
  email: 'Email address',
  password: 'Password',
  registerPassword: 'New password',
  firstName: 'Given name',
  lastName: 'Family name',
  passwordHint: 'At least 10 characters, with a number, upper and lower case letters and a symbol.',
};

/** A dialog's validation: its email pattern and its messages (here, one for every blank field). */
const blankFields =
  <Values extends object>() =>
  async (values: Values): Promise<FormikErrors<Values>> =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => typeof value === 'string' && !filled(value))
        .map(([name]) => [name, 'This field is required.']),
    ) as FormikErrors<Values>;
const validation: FormValidation = {
  validEmail: (value) => /^[^\s@]+@[A-Za-z]+\.[A-Za-z]{2,3}$/.test(value.trim()),
  passwordFilled: filled,
  validate: { signIn: blankFields(), register: blankFields(), reset: blankFields() },
};

const toView = fn();
const dialog = { copy, validation, submitLabel: 'Continue' };
const footerLink = (label: string) => (
  <p>
    <ViewLink onClick={toView}>{label}</ViewLink>
  </p>
);

const meta = {
  title: 'Auth flow/Forms',
  parameters: { msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withHandlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

const signInForm = () => (
  <SignInForm
    {...dialog}
    onSignedIn={fn()}
    header={<p>Sign in to your account</p>}
    prompt={{ lead: 'New here?', label: 'Create an account', onClick: toView }}
    forgotPassword={{ label: 'Forgot your password?', onClick: toView }}
  />
);
const registerForm = () => (
  <RegisterForm
    {...dialog}
    optIn={{
      usLocation: { isUs: async () => true },
      label: 'Yes, send me emails.',
      usLabel: 'By registering, you agree to receive emails.',
    }}
    onRegistered={fn()}
    navigate={fn()}
    signInInstead={{ label: 'Sign in', onClick: toView }}
    prompt={{ lead: 'Already have an account?', label: 'Sign in', onClick: toView }}
  />
);
const forgotPasswordForm = () => (
  <ForgotPasswordForm
    {...dialog}
    onSent={fn()}
    header={<p>Enter your email and we will send you a link to reset your password.</p>}
    help={
      <p>
        <a href="/subscriber-help">Get help</a>
      </p>
    }
    toSignIn={{ label: 'On to sign in', onClick: toView }}
    footer={footerLink('Back to sign in')}
  />
);

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(await screen.findByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Sign in, with a dialog's header and footer; the button waits for both fields. */
export const SignIn: Story = {
  render: signInForm,
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** A credentials error: its message right above the button, which waits for an edit. */
export const SignInTriesLeft: Story = {
  render: signInForm,
  parameters: withHandlers(signInErrors.invalidCredentials(2)),
  play: async () => {
    await fill({ 'Email address': 'reader@example.com', Password: 'Wrong#2026x' });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.triesLeft({ count: 2 })),
    );
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Register with the opt-in, for a visitor in the US: checked, with the consent sentence. */
export const RegisterUsVisitor: Story = {
  render: registerForm,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^By registering/ })).toBeChecked());
  },
};

/** The unavailable-username message, with a way to sign in instead beside it. */
export const RegisterUsernameUnavailable: Story = {
  render: registerForm,
  parameters: withHandlers(registerErrors.usernameUnavailable(409)),
  play: async () => {
    await fill({
      'Given name': 'Grace',
      'Family name': 'Hopper',
      'Email address': 'taken@example.com',
      'New password': 'Compiler#1952',
    });
    // Beside the message, a second way to sign in: the prompt above the fields is the first.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(2));
  },
};

/** Forgot password: its help shows while the email is not valid. */
export const ForgotPassword: Story = {
  render: forgotPasswordForm,
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Get help' })).toBeInTheDocument();
  },
};

/** Sent: the confirmation, focused, in the form's place; the footer stays. */
export const ForgotPasswordSent: Story = {
  render: forgotPasswordForm,
  play: async () => {
    await fill({ 'Email address': 'reader@example.com' });
    await waitFor(() => expect(screen.getByText(messages.resetSent)).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  },
};

/** A failure other than the lockout or a restricted account: 'On to sign in', its message for screen readers only. */
export const ForgotPasswordFailed: Story = {
  render: forgotPasswordForm,
  parameters: withHandlers(failing(endpoints.resetPassword, 500)),
  play: async () => {
    await fill({ 'Email address': 'reader@example.com' });
    await expect(await screen.findByRole('button', { name: 'On to sign in' })).toBeInTheDocument();
    await expect(screen.getByRole('alert')).toHaveTextContent(messages.generic);
    await expect(screen.getByRole('alert').firstElementChild).toHaveClass(/hidden/);
  },
};
