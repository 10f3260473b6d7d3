import { act, render, screen } from '@testing-library/react';
import { loadLocale } from '@masthead/i18n';
import { setLocale } from '@masthead/store/vanilla';
import { describe, expect, it } from 'vitest';
import { DialogUnavailable } from './dialog-unavailable.tsx';

const message = (kind: 'account' | 'checkout', busy = false) => (
  <DialogUnavailable kind={kind} open busy={busy} onRetry={() => undefined} onClose={() => undefined} />
);

describe("the loader's message for a dialog that cannot load", () => {
  it("speaks the page's language: German", async () => {
    await loadLocale('de');
    setLocale('de');
    render(message('account'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anmelden' });
    expect(dialog).toHaveAccessibleDescription(
      'Die Anmeldung ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('Arabic, and again in English once the page is, with no reload', async () => {
    await loadLocale('ar');
    setLocale('ar');
    const { rerender } = render(message('checkout', true));
    expect(
      await screen.findByRole('alertdialog', { name: 'تسجيل الدخول أو إنشاء حساب' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ إعادة المحاولة…');
    act(() => setLocale('en'));
    rerender(message('checkout'));
    expect(screen.getByRole('alertdialog', { name: 'Sign in or register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
