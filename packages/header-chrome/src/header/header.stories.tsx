import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authFixtures, handlers } from '@masthead/api/mocks';
import { mastheadStore, setHeaderAdPresent, signIn } from '@masthead/store';
import { attributeArgTypes } from '@masthead/federation';
import { prerender } from '../prerender.tsx';
import Header, { attributes } from './header.tsx';

const meta = {
  title: 'Header chrome/Header',
  component: Header,
  // The Controls panel offers what a CMS editor can set on the element, within the loader's limits.
  argTypes: attributeArgTypes(attributes),
  parameters: { msw: { handlers } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

/** An anonymous visitor: 'Sign In' asks the store for the account dialog; 'Subscribe'. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Ask AI' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Learning' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Hi,/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
  },
};

/** A signed-in reader: 'Hi, Riley', the user icon, still 'Subscribe'. */
export const SignedIn: Story = {
  beforeEach: () => {
    signIn(authFixtures.nonSubscriber);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hi, Riley' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Ask AI' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Learning' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

/** A subscriber (not learning-eligible): 'Give a Gift!', Ask AI, the subscriber icon. */
export const Subscriber: Story = {
  beforeEach: () => {
    signIn(authFixtures.digitalSubscriber);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Give a Gift!' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ask AI' })).toHaveAttribute('href', '/ai-beta');
    await expect(canvas.queryByRole('link', { name: 'Learning' })).toBeNull();
  },
};

/** A subscriber flagged isHmmEligible: 'Hi, Sam', 'Give a Gift!', Ask AI and the Learning link. */
export const LearningEligibleSubscriber: Story = {
  beforeEach: () => {
    signIn(authFixtures.learningSubscriber);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hi, Sam' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Give a Gift!' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ask AI' })).toHaveAttribute('href', '/ai-beta');
    await expect(canvas.getByRole('link', { name: 'Learning' })).toHaveAttribute('href', '/learning');
  },
};

/** Normal: in the page's flow at the top, as at page load. */
export const Normal: Story = {
  args: { state: 'normal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-state', 'normal');
  },
};

/** Sticky: fixed to the top of the viewport, its place in the page kept. */
export const Sticky: Story = {
  args: { state: 'sticky' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-state', 'sticky');
  },
};

/** Hidden: out of view above the viewport, between the hide and the sticky offsets. */
export const Hidden: Story = {
  args: { state: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-state', 'hidden');
  },
};

/** Normal, with a header ad on the page (the sticky offset becomes 250 + 100 + 60). */
export const NormalWithHeaderAd: Story = {
  beforeEach: () => {
    setHeaderAdPresent(true);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-state', 'normal');
  },
};

/** The mega menu open: close button, search, the main-menu links and the call to action; focus inside. */
export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Main menu' },
      slow,
    );
    await expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await expect(within(menu).getByRole('search', { name: 'Search from the menu' })).toBeInTheDocument();
    await expect(within(menu).getByRole('link', { name: 'Leadership' })).toHaveAttribute(
      'href',
      '/topic/leadership',
    );
    await expect(within(menu).getByRole('link', { name: 'Start my subscription!' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement), slow);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A phone's viewport in Storybook (the stories' tests run in jsdom, at no width). */
const phone = { viewport: { value: 'mobile2', isRotated: false } };

/** Opens the mega menu and returns it once focus is inside. */
async function openMegaMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Main menu' },
    slow,
  );
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement), slow);
  return menu;
}

/**
 * On a phone, not signed in: 'Start my subscription!' and Sign In come right after 'Close menu',
 * in the first screen; Sign In asks for the account dialog, with the menu kept under it.
 */
export const MegaMenuOnPhoneSignedOut: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const menu = await openMegaMenu(canvasElement);
    const controls = within(menu).getAllByRole('link').concat(within(menu).getAllByRole('button'));
    const cta = within(menu).getByRole('link', { name: 'Start my subscription!' });
    const signIn = within(menu).getByRole('button', { name: 'Sign In' });
    // Before every other link of the menu, in reading (and Tab) order.
    for (const other of controls.filter((el) => el !== cta && el !== signIn && el.textContent !== '')) {
      if (other.getAttribute('aria-label') === 'Close menu') continue;
      await expect(cta.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expect(signIn.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    await userEvent.click(signIn);
    await expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** On a phone, signed in: no Sign In in the menu; the call to action still first. */
export const MegaMenuOnPhoneSignedIn: Story = {
  globals: phone,
  beforeEach: () => {
    signIn(authFixtures.nonSubscriber);
  },
  play: async ({ canvasElement }) => {
    const menu = await openMegaMenu(canvasElement);
    await expect(within(menu).queryByRole('button', { name: 'Sign In' })).toBeNull();
    await expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Start my subscription!');
  },
};

/** The mega menu by keyboard: Enter opens it, Escape closes it and gives focus back to its button. */
export const MegaMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Main menu' },
      slow,
    );
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement), slow);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus(), slow);
  },
};

/** The user menu open, by keyboard. */
export const UserMenuOpen: Story = {
  beforeEach: () => {
    signIn(authFixtures.subscriber);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Hi, Sam' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('region', { name: 'Account menu' }, slow);
    await expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: 'My Library' })).toHaveFocus();
  },
};

/**
 * The header's prerendered markup (`header.html`), as a host's server puts it in the page:
 * styled like the header, with its roles and names, before any of its code has run.
 */
export const PrerenderedMarkup: Story = {
  render: () => <div dangerouslySetInnerHTML={{ __html: prerender() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner', { name: 'Site header' })).toBeInTheDocument();
    await expect(canvas.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'data-masthead-opens',
      'account',
    );
    await expect(canvas.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
  },
};

/**
 * The prerendered markup's Sign In clicked before the loader has run: with no script, the
 * click opens the button's own marker (a popover), and the button shows a bar running under
 * its label until the loader answers the click. Storybook runs no loader, so it stays busy.
 */
export const PrerenderedMarkupClickedEarly: Story = {
  render: () => <div dangerouslySetInnerHTML={{ __html: prerender() }} />,
  play: async ({ canvasElement }) => {
    const signIn = within(canvasElement).getByRole('button', { name: 'Sign In' });
    const marker = signIn.querySelector('[data-masthead-kept-click]');
    // What makes the browser keep the click: the button shows its marker, a manual popover.
    await expect(signIn).toHaveAttribute('popovertarget', marker?.id);
    await expect(signIn).toHaveAttribute('popovertargetaction', 'show');
    await expect(marker).toHaveAttribute('popover', 'manual');
    await userEvent.click(signIn);
    // jsdom has no popovers; a browser opens the marker.
    if ('showPopover' in HTMLElement.prototype) await expect(marker?.matches(':popover-open')).toBe(true);
  },
};
