import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@masthead/ui-kit/modal';
import { SlideInPanel } from '@masthead/ui-kit/slide-in-panel';

const panel = (open: boolean) => (
  <SlideInPanel open={open} onClose={() => undefined} label="Main menu">
    <a href="/the-latest">The Latest</a>
  </SlideInPanel>
);

describe('given a slide-in panel', () => {
  it('keeps the page behind from scrolling while open, and gives the page its own value back', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = render(panel(false));
    expect(document.body.style.overflow).toBe('scroll');
    rerender(panel(true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(panel(false));
    expect(document.body.style.overflow).toBe('scroll');
    unmount();
    document.body.style.overflow = '';
  });

  it('shares the lock with a modal: the page scrolls again only when both have closed', () => {
    const { rerender, unmount } = render(
      <>
        {panel(true)}
        <Modal open onOpenChange={() => undefined} title="Sign In" trapFocus={false} />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        {panel(true)}
        <Modal open={false} onOpenChange={() => undefined} title="Sign In" trapFocus={false} />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        {panel(false)}
        <Modal open={false} onOpenChange={() => undefined} title="Sign In" trapFocus={false} />
      </>,
    );
    expect(document.body.style.overflow).toBe('');
    expect(Object.keys(document.body.dataset)).toEqual([]);
    unmount();
  });
});
