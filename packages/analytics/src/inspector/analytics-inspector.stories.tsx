import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  initDataLayer,
  resetDataLayer,
  setUserValues,
  trackAccountLogin,
  trackContentShareComplete,
  trackNewsletterSubscribe,
  trackRegistrationStart,
  trackSignInStart,
} from '@masthead/analytics';
import { AnalyticsInspector } from './index.ts';

/** Buttons that fire events the way the widgets do, beside the inspector. */
function DemoPanel() {
  const fire: [label: string, action: () => void][] = [
    ['Sign-in start', () => trackSignInStart()],
    [
      'Account login (subscriber)',
      () => trackAccountLogin({ subscriber: {}, giftQuota: { limit: 5, remaining: 3 } }),
    ],
    ['Registration start', () => trackRegistrationStart()],
    ['Newsletter subscribe', () => trackNewsletterSubscribe({ newsletterName: 'Daily Alert' })],
    ['Share by email', () => trackContentShareComplete({ medium: 'email', contentTitle: 'On Strategy' })],
  ];
  return (
    <main style={{ padding: '1rem', display: 'grid', gap: '1rem' }}>
      <div
        role="group"
        aria-label="Fire analytics events"
        style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}
      >
        {fire.map(([label, action]) => (
          <button key={label} type="button" onClick={action}>
            {label}
          </button>
        ))}
      </div>
      <AnalyticsInspector />
    </main>
  );
}

const meta = {
  title: 'Analytics/Inspector',
  component: AnalyticsInspector,
  // Every story starts on a fresh page and a fresh session.
  beforeEach: () => {
    resetDataLayer();
    sessionStorage.clear();
    initDataLayer();
  },
} satisfies Meta<typeof AnalyticsInspector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh page: the layer with its page info, no events yet. */
export const FreshPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No events fired yet.')).toBeInTheDocument();
    await expect(canvas.getByText(/"siteIdentifierType": "desktop"/)).toBeInTheDocument();
  },
};

/** Events appear as the widgets fire them; registration start only once per session. */
export const LiveEvents: Story = {
  render: () => <DemoPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign-in start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Account login (subscriber)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registration start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registration start' }));
    const list = await canvas.findByRole('list', { name: 'Events fired' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    await expect(names).toEqual(['signInStart', 'accountLogin', 'registrationStart']);
    await expect(within(list).getByText(/"gifted":2/)).toBeInTheDocument();
  },
};

/** A signed-in subscriber's user values, as the profile fetch leaves them. */
export const SignedInSubscriber: Story = {
  beforeEach: () => {
    setUserValues({
      state: 'Subscriber',
      guid: 'guid-ada',
      firstName: 'Ada',
      focusSkills: ['Strategy'],
      topics: ['Leadership'],
      customAttributes: {},
      targetingExperiment: { experiment: 'control', variant: 'v1' },
      marketingCampaigns: [],
      newsletters: ['Daily Alert'],
      giftQuota: { limit: 5, remaining: 3, gifted: 2 },
      daysSinceLastVisit: 'Less than one day',
      secondsSinceLastVisit: 3600,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/"state": "Subscriber"/)).toBeInTheDocument();
    await expect(canvas.getByText(/"daysSinceLastVisit": "Less than one day"/)).toBeInTheDocument();
  },
};
