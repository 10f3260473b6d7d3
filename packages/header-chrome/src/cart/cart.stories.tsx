import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartScenarios } from '@masthead/api/mocks';
import Header from '../header/header.tsx';

const meta = {
  title: 'Header chrome/Cart flyout',
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };
const openCart = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart' }));

/** Physical and digital items, line prices and the cart amount. */
export const Full: Story = {
  parameters: { msw: { handlers: [cartScenarios.physicalAndDigital()] } },
  play: async ({ canvasElement }) => {
    await openCart(canvasElement);
    const canvas = within(canvasElement);
    const cart = await canvas.findByRole('region', { name: 'Cart' }, slow);
    await waitFor(() => expect(within(cart).getAllByRole('listitem').length).toBeGreaterThan(1), slow);
    for (const item of within(cart).getAllByRole('listitem')) {
      await expect(within(item).getByRole('link')).toHaveAttribute('href');
      await expect(item).toHaveTextContent(/Qty: \d+\$\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await expect(cart).toHaveTextContent(/Subtotal\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(within(cart).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  },
};

/** While the cart loads: room held for a typical cart's rows, announced as loading (beside the busy region). */
export const Loading: Story = {
  parameters: { msw: { handlers: [cartScenarios.pending()] } },
  play: async ({ canvasElement }) => {
    await openCart(canvasElement);
    const canvas = within(canvasElement);
    const cart = await canvas.findByRole('region', { name: 'Cart' }, slow);
    await expect(cart).toHaveAttribute('aria-busy', 'true');
    await waitFor(
      () => expect(canvas.getByText('Loading your cart')).toHaveAttribute('role', 'status'),
      slow,
    );
    await expect(within(cart).getByRole('link', { name: 'View Cart' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  },
};

/** An empty cart. */
export const Empty: Story = {
  parameters: { msw: { handlers: [cartScenarios.empty()] } },
  play: async ({ canvasElement }) => {
    await openCart(canvasElement);
    await within(canvasElement).findByText('Your cart is empty.', undefined, slow);
  },
};

/** The cart call fails: nothing renders (docs/behaviour.md#errors). */
export const Failing: Story = {
  parameters: { msw: { handlers: [cartScenarios.failing(500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openCart(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region', { name: 'Cart' })).toBeNull();
  },
};
