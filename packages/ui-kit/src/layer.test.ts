import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLayer, type Layer } from './layer.ts';

/** A layer drawn as an element of the page, recording what it heard. */
function layerOn(name: string, heard: string[]): { element: HTMLElement; layer: Layer } {
  const element = document.createElement('div');
  element.textContent = name;
  document.body.append(element);
  return {
    element,
    layer: {
      contains: (node) => element.contains(node),
      onEscape: (event) => {
        event.preventDefault();
        heard.push(`${name}: Escape`);
      },
      onOutsidePress: () => heard.push(`${name}: outside press`),
    },
  };
}

/** The stack's key on the document, if one is there. */
const marks = () =>
  Object.getOwnPropertySymbols(document).filter((key) => key.description?.startsWith('masthead.'));

afterEach(() => {
  document.body.replaceChildren();
});

describe('given two open layers, one over the other', () => {
  it('gives Escape to the top one only, then to the one below once the top has left', () => {
    const heard: string[] = [];
    const dialog = layerOn('dialog', heard);
    const menu = layerOn('menu', heard);
    const closeDialog = openLayer(document, dialog.layer);
    const closeMenu = openLayer(document, menu.layer);
    fireEvent.keyDown(menu.element, { key: 'Escape' });
    expect(heard).toEqual(['menu: Escape']);
    closeMenu();
    fireEvent.keyDown(dialog.element, { key: 'Escape' });
    expect(heard).toEqual(['menu: Escape', 'dialog: Escape']);
    closeDialog();
  });

  it('tells the top one of a press on the lower one, and nobody of a press inside the top one', () => {
    const heard: string[] = [];
    const dialog = layerOn('dialog', heard);
    // Portalled: the menu's element is not inside the dialog's.
    const menu = layerOn('menu', heard);
    const closeDialog = openLayer(document, dialog.layer);
    const closeMenu = openLayer(document, menu.layer);
    fireEvent.pointerDown(menu.element);
    expect(heard).toEqual([]);
    fireEvent.pointerDown(dialog.element);
    expect(heard).toEqual(['menu: outside press']);
    closeMenu();
    closeDialog();
  });

  it('leaves an Escape typed while composing (an IME) to the field', () => {
    const heard: string[] = [];
    const menu = layerOn('menu', heard);
    const close = openLayer(document, menu.layer);
    fireEvent.keyDown(menu.element, { key: 'Escape', isComposing: true });
    expect(heard).toEqual([]);
    close();
  });
});

describe('after the last layer leaves', () => {
  it('removes every listener it added and leaves no mark on the document', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const heard: string[] = [];
    const first = openLayer(document, layerOn('dialog', heard).layer);
    const second = openLayer(document, layerOn('menu', heard).layer);
    first();
    expect(removed).not.toHaveBeenCalled();
    second();
    second();
    expect(removed.mock.calls).toEqual(added.mock.calls);
    expect(added).toHaveBeenCalledTimes(3);
    expect(marks()).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(heard).toEqual([]);
    vi.restoreAllMocks();
  });
});

describe('given two copies of the module on one page (a remote and the loader each bundle one)', () => {
  it('keeps one stack for the document: only the top layer, from whichever copy, hears Escape', async () => {
    vi.resetModules();
    const other = await import('./layer.ts');
    expect(other.openLayer).not.toBe(openLayer);
    const heard: string[] = [];
    const dialog = layerOn('dialog', heard);
    const menu = layerOn('menu', heard);
    const closeDialog = openLayer(document, dialog.layer);
    const closeMenu = other.openLayer(document, menu.layer);
    expect(marks()).toHaveLength(1);
    fireEvent.keyDown(menu.element, { key: 'Escape' });
    fireEvent.pointerDown(dialog.element);
    expect(heard).toEqual(['menu: Escape', 'menu: outside press']);
    closeMenu();
    fireEvent.keyDown(dialog.element, { key: 'Escape' });
    expect(heard).toEqual(['menu: Escape', 'menu: outside press', 'dialog: Escape']);
    closeDialog();
    expect(marks()).toEqual([]);
  });

  it('keeps a stack per document: a layer in a frame does not hide the page’s from Escape', () => {
    const heard: string[] = [];
    const frame = document.implementation.createHTMLDocument('frame');
    const inFrame = frame.createElement('div');
    frame.body.append(inFrame);
    const page = layerOn('page menu', heard);
    const closePage = openLayer(document, page.layer);
    const closeFrame = openLayer(frame, {
      contains: (node) => inFrame.contains(node),
      onEscape: () => heard.push('frame menu: Escape'),
      onOutsidePress: () => heard.push('frame menu: outside press'),
    });
    fireEvent.keyDown(page.element, { key: 'Escape' });
    expect(heard).toEqual(['page menu: Escape']);
    closeFrame();
    closePage();
  });
});

describe('a navigation the page takes', () => {
  /** The loader's offer of a widget's link, answered (or not) by the page's router. */
  function offer(taken: boolean) {
    const onNavigate = (event: Event) => {
      if (taken) event.preventDefault();
    };
    document.addEventListener('masthead:navigate', onNavigate);
    document.dispatchEvent(
      new CustomEvent('masthead:navigate', { cancelable: true, detail: { href: '/x' } }),
    );
    document.removeEventListener('masthead:navigate', onNavigate);
  }

  it('closes every open layer that closes with its page, the top one first', async () => {
    const closed: string[] = [];
    const stack = ['dialog', 'menu'].map((name) => {
      const { layer } = layerOn(name, []);
      return openLayer(document, { ...layer, onNavigate: () => closed.push(name) });
    });
    openLayer(document, layerOn('stays', []).layer);
    offer(true);
    await Promise.resolve();
    expect(closed).toEqual(['menu', 'dialog']);
    for (const close of stack) close();
  });

  it('closes nothing when the browser follows the link, nor once the last layer has left', async () => {
    const onNavigate = vi.fn();
    const close = openLayer(document, { ...layerOn('menu', []).layer, onNavigate });
    offer(false);
    await Promise.resolve();
    expect(onNavigate).not.toHaveBeenCalled();
    close();
    offer(true);
    await Promise.resolve();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
