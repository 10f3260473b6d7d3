/**
 * Every text and link the header chrome shows, in one place. docs/behaviour.md#header-links gives the
 * paths and the quoted labels ('Sign In', 'Hi,', 'Ask AI', 'View Cart', 'Subscribe',
 * 'Start my subscription!', 'Give a Gift!', 'Log Out'); the other labels are ours.
 */

export interface NavLink {
  label: string;
  href: string;
}

export const headerLandmarkLabel = 'Site header';
/** The skip link, first in the header's tab order (docs/behaviour.md#skip-link). Ours. */
export const skipLinkLabel = 'Skip to content';
export const homeLinkLabel = 'Masthead home';
export const signInLabel = 'Sign In';
export const greeting = (firstName: string) => `Hi, ${firstName}`;

export const quickMenuLabel = 'Quick menu';
/** The quick menu's scroll buttons, shown while links are cut at that end (ours). */
export const quickMenuMoreLabel = 'More links';
export const quickMenuBackLabel = 'Previous links';
export const quickMenuLinks: readonly NavLink[] = [
  { label: 'The Latest', href: '/the-latest' },
  { label: 'Magazine', href: '/magazine' },
  { label: 'Topics', href: '/topics' },
  { label: 'Podcasts', href: '/podcasts' },
  { label: 'Store', href: '/store' },
  { label: 'The Big Idea', href: '/big-ideas' },
  { label: 'Data & Visuals', href: '/data-visuals' },
  { label: 'Case Selections', href: '/case-selections' },
];
/** Subscribers only (docs/behaviour.md#roles). */
export const askAiLink: NavLink = { label: 'Ask AI', href: '/ai-beta' };
/** Subscribers flagged `isHmmEligible` only (docs/behaviour.md#roles). */
export const learningLink: NavLink = { label: 'Learning', href: '/learning' };

export const megaMenuButtonLabel = 'Menu';
export const megaMenuLabel = 'Main menu';
export const megaMenuCloseLabel = 'Close menu';
export const megaMenuSearchLabel = 'Search from the menu';
export const headerSearchLabel = 'Site search';
export const megaMenuSections: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Email Newsletters', href: '/email-newsletters' },
      { label: 'Webinars', href: '/webinars' },
      { label: 'My Library', href: '/my-library' },
      { label: 'Account Settings', href: '/my-library/settings' },
    ],
  },
  {
    title: 'Popular topics',
    links: [
      { label: 'Managing Yourself', href: '/topic/managing-yourself' },
      { label: 'Leadership', href: '/topic/leadership' },
      { label: 'Strategy', href: '/topic/strategy' },
      { label: 'Managing People', href: '/topic/managing-people' },
      { label: 'Gender', href: '/topic/gender' },
      { label: 'Innovation', href: '/topic/innovation' },
      { label: 'Work-life Balance', href: '/topic/work-life-balance' },
    ],
  },
  {
    title: 'My account',
    links: [
      { label: 'Topic Feeds', href: '/my-library/topics' },
      { label: 'Orders', href: '/my-library/orders' },
      { label: 'Email Preferences', href: '/my-library/preferences' },
    ],
  },
];

export const searchLabel = 'Search';
export const searchPlaceholder = 'Search Masthead';
export const searchClearLabel = 'Clear search';
export const searchAction = '/search';
export const searchParam = 'term';
export const suggestionsLabel = 'Search suggestions';
export const suggestedTopicsLabel = 'Suggested topics';
export const suggestionsCount = (count: number) =>
  count === 1 ? '1 suggestion available.' : `${count} suggestions available.`;
/** A term answered with no record and no topic; Enter still searches for it. */
export const noSuggestions = (term: string) => `No suggestions for “${term}”.`;

export const userMenuLabel = 'Account menu';
export const userMenuLinks: readonly NavLink[] = [
  { label: 'My Library', href: '/my-library/library' },
  { label: 'Topic Feeds', href: '/my-library/topics' },
  { label: 'Orders', href: '/my-library/orders' },
  { label: 'Account Settings', href: '/my-library/settings' },
  { label: 'Email Preferences', href: '/my-library/preferences' },
];
export const logoutLabel = 'Log Out';
/** Opens the account dialog at the reader's passkeys (docs/behaviour.md#passkeys). Ours. */
export const passkeysLabel = 'Passkeys';

export const cartLabel = 'Cart';
export const cartTitle = 'Your cart';
export const cartEmpty = 'Your cart is empty.';
export const cartQuantity = (quantity: number) => `Qty: ${quantity}`;
export const cartTotalLabel = 'Subtotal';
export const viewCartLink: NavLink = { label: 'View Cart', href: '/shopping-cart' };
export const cartLoading = 'Loading your cart';

/** Placement names carried by the call-to-action links (docs/behaviour.md#header-links: names not shown). */
export type CtaPlacement = 'header' | 'mega-menu';
const tracked = (path: string, placement: CtaPlacement) =>
  `${path}?${new URLSearchParams({ source: 'masthead', placement: `${placement}-cta` }).toString()}`;
export const subscribeLink = (placement: CtaPlacement): NavLink => ({
  label: placement === 'header' ? 'Subscribe' : 'Start my subscription!',
  href: tracked('/subscriptions', placement),
});
export const giftLink = (placement: CtaPlacement): NavLink => ({
  label: 'Give a Gift!',
  href: tracked('/gift-subscriptions', placement),
});
