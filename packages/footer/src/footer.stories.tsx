import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mastheadStore, signIn } from '@masthead/store';
import { attributeArgTypes } from '@masthead/federation';
import { attributes } from './attributes.ts';
import Footer from './footer.tsx';
import { prerender } from './prerender.tsx';

const meta = {
  title: 'Footer/Footer',
  component: Footer,
  // The Controls panel offers what a CMS editor can set on the element, within the loader's limits.
  argTypes: attributeArgTypes(attributes),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the account links ask for the sign-in dialog. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const myLibrary = canvas.getByRole('link', { name: 'My Library' });
    await expect(myLibrary).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(myLibrary);
    await expect(mastheadStore.getState().dialog).toMatchObject({ kind: 'account', view: 'sign-in' });
  },
};

/** A signed-in reader: the account links are plain links. */
export const SignedIn: Story = {
  beforeEach: () => {
    signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-haspopup');
  },
};

/** As `<masthead-footer heading-level="3" hide-social>` renders it. */
export const NestedHeadingsWithoutSocial: Story = {
  args: { headingLevel: 3, hideSocial: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Store' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  },
};

/**
 * The footer's prerendered markup (`footer.html`), as a host's server puts it in the page:
 * styled like the footer, with its roles and names, before any of its code has run.
 */
export const PrerenderedMarkup: Story = {
  render: () => <div dangerouslySetInnerHTML={{ __html: prerender() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo', { name: 'Site footer' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'My account' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My Library' })).toHaveAttribute(
      'data-masthead-opens',
      'account',
    );
  },
};

/** 'Back to top': focus goes to the first stop of the page's header (its skip link). */
export const BackToTop: Story = {
  decorators: [
    (Story) => (
      <>
        <div data-masthead-widget="header">
          <a href="#content">Skip to content</a>
        </div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to top' }));
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
