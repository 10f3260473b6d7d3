import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adsConfig } from '../config.ts';
import { staticConsent, type ConsentProvider } from '../consent/types.ts';
import type { AdsEnvironment } from '../services.ts';
import { AdsFakes, fakeEnvironment, fakeProvider, memoryStorage, type FakeProvider } from '../testing.tsx';
import { closeDialog, openAccountDialog } from '@masthead/store';
import Interstitial from './interstitial.tsx';

const { interstitialDesktop, interstitialMobile } = adsConfig.units;
const key = adsConfig.interstitial.storageKey;

/** Lets promises, the lazy modal and React settle, with timers still fake. */
async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

async function show(
  env: Partial<AdsEnvironment> = fakeEnvironment(),
  provider: FakeProvider = fakeProvider(),
  consent: ConsentProvider = staticConsent(true),
) {
  const view = render(
    <AdsFakes environment={env} provider={provider} consent={consent}>
      <Interstitial />
    </AdsFakes>,
  );
  await settle();
  return { ...view, provider };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Advertisement' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given an eligible visit', () => {
  it('opens a modal dialog named Advertisement with a close button, once the ad has filled', async () => {
    const { provider } = await show();
    const shown = dialog();
    expect(shown).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close advertisement' })).toBeInTheDocument();
    expect(shown).toContainElement(screen.getByRole('link', { name: /House ad/ }));
    expect(provider.requests.map((r) => r.unitId)).toEqual([interstitialDesktop.id]);
  });

  it('remembers the showing in storage, with the time', async () => {
    const storage = memoryStorage();
    await show(fakeEnvironment({ storage: () => storage }));
    expect(storage.getItem(key)).toBe(String(1_700_000_000_000));
  });

  it('asks the mobile slot on a mobile device and the desktop slot on tablets and desktops', async () => {
    const mobile = await show(fakeEnvironment({ device: 'Mobile' }));
    expect(mobile.provider.requests[0]?.unitId).toBe(interstitialMobile.id);
    mobile.unmount();
    const tablet = await show(fakeEnvironment({ device: 'Tablet' }));
    expect(tablet.provider.requests[0]?.unitId).toBe(interstitialDesktop.id);
  });
});

describe('never over another dialog', () => {
  afterEach(() => act(() => closeDialog()));

  it('waits while the reader is in the account dialog, then opens when it closes, counted only then', async () => {
    const storage = memoryStorage();
    act(() => openAccountDialog());
    const { provider } = await show(fakeEnvironment({ storage: () => storage }));
    expect(provider.requests.map((r) => r.unitId)).toEqual([interstitialDesktop.id]);
    expect(dialog()).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    act(() => closeDialog());
    await settle();
    expect(dialog()).not.toBeNull();
    expect(storage.getItem(key)).toBe(String(1_700_000_000_000));
  });

  it('steps aside when a dialog is opened over it (the page API), and comes back after', async () => {
    await show();
    const shown = () => document.querySelector('[role="dialog"]')?.getAttribute('data-state');
    expect(shown()).toBe('open');
    act(() => openAccountDialog());
    expect(shown()).toBe('closed');
    act(() => closeDialog());
    await settle();
    expect(shown()).toBe('open');
  });

  it('starts its 30 s only once it is shown', async () => {
    act(() => openAccountDialog());
    await show();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    act(() => closeDialog());
    await settle();
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'open');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'closed');
  });
});

describe('frequency', () => {
  it('opens at most once per visit', async () => {
    const env = fakeEnvironment({ storage: () => null });
    const first = await show(env);
    expect(dialog()).not.toBeNull();
    first.unmount();
    const second = await show(env);
    expect(dialog()).toBeNull();
    expect(second.provider.requests).toEqual([]);
  });

  it('does not open again within 12 hours, and does after 43,200,000 ms (fake clock)', async () => {
    const storage = memoryStorage();
    const env = (now: number) => fakeEnvironment({ storage: () => storage, now: () => now });
    const t0 = 1_700_000_000_000;
    (await show(env(t0))).unmount();
    const soon = await show(env(t0 + 43_200_000 - 1));
    expect(dialog()).toBeNull();
    expect(soon.provider.requests).toEqual([]);
    soon.unmount();
    await show(env(t0 + 43_200_000));
    expect(dialog()).not.toBeNull();
  });

  it('counts storage that throws as not seen', async () => {
    const throwing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    await show(fakeEnvironment({ storage: throwing }));
    expect(dialog()).not.toBeNull();
  });
});

