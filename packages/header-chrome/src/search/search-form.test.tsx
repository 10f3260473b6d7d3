import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@masthead/api';
import { autoSuggestFixtures, autoSuggestScenarios } from '@masthead/api/mocks';
import { renderWithCache, setupMockApi } from '../testing.tsx';
import { SearchForm } from './search-form.tsx';

const { server, requests } = setupMockApi();
const suggestRequests = () => requests.filter((r) => r.includes(endpoints.autoSuggest.path));

// The suggestions' lazy chunk, loaded once up front: module loading is real I/O, not timers.
beforeAll(() => import('./suggestion-source.tsx'));
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input = () => screen.getByRole('combobox', { name: 'Search' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
/** Let timers, the lazy module, the request and React all run for `ms`. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const key = (name: string) => fireEvent.keyDown(input(), { key: name });

async function showSuggestions(term = 'lead') {
  renderWithCache(<SearchForm label="Site search" />);
  input().focus();
  type(term);
  await pass(350);
  await vi.waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
  await pass(0);
}

describe('the search form (docs/behaviour.md#header-links)', () => {
  it('submits by GET to /search with the parameter term', () => {
    renderWithCache(<SearchForm label="Site search" />);
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'term');
  });

  it('shows the clear button only while the field has text, and clearing refocuses the field', () => {
    renderWithCache(<SearchForm label="Site search" />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    type('x');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});

describe('suggestions (docs/behaviour.md#search)', () => {
  it('are asked for 350 ms after the last keystroke, not before', async () => {
    renderWithCache(<SearchForm label="Site search" />);
    type('lea');
    await pass(200);
    type('lead');
    await pass(349);
    expect(suggestRequests()).toEqual([]);
    await pass(1);
    await vi.waitFor(() =>
      expect(suggestRequests()).toEqual([`GET ${endpoints.autoSuggest.path}?term=lead`]),
    );
  });

  it('are never asked for a term under 3 characters', async () => {
    renderWithCache(<SearchForm label="Site search" />);
    type('le');
    await pass(1000);
    type('  l ');
    await pass(1000);
    expect(suggestRequests()).toEqual([]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('show at most 6 records, then the suggested topics linking to /search + the topic link', async () => {
    server.use(autoSuggestScenarios.with(autoSuggestFixtures.leadership));
    await showSuggestions();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const topics = within(listbox).getByRole('group', { name: 'Suggested topics' });
    const records = within(listbox)
      .getAllByRole('option')
      .filter((o) => !topics.contains(o));
    expect(autoSuggestFixtures.leadership.records.length).toBeGreaterThan(6);
    expect(records.map((o) => o.getAttribute('href'))).toEqual(
      autoSuggestFixtures.leadership.records.slice(0, 6).map((r) => r.link),
    );
    expect(within(topics).getByRole('option', { name: 'Leadership' })).toHaveAttribute(
      'href',
      '/search?term=Leadership',
    );
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('status')).toHaveTextContent(/suggestions available/);
  });

  it('number each option among all of them, the topics too, as many as the status counts', async () => {
    server.use(autoSuggestScenarios.with(autoSuggestFixtures.leadership));
    await showSuggestions();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const options = within(listbox).getAllByRole('option');
    const topics = within(within(listbox).getByRole('group', { name: 'Suggested topics' })).getAllByRole(
      'option',
    );
    // Six records, then the topics in a group of their own.
    expect(options.length - topics.length).toBe(6);
    expect(topics.length).toBeGreaterThan(0);
    const count = `${options.length}`;
    expect(screen.getByRole('status')).toHaveTextContent(`${count} suggestions available.`);
    // The arrows go through the records and the topics as one list: so does each one's place.
    expect(options.map((o) => [o.getAttribute('aria-posinset'), o.getAttribute('aria-setsize')])).toEqual(
      options.map((_, i) => [`${i + 1}`, count]),
    );
    expect(topics.at(-1)).toHaveAttribute('aria-posinset', count);
  });

  it('render nothing after a non-200 answer', async () => {
    server.use(autoSuggestScenarios.failing(500));
    renderWithCache(<SearchForm label="Site search" />);
    type('lead');
    await pass(350);
    await vi.waitFor(() => expect(suggestRequests().length).toBeGreaterThan(0));
    await pass(100);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never let an older, slower answer replace the newer one', async () => {
    server.use(
      http.get(`*${endpoints.autoSuggest.path}`, async ({ request }) => {
        const term = new URL(request.url).searchParams.get('term');
        if (term === 'lead') await delay(2000);
        return HttpResponse.json({
          records: [{ contentType: 'Article', title: `Result for ${term}`, link: `/a/${term}` }],
          subjects: [],
        });
      }),
    );
    renderWithCache(<SearchForm label="Site search" />);
    type('lead');
    await pass(400);
    type('strat');
    await pass(400);
    await vi.waitFor(() =>
      expect(screen.getByRole('option', { name: /^Result for strat\b/ })).toBeInTheDocument(),
    );
    await pass(3000);
    expect(screen.queryByRole('option', { name: /^Result for lead\b/ })).toBeNull();
    expect(screen.getByRole('option', { name: /^Result for strat\b/ })).toBeInTheDocument();
  });
});

describe('a term with no suggestion', () => {
  const noMatch = 'No suggestions for “zzqx”.';
  /** The note a sighted reader sees (the status region says the same). */
  const note = () => screen.queryByText(noMatch, { ignore: '[role="status"]' });

  async function typeNoMatch() {
    server.use(autoSuggestScenarios.with(autoSuggestFixtures.empty));
    renderWithCache(<SearchForm label="Site search" />);
    input().focus();
    type('  zzqx ');
    await pass(350);
    await vi.waitFor(() => expect(note()).toBeVisible());
  }

  it('says so where the list would be, and tells a screen reader politely', async () => {
    await typeNoMatch();
    expect(screen.getByRole('status')).toHaveTextContent(noMatch);
    // Said once: the visible note is hidden from the accessibility tree.
    expect(screen.getAllByText(noMatch, { ignore: '[aria-hidden="true"]' })).toEqual([
      screen.getByRole('status'),
    ]);
  });

  it('keeps the combobox collapsed with no empty list, and Enter searches', async () => {
    await typeNoMatch();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    // Not prevented: the form submits its GET to /search.
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
  });

  it('goes on Escape like the list, then a second Escape clears the field', async () => {
    await typeNoMatch();
    key('Escape');
    expect(note()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(input()).toHaveValue('  zzqx ');
    key('Escape');
    expect(input()).toHaveValue('');
  });

  it('is not said while the answer is on its way, nor after a failure', async () => {
    server.use(
      http.get(`*${endpoints.autoSuggest.path}`, async () => {
        await delay(1000);
        return new HttpResponse(null, { status: 500 });
      }),
    );
    renderWithCache(<SearchForm label="Site search" />);
    type('zzqx');
    await pass(350);
    await vi.waitFor(() => expect(suggestRequests()).toHaveLength(1));
    await pass(500);
    expect(screen.queryByText(/No suggestions/)).toBeNull();
    await pass(1000);
    expect(screen.queryByText(/No suggestions/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('stale answers (docs/behaviour.md#search: never overwrite newer ones)', () => {
  it('never show a late answer for an older term when the newer term failed', async () => {
    server.use(
      http.get(`*${endpoints.autoSuggest.path}`, async ({ request }) => {
        const term = new URL(request.url).searchParams.get('term');
        if (term === 'strat') return new HttpResponse(null, { status: 500 });
        await delay(2000);
        return HttpResponse.json({
          records: [{ contentType: 'Article', title: `Result for ${term}`, link: `/a/${term}` }],
          subjects: [],
        });
      }),
    );
    renderWithCache(<SearchForm label="Site search" />);
    type('lead');
    await pass(400);
    type('strat');
    await pass(400);
    await vi.waitFor(() =>
      expect(suggestRequests()).toContain(`GET ${endpoints.autoSuggest.path}?term=strat`),
    );
    await pass(3000);
    expect(screen.queryByRole('option', { name: /Result for lead/ })).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('keyboard (combobox pattern)', () => {
  it('moves the active option with the arrow keys, wrapping, keeping focus in the field', async () => {
    await showSuggestions();
    const options = screen.getAllByRole('option');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    key('ArrowUp');
    key('ArrowUp');
    expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    expect(input()).toHaveFocus();
  });

  it('follows the active option on Enter', async () => {
    await showSuggestions();
    const first = screen.getAllByRole('option')[0];
    const clicked = vi.fn((event: MouseEvent) => event.preventDefault());
    first?.addEventListener('click', clicked);
    key('ArrowDown');
    key('Enter');
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('closes the list on Escape, then clears the field on a second Escape', async () => {
    await showSuggestions();
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('lead');
    key('ArrowDown');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    key('Escape');
    key('Escape');
    expect(input()).toHaveValue('');
  });
});
