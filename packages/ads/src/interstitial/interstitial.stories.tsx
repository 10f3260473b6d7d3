import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeDialog, openAccountDialog } from '@masthead/store';
import { adsConfig } from '../config.ts';
import { staticConsent } from '../consent/types.ts';
import { AdsFakes, fakeEnvironment, fakeProvider, memoryStorage } from '../testing.tsx';
import { attributeArgTypes } from '@masthead/federation';
import Interstitial, { attributes } from './interstitial.tsx';

const meta = {
  title: 'Ads/Interstitial',
  component: Interstitial,
  // The Controls panel offers what a CMS editor can set on the element, within the loader's limits.
  argTypes: attributeArgTypes(attributes),
} satisfies Meta<typeof Interstitial>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const { interstitialDesktop, interstitialMobile } = adsConfig.units;

/** An eligible first visit: the dialog opens with its ad; Escape closes it after the exit. */
export const Open: Story = {
  render: () => (
    <AdsFakes>
      <Interstitial />
    </AdsFakes>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Advertisement' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page().getByRole('button', { name: 'Close advertisement' })).toBeInTheDocument();
  },
};

/** Closed by the reader: the dialog plays its 300 ms exit, then is gone. */
export const ClosedByReader: Story = {
  render: () => (
    <AdsFakes>
      <Interstitial />
    </AdsFakes>
  ),
  play: async () => {
    await page().findByRole('dialog', { name: 'Advertisement' });
    await userEvent.click(page().getByRole('button', { name: 'Close advertisement' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** The reader is in the account dialog: the filled ad waits, hidden, and opens once that dialog closes. */
export const WaitsForAnotherDialog: Story = {
  beforeEach: () => {
    openAccountDialog();
    return () => closeDialog();
  },
  render: () => (
    <AdsFakes>
      <Interstitial />
    </AdsFakes>
  ),
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-unit]')).not.toBeNull());
    await expect(page().queryByRole('dialog', { name: 'Advertisement' })).toBeNull();
    closeDialog();
    await expect(await page().findByRole('dialog', { name: 'Advertisement' })).toBeVisible();
  },
};

/** On a phone the mobile slot is asked; here the mobile slot is empty, so the desktop one shows. */
export const MobileFallsBackToOtherSlot: Story = {
  render: () => (
    <AdsFakes
      environment={fakeEnvironment({ device: 'Mobile' })}
      provider={fakeProvider([interstitialMobile.id])}
    >
      <Interstitial />
    </AdsFakes>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Advertisement' });
    await expect(dialog.querySelector('[data-unit]')).toHaveAttribute('data-unit', interstitialDesktop.id);
    await userEvent.keyboard('{Escape}');
  },
};

const staysHidden = async () => {
  // Give the consent answer and the ad server their turn; the dialog must still be absent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(page().queryByRole('dialog')).toBeNull();
};

/** Both slots report empty: nothing is shown. */
export const BothSlotsEmpty: Story = {
  render: () => (
    <AdsFakes provider={fakeProvider([interstitialDesktop.id, interstitialMobile.id])}>
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};

/** Shown less than 12 hours ago in this browser: nothing is shown. */
export const SeenWithin12Hours: Story = {
  render: () => (
    <AdsFakes
      environment={fakeEnvironment({
        storage: () => memoryStorage({ [adsConfig.interstitial.storageKey]: String(Date.now() - 60_000) }),
      })}
    >
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};

/** `?hideIntromercial=true` on the page: nothing is shown. */
export const HiddenByUrl: Story = {
  render: () => (
    <AdsFakes environment={fakeEnvironment({ search: '?hideIntromercial=true' })}>
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};

/** Arrived from an email campaign (`cm_mmc`): nothing is shown. */
export const EmailCampaign: Story = {
  render: () => (
    <AdsFakes environment={fakeEnvironment({ search: '?cm_mmc=email-newsletter' })}>
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};

/** A partner's visitor (partner cookie): nothing is shown. */
export const PartnerVisitor: Story = {
  render: () => (
    <AdsFakes environment={fakeEnvironment({ cookie: `${adsConfig.interstitial.partnerCookie}=1` })}>
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};

/** The reader declined advertising: nothing is shown. */
export const NoConsent: Story = {
  render: () => (
    <AdsFakes consent={staticConsent(false)}>
      <Interstitial />
    </AdsFakes>
  ),
  play: staysHidden,
};
