/**
 * A button of a widget's prerendered markup that keeps a click made before any script has
 * run: it opens, as HTML does with no script at all (`popovertarget`), a marker of its own,
 * an empty manual popover inside it. The loader, once it runs, finds the markers open,
 * takes them away and clicks their buttons again (loader/src/common/prerendered.ts), so the
 * reader's click does what it would have done had the loader been there. Meanwhile the
 * button shows it was taken (kept-click.module.css).
 *
 * This module holds only the contract, so the loader's entry can import it without React.
 */
export const keptClickAttribute = 'data-masthead-kept-click';
