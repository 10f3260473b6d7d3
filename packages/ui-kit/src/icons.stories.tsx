import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, Logo, Loader, iconPaths, searchPath, type IconName } from '@masthead/ui-kit';

const iconNames = Object.keys(iconPaths) as IconName[];

const meta = { title: 'UI kit/Icons and logo' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 16 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ textAlign: 'center', font: '12px system-ui' }}>
          <Icon path={iconPaths[name]} size={28} label={name} />
          <div>{name}</div>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of iconNames) await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
  },
};

export const DecorativeIcon: Story = {
  render: () => (
    <button type="button">
      <Icon path={searchPath} /> Search
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Wordmark: Story = {
  render: () => <Logo />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Masthead' })).toBeInTheDocument();
  },
};

export const Spinner: Story = {
  render: () => <Loader label="Signing in" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Signing in');
  },
};
