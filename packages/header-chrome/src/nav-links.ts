import { askAiLink, learningLink, quickMenuLinks, type NavLink } from './copy.ts';

export interface NavLinksOptions {
  /** Subscribers get 'Ask AI' (docs/behaviour.md#roles). */
  isSubscriber: boolean;
  /** Subscribers flagged eligible get 'Learning' (docs/behaviour.md#roles). */
  isHmmEligible: boolean;
}

/** The quick menu's links for a visitor's role (docs/behaviour.md#roles). */
export function quickLinksFor({ isSubscriber, isHmmEligible }: NavLinksOptions): NavLink[] {
  return [
    ...quickMenuLinks,
    ...(isSubscriber ? [askAiLink] : []),
    ...(isSubscriber && isHmmEligible ? [learningLink] : []),
  ];
}
