import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { FormAlert, SubmitButton } from './buttons.tsx';
import { CheckboxField, SelectField } from './choice-fields.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';
import { OnEdit } from './use-on-edit.ts';

const schema = object({ email: string().required('Required.') });

function Harness({
  onEdit = () => undefined,
  loading = false,
  disabled = false,
}: {
  onEdit?: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Formik
      initialValues={{ email: '', password: '', optIn: true, size: '' }}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <OnEdit onEdit={onEdit} />
        <TextField name="email" label="Email" type="email" required />
        <PasswordField
          name="password"
          label="Password"
          toggleLabel="Show password"
          description="Ten characters."
        />
        <CheckboxField name="optIn" label="Send me news" />
        <SelectField name="size" label="Size" options={['Small', 'Large']} />
        <SubmitButton loading={loading} disabled={disabled}>
          Send
        </SubmitButton>
      </Form>
    </Formik>
  );
}

describe('given the fields in a form', () => {
  it('labels every control', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['', 'Small', 'Large']);
  });

  it('links the hint by aria-describedby', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Ten characters.');
  });

  it('shows the schema error after blur, marked invalid and linked', async () => {
    render(<Harness />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(email);
    await userEvent.tab();
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Required.');
  });

  it('shows and hides the password with a toggle button', async () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows an outside error under the password, untouched', () => {
    render(
      <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
        <Form>
          <PasswordField name="password" label="Password" toggleLabel="Show password" error="Too weak." />
        </Form>
      </Formik>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too weak.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('calls onEdit when a value changes, not on the first render', async () => {
    const onEdit = vi.fn();
    render(<Harness onEdit={onEdit} />);
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(onEdit).toHaveBeenCalled();
  });

  it('binds the checkbox and the select', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).not.toBeChecked();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Large');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('Large');
  });
});

describe('the submit button', () => {
  it('is disabled and shows a loader while loading', () => {
    render(<Harness loading />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes focus back after loading when disabling it dropped focus to the page', () => {
    const { rerender } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    // A browser drops focus from a focused button that becomes disabled (jsdom does not).
    button.blur();
    rerender(<Harness loading />);
    expect(document.body).toHaveFocus();
    rerender(<Harness />);
    expect(button).toHaveFocus();
  });

  it('gives focus to the first field instead when the form keeps the button disabled after loading', () => {
    const { rerender } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    button.blur();
    rerender(<Harness loading />);
    rerender(<Harness disabled />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leaves focus where the reader put it while loading', () => {
    const { rerender } = render(<Harness loading />);
    screen.getByLabelText('Email').focus();
    rerender(<Harness />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('is enabled without a loader otherwise', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the form alert', () => {
  it('is an alert region holding the message', () => {
    render(<FormAlert>Wrong.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong.');
  });
});
