import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Footer from './footer.tsx';

/** The page's top as the loader leaves it: the header's placeholder, its skip link first. */
function header(inner: string) {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<masthead-header id="top-of-page">${inner}</masthead-header>`,
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById('top-of-page')?.remove();
  vi.restoreAllMocks();
});

describe('"Back to top" (docs/behaviour.md#back-to-top)', () => {
  it('scrolls to the top before the footer code runs too (#top)', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
  });

  describe('when it is activated, by pointer or keyboard', () => {
    it('moves focus to the header skip link and scrolls to the top', async () => {
      header('<header><a href="#main">Skip to content</a><button>Menu</button></header>');
      render(<Footer />);
      await userEvent.click(screen.getByRole('link', { name: 'Back to top' }));
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    });

    it('to the header first control when it has no skip link', async () => {
      header('<header><a>not a link</a><button>Menu</button></header>');
      render(<Footer />);
      screen.getByRole('link', { name: 'Back to top' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    });

    it('to the header itself when it holds nothing focusable (its fallback text)', async () => {
      header('Masthead');
      render(<Footer />);
      await userEvent.click(screen.getByRole('link', { name: 'Back to top' }));
      expect(document.getElementById('top-of-page')).toHaveFocus();
    });
  });
});
