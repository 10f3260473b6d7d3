/**
 * The loader's second half: React, the federation runtime and everything that mounts a
 * widget or a dialog. The entry (start.ts) imports it the moment it runs, so it downloads
 * beside the config and the widgets' own files instead of before them, and a page script
 * can use the page API while it is on its way.
 */
export { createFederation } from './federation.ts';
export { defineWidgetElements } from './elements.ts';
export { watchDataPlacements } from './data-placements.ts';
export { watchDialogs } from './dialogs.ts';
export { fetchFirstView, prefetchFirstView } from './first-view.ts';
export { firstRender } from './mount.tsx';
