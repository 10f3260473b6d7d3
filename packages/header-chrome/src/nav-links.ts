import { askAiLink, learningLink, quickMenuLinks, type NavLink } from './copy.ts';

export interface NavLinksOptions {
  /** Subscribers get 'Ask AI' (SPEC 6). */
  isSubscriber: boolean;
  /** Subscribers flagged eligible get 'Learning' (SPEC 6). */
  isHmmEligible: boolean;
}

/** The quick menu's links for a visitor's role (SPEC 2.3, 6). */
export function quickLinksFor({ isSubscriber, isHmmEligible }: NavLinksOptions): NavLink[] {
  return [
    ...quickMenuLinks,
    ...(isSubscriber ? [askAiLink] : []),
    ...(isSubscriber && isHmmEligible ? [learningLink] : []),
  ];
}
