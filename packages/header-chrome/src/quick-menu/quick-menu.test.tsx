import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuickMenu } from './quick-menu.tsx';

const roles = { isSubscriber: false, isHmmEligible: false };
const nav = () => screen.getByRole('navigation', { name: 'Quick menu' });

/** Lays the row out as a browser would: `visible` px of `total` px of links, scrolled `left`. */
function layOut(total: number, visible: number, left = 0) {
  const row = nav().querySelector('ul')?.parentElement as HTMLElement;
  Object.defineProperty(row, 'scrollWidth', { value: total, configurable: true });
  Object.defineProperty(row, 'clientWidth', { value: visible, configurable: true });
  row.scrollLeft = left;
  act(() => {
    fireEvent.scroll(row);
  });
  return row;
}

describe('the quick menu', () => {
  it('gives every link of the role, in order', () => {
    render(<QuickMenu {...roles} />);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The Latest',
      'Magazine',
      'Topics',
      'Podcasts',
      'Store',
      'The Big Idea',
      'Data & Visuals',
      'Case Selections',
    ]);
  });

  describe('given a row wider than the screen', () => {
    it("marks the end that cuts links, and 'More links' scrolls the row on", () => {
      render(<QuickMenu {...roles} />);
      const row = layOut(900, 700);
      expect(nav()).toHaveAttribute('data-cut-end');
      expect(nav()).not.toHaveAttribute('data-cut-start');
      const scrollBy = vi.fn();
      row.scrollBy = scrollBy;
      fireEvent.click(screen.getByRole('button', { name: 'More links' }));
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) }));
      expect((scrollBy.mock.calls[0]?.[0] as ScrollToOptions).left).toBeGreaterThan(0);
    });

    it("after scrolling, marks the start and 'Previous links' scrolls back", () => {
      render(<QuickMenu {...roles} />);
      const row = layOut(900, 700, 120);
      expect(nav()).toHaveAttribute('data-cut-start');
      expect(nav()).toHaveAttribute('data-cut-end');
      const scrollBy = vi.fn();
      row.scrollBy = scrollBy;
      fireEvent.click(screen.getByRole('button', { name: 'Previous links' }));
      expect((scrollBy.mock.calls[0]?.[0] as ScrollToOptions).left).toBeLessThan(0);
    });

    it("gives the focus to the last link when 'More links' goes as the row reaches its end", () => {
      render(<QuickMenu {...roles} />);
      layOut(900, 700);
      screen.getByRole('button', { name: 'More links' }).focus();
      layOut(900, 700, 200);
      expect(nav()).not.toHaveAttribute('data-cut-end');
      expect(screen.getByRole('link', { name: 'Case Selections' })).toHaveFocus();
    });
  });

  it('marks no end when every link shows', () => {
    render(<QuickMenu {...roles} />);
    layOut(700, 900);
    expect(nav()).not.toHaveAttribute('data-cut-start');
    expect(nav()).not.toHaveAttribute('data-cut-end');
  });
});
