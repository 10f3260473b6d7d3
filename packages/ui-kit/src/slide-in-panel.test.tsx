import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@masthead/ui-kit/modal';
import { SlideInPanel } from '@masthead/ui-kit/slide-in-panel';

const panel = (open: boolean) => (
  <SlideInPanel open={open} onClose={() => undefined} label="Main menu">
    <a href="/the-latest">The Latest</a>
  </SlideInPanel>
);

describe('given a slide-in panel', () => {
  it('is placed at the end of the body, or in the container there it is given', () => {
    const { unmount } = render(panel(true));
    const dialog = () => screen.getByRole('dialog', { name: 'Main menu' });
    expect(dialog().closest('[data-masthead-scope]')?.parentElement).toBe(document.body);
    unmount();

    // A container its opener put in the page before the panel's code came.
    const container = document.body.appendChild(document.createElement('div'));
    const placed = render(
      <SlideInPanel open onClose={() => undefined} label="Main menu" container={container}>
        <a href="/the-latest">The Latest</a>
      </SlideInPanel>,
    );
    expect(container).toContainElement(dialog());
    placed.unmount();
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });

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

  it("closes, with a modal over it, when the page's router takes a widget's link", async () => {
    const closePanel = vi.fn();
    const closeModal = vi.fn();
    const { unmount } = render(
      <>
        <SlideInPanel open onClose={closePanel} label="Main menu">
          <a href="/the-latest">The Latest</a>
        </SlideInPanel>
        <Modal open onOpenChange={closeModal} title="Sign In" trapFocus={false} />
      </>,
    );
    const route = (event: Event) => event.preventDefault();
    document.addEventListener('masthead:navigate', route);
    document.dispatchEvent(
      new CustomEvent('masthead:navigate', { cancelable: true, detail: { href: '/x' } }),
    );
    document.removeEventListener('masthead:navigate', route);
    await waitFor(() => expect(closePanel).toHaveBeenCalledOnce());
    expect(closeModal).toHaveBeenCalledWith(false);
    unmount();
  });
});