describe('suppression', () => {
  const cases: [string, Partial<AdsEnvironment>][] = [
    ['hideIntromercial=true', { search: '?hideIntromercial=true' }],
    ['an email campaign', { search: '?cm_mmc=email-newsletter' }],
    ['the other email campaign', { search: '?cm_mmc=email-alert' }],
    ['paid search (cpc)', { search: '?a=1&cm_mmc=cpc' }],
    ['the partner cookie', { cookie: `x=1; ${adsConfig.interstitial.partnerCookie}=1` }],
  ];
  for (const [name, env] of cases) {
    it(`does not open, nor ask the ad server, with ${name}`, async () => {
      const { provider } = await show(fakeEnvironment(env));
      expect(dialog()).toBeNull();
      expect(provider.requests).toEqual([]);
    });
  }

  it('does not open without ad consent', async () => {
    const { provider } = await show(fakeEnvironment(), fakeProvider(), staticConsent(false));
    expect(dialog()).toBeNull();
    expect(provider.requests).toEqual([]);
  });

  it('waits for the consent answer before asking for an ad', async () => {
    let answer: (granted: boolean) => void = () => {};
    const pending: ConsentProvider = {
      onAdConsent(callback) {
        answer = callback;
        return () => {};
      },
    };
    const { provider } = await show(fakeEnvironment(), fakeProvider(), pending);
    expect(provider.requests).toEqual([]);
    act(() => answer(true));
    await settle();
    expect(dialog()).not.toBeNull();
  });
});

describe('empty slots', () => {
  it('stays hidden when both slots report empty, and is not counted as shown', async () => {
    const storage = memoryStorage();
    const { provider } = await show(
      fakeEnvironment({ storage: () => storage }),
      fakeProvider([interstitialDesktop.id, interstitialMobile.id]),
    );
    expect(dialog()).toBeNull();
    expect(provider.requests.map((r) => r.unitId)).toEqual([interstitialDesktop.id, interstitialMobile.id]);
    expect(storage.getItem(key)).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the other slot when the device slot is empty', async () => {
    const { provider } = await show(fakeEnvironment(), fakeProvider([interstitialDesktop.id]));
    expect(dialog()).not.toBeNull();
    expect(provider.destroyed).toEqual([interstitialDesktop.id]);
  });

  it('is hidden (not shown) while the ad server has not answered', async () => {
    const never = fakeProvider();
    const slow: FakeProvider = {
      ...never,
      defineSlot: (r) => ({ ...never.defineSlot(r), fill: new Promise(() => {}) }),
    };
    await show(fakeEnvironment(), slow);
    expect(dialog()).toBeNull();
  });
});

describe('closing', () => {
  it('closes on Escape with a 300 ms exit, destroying the slot at the end', async () => {
    const { provider } = await show();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const exiting = document.querySelector('[role="dialog"]');
    expect(exiting).toHaveAttribute('data-state', 'closed');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(provider.destroyed).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(provider.destroyed).toEqual([interstitialDesktop.id]);
  });

  it('closes on its button with the same exit', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'closed');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('puts focus at the start of the main content when nothing on the page had it', async () => {
    const main = document.body.appendChild(document.createElement('main'));
    try {
      await show();
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(main).toHaveFocus();
      // Focusable for the jump only: the page's tab order stays its own.
      main.blur();
      expect(main).not.toHaveAttribute('tabindex');
    } finally {
      main.remove();
    }
  });

  it('puts focus back on what the reader last pressed on the page before the ad came', async () => {
    const main = document.body.appendChild(document.createElement('main'));
    const paragraph = main.appendChild(document.createElement('p'));
    try {
      render(
        <AdsFakes environment={fakeEnvironment()} provider={fakeProvider()} consent={staticConsent(true)}>
          <Interstitial />
        </AdsFakes>,
      );
      fireEvent.pointerDown(paragraph);
      await settle();
      expect(dialog()).not.toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Close advertisement' }));
      act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(paragraph).toHaveFocus();
    } finally {
      main.remove();
    }
  });

  it('closes itself after 30 s', async () => {
    await show();
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'closed');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('leaves no timer, lock or dialog behind when unmounted while open', async () => {
    const { unmount } = await show();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
