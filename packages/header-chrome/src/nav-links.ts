import { askAiLink, learningLink, quickMenuLinks, type LinkTo } from './links.ts';
import type { HeaderMessages } from './messages.ts';

/** A link in the reader's language. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavLinksOptions {
  /** Subscribers get 'Ask AI' (docs/behaviour.md#roles). */
  isSubscriber: boolean;
  /** Subscribers flagged eligible get 'Learning' (docs/behaviour.md#roles). */
  isHmmEligible: boolean;
}

/** Links put into words: each label from the header's messages in the reader's locale. */
export const labelled = (links: readonly LinkTo[], copy: HeaderMessages): NavLink[] =>
  links.map(({ label, href }) => ({ label: copy[label], href }));

/** The quick menu's links for a visitor's role (docs/behaviour.md#roles), labelled in `copy`'s words. */
export function quickLinksFor(
  { isSubscriber, isHmmEligible }: NavLinksOptions,
  copy: HeaderMessages,
): NavLink[] {
  return labelled(
    [
      ...quickMenuLinks,
      ...(isSubscriber ? [askAiLink] : []),
      ...(isSubscriber && isHmmEligible ? [learningLink] : []),
    ],
    copy,
  );
}
