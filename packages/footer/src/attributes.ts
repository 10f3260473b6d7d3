import type { WidgetAttributes } from '@masthead/federation/contract';

/** CMS attributes of `<masthead-footer>`, parsed by the loader into `FooterProps`. */
export const attributes = {
  'heading-level': { prop: 'headingLevel', type: 'number', min: 1, max: 6 },
  'hide-social': { prop: 'hideSocial', type: 'boolean' },
} as const satisfies WidgetAttributes;
