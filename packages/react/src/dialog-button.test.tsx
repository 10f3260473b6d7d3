import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MastheadDialogButton } from './dialog-button.tsx';
import { fakePageApi, loaderRuns, noLoader } from './test-page-api.ts';

beforeEach(noLoader);
afterEach(noLoader);

describe('MastheadDialogButton', () => {
  it('is a button marked as the dialog’s opener, so the loader prefetches on intent', () => {
    render(<MastheadDialogButton dialog="checkout">Give a gift</MastheadDialogButton>);
    const button = screen.getByRole('button', { name: 'Give a gift' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-masthead-opens', 'checkout');
  });

  it('given the loader has run, opens the dialog with its options', async () => {
    const api = fakePageApi();
    loaderRuns(api);
    render(
      <>
        <MastheadDialogButton dialog="checkout" options={{ giftMode: true }}>
          Give a gift
        </MastheadDialogButton>
        <MastheadDialogButton dialog="account" options={{ view: 'register', fromPaywall: true }}>
          Register
        </MastheadDialogButton>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give a gift' }));
    expect(api.openCheckoutDialog).toHaveBeenCalledWith({ giftMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(api.openAccountDialog).toHaveBeenCalledWith({ view: 'register', fromPaywall: true });
  });

  it('given a click before the loader has run, opens the dialog once when it has', async () => {
    render(<MastheadDialogButton dialog="account">Sign in</MastheadDialogButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const api = fakePageApi();
    loaderRuns(api);
    expect(api.openAccountDialog).toHaveBeenCalledTimes(1);
    expect(api.openAccountDialog).toHaveBeenCalledWith({});
  });

  it('when its onClick prevents the default, keeps the dialog closed', async () => {
    const api = fakePageApi();
    loaderRuns(api);
    render(
      <MastheadDialogButton dialog="account" onClick={(event) => event.preventDefault()}>
        Sign in
      </MastheadDialogButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.openAccountDialog).not.toHaveBeenCalled();
  });

  it('after unmount, a click that was waiting for the loader opens nothing', async () => {
    const { unmount } = render(<MastheadDialogButton dialog="account">Sign in</MastheadDialogButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    unmount();
    const api = fakePageApi();
    loaderRuns(api);
    expect(api.openAccountDialog).not.toHaveBeenCalled();
  });
});
