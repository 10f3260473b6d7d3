import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Header from '../header/header.tsx';

// Hovering or focusing a menu's button starts loading its code; the file ends once it is in.
afterAll(async () => {
  await Promise.all([import('../mega-menu/mega-menu-panel.tsx'), import('../search/suggestion-source.tsx')]);
});

const skipLink = () => screen.getByRole('link', { name: 'Skip to content' });

/** A page around the header: its content, with a link in it, and a story with its own. */
function page(html = '<main><h1>Story</h1><a href="/next">Next</a></main>') {
  document.body.insertAdjacentHTML('beforeend', `<div id="page">${html}</div>`);
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById('page')?.remove();
  vi.restoreAllMocks();
});

describe('given a page with a main element', () => {
  it('is the first stop of the keyboard in the header, named "Skip to content"', async () => {
    page();
    render(<Header />, {
      container: document.body.insertBefore(document.createElement('div'), document.body.firstChild),
    });
    await userEvent.tab();
    expect(skipLink()).toHaveFocus();
  });

  describe('when it is activated', () => {
    it('moves focus to main, for this jump only, and the next Tab goes on inside it', async () => {
      page();
      render(<Header />);
      const main = screen.getByRole('main');
      await userEvent.click(skipLink());
      expect(main).toHaveFocus();
      expect(main).toHaveAttribute('tabindex', '-1');
      expect(scrollTo).toHaveBeenCalled();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
      expect(main).not.toHaveAttribute('tabindex');
    });

    it('with the keyboard as well: Enter', async () => {
      page();
      render(<Header />);
      skipLink().focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });
});

describe('given skip-to', () => {
  it('moves focus to the element it names', async () => {
    page('<main><section id="story" aria-label="Story"><p>Text</p></section></main>');
    render(<Header skipTo="#story" />);
    expect(skipLink()).toHaveAttribute('href', '#story');
    await userEvent.click(skipLink());
    expect(screen.getByRole('region', { name: 'Story' })).toHaveFocus();
  });

  it('that matches nothing: one [masthead] warning naming it, and the link goes to main', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page();
    const { rerender } = render(<Header skipTo="#nope" />);
    rerender(<Header skipTo="#nope" />);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[masthead\] .*"#nope"/);
    await userEvent.click(skipLink());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('that is not a selector at all: the same warning, not an exception', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page();
    render(<Header skipTo="#" />);
    expect(warn).toHaveBeenCalledOnce();
    expect(skipLink()).toBeInTheDocument();
  });
});

describe('given a page with nothing to skip to', () => {
  it('has no skip link', () => {
    page('<div>No main here</div>');
    render(<Header />);
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });

  it('has none when the content holds the header itself (a header placed inside main)', () => {
    page('<main id="content"></main>');
    const main = document.getElementById('content') ?? undefined;
    render(<Header />, { container: main?.appendChild(document.createElement('div')) });
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });
});
