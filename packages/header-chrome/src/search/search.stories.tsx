import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { autoSuggestFixtures, autoSuggestScenarios } from '@masthead/api/mocks';
import Header from '../header/header.tsx';

const meta = {
  title: 'Header chrome/Search',
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

/** Typing three characters shows up to 6 records and the suggested topics; arrows move through them. */
export const Suggestions: Story = {
  parameters: { msw: { handlers: [autoSuggestScenarios.with(autoSuggestFixtures.leadership)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'lea');
    const listbox = await canvas.findByRole('listbox', { name: 'Search suggestions' }, slow);
    const topics = within(listbox).getByRole('group', { name: 'Suggested topics' });
    const records = within(listbox)
      .getAllByRole('option')
      .filter((option) => !topics.contains(option));
    // The answer has more records than that; at most 6 are shown.
    await expect(autoSuggestFixtures.leadership.records.length).toBeGreaterThan(6);
    await expect(records).toHaveLength(6);
    for (const option of within(topics).getAllByRole('option')) {
      await expect(option.getAttribute('href')).toMatch(/^\/search/);
    }
    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getAllByRole('option')[0];
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first?.id));
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

/** A term with no record and no topic: a note in the list's place, said politely; Enter still searches. */
export const NoMatch: Story = {
  parameters: { msw: { handlers: [autoSuggestScenarios.with(autoSuggestFixtures.empty)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'zzqx');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('No suggestions for “zzqx”.'),
      slow,
    );
    await expect(canvas.getByText('No suggestions for “zzqx”.', { ignore: '[role="status"]' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The suggestion call fails: nothing renders. */
export const SuggestionsFailing: Story = {
  parameters: { msw: { handlers: [autoSuggestScenarios.failing(500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'leadership');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByText(/No suggestions/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};

/** Two characters: the clear button shows, no suggestions are asked for; clearing empties the field. */
export const ShortTermAndClear: Story = {
  parameters: { msw: { handlers: [autoSuggestScenarios.with(autoSuggestFixtures.leadership)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'le');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
