import { describe, expect, it } from 'vitest';
import { canRegister, canRequestReset, canSignIn, filled, type FormValidation } from './form-rules.ts';

const noMessages = async () => ({});
const withEmailPattern = (pattern: RegExp, passwordFilled?: (value: string) => boolean): FormValidation => ({
  validEmail: (value) => pattern.test(value.trim()),
  passwordFilled,
  validate: { signIn: noMessages, register: noMessages, reset: noMessages },
});
const basic = withEmailPattern(/^\S+@\S+\.\S+$/);
const strict = withEmailPattern(/^[^\s@]+@[A-Za-z]+\.[A-Za-z]{2,3}$/, filled);
const registration = { firstName: 'Ada', lastName: 'Byron', emailAddress: 'ada@example.com', password: 'x' };

describe('sign in (docs/behaviour.md#account-validation, #checkout-validation)', () => {
  it('waits for both fields; white space alone is no email', () => {
    expect(canSignIn({ emailAddress: '', password: 'x' }, basic)).toBe(false);
    expect(canSignIn({ emailAddress: '  ', password: 'x' }, basic)).toBe(false);
    expect(canSignIn({ emailAddress: 'a@b.co', password: '' }, basic)).toBe(false);
    expect(canSignIn({ emailAddress: 'a@b.co', password: 'x' }, basic)).toBe(true);
  });

  it('takes a password as typed unless the dialog says white space alone is blank', () => {
    expect(canSignIn({ emailAddress: 'a@b.co', password: ' ' }, basic)).toBe(true);
    expect(canSignIn({ emailAddress: 'a@b.co', password: ' ' }, strict)).toBe(false);
  });
});

describe('register', () => {
  it('waits for first name, last name, a password and a valid email', () => {
    expect(canRegister({ ...registration, optIn: false }, basic)).toBe(true);
    for (const blank of ['firstName', 'lastName', 'password'] as const)
      expect(canRegister({ ...registration, [blank]: '', optIn: false }, basic)).toBe(false);
    expect(canRegister({ ...registration, firstName: ' ', optIn: false }, basic)).toBe(false);
    expect(canRegister({ ...registration, emailAddress: 'ada@example', optIn: false }, basic)).toBe(false);
  });

  it("checks the email with the dialog's own pattern", () => {
    const values = { ...registration, emailAddress: 'ada@exa-mple.com', optIn: false };
    expect(canRegister(values, basic)).toBe(true);
    expect(canRegister(values, strict)).toBe(false);
  });
});

describe('forgot password', () => {
  it('waits for a valid email', () => {
    expect(canRequestReset({ emailAddress: '' }, basic)).toBe(false);
    expect(canRequestReset({ emailAddress: 'reader@example' }, basic)).toBe(false);
    expect(canRequestReset({ emailAddress: ' reader@example.com ' }, basic)).toBe(true);
  });
});
