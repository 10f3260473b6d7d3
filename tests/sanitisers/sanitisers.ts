/**
 * The placements docs/embedding.md gives for content that passes a sanitiser, by form, and the
 * real sanitisers they are documented to survive, each with its default settings: what the unit
 * test (packages/loader/src/data-placements.test.tsx) and the browser test
 * (tests/browser/looks/sanitised.test.ts) both run.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sanitizeHtml from 'sanitize-html';
import { savedByAuthor } from '../wordpress/wordpress.ts';

/** docs/embedding.md, as an adopter reads it. */
export const embeddingReference = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../docs/embedding.md'),
  'utf8',
);

/** The reference's placements for sanitised content, one line per widget, by form. */
export const placementForms = {
  'ordinary elements': embeddingReference.match(/^<div data-masthead-widget=.*<\/div>$/gm) ?? [],
  links: embeddingReference.match(/^<a name="masthead-.*<\/a>$/gm) ?? [],
};
export type PlacementForm = keyof typeof placementForms;

/** Each sanitiser with its defaults: HTML in, what it keeps out. */
export const sanitisers = {
  // Its own window: the same whether the caller runs under jsdom or in Node.
  'DOMPurify (defaults)': (html: string) => createDOMPurify(new JSDOM('').window).sanitize(html),
  'sanitize-html (defaults)': (html: string) => sanitizeHtml(html),
  // A post saved by an author: WordPress 6.1's wp_kses_post on its save filter.
  'WordPress for authors (wp_kses_post)': savedByAuthor,
};
export type SanitiserName = keyof typeof sanitisers;

/**
 * Which form survives which sanitiser, as the reference's table says: sanitize-html's defaults
 * keep no attribute of a `<div>`, only a link's `href` and `name`.
 */
export const survives: Record<PlacementForm, SanitiserName[]> = {
  'ordinary elements': ['DOMPurify (defaults)', 'WordPress for authors (wp_kses_post)'],
  links: ['DOMPurify (defaults)', 'sanitize-html (defaults)', 'WordPress for authors (wp_kses_post)'],
};
