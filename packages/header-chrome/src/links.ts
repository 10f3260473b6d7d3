/**
 * Where the header's links go (docs/behaviour.md#header-links). Paths are the same in every
 * language; each link names the catalogue message that labels it (messages.ts).
 */
import type { Label } from './messages.ts';

/** A link before it is put into words: its label is a key of the header's catalogue. */
export interface LinkTo {
  label: Label;
  href: string;
}

export const quickMenuLinks: readonly LinkTo[] = [
  { label: 'linkTheLatest', href: '/the-latest' },
  { label: 'linkMagazine', href: '/magazine' },
  { label: 'linkTopics', href: '/topics' },
  { label: 'linkPodcasts', href: '/podcasts' },
  { label: 'linkStore', href: '/store' },
  { label: 'linkBigIdea', href: '/big-ideas' },
  { label: 'linkDataVisuals', href: '/data-visuals' },
  { label: 'linkCaseSelections', href: '/case-selections' },
];
/** Subscribers only (docs/behaviour.md#roles). */
export const askAiLink: LinkTo = { label: 'linkAskAi', href: '/ai-beta' };
/** Subscribers flagged `isHmmEligible` only (docs/behaviour.md#roles). */
export const learningLink: LinkTo = { label: 'linkLearning', href: '/learning' };

export const megaMenuSections: readonly { title: Label; links: readonly LinkTo[] }[] = [
  {
    title: 'megaMenuExploreTitle',
    links: [
      { label: 'linkNewsletters', href: '/email-newsletters' },
      { label: 'linkWebinars', href: '/webinars' },
      { label: 'linkMyLibrary', href: '/my-library' },
      { label: 'linkAccountSettings', href: '/my-library/settings' },
    ],
  },
  {
    title: 'megaMenuTopicsTitle',
    links: [
      { label: 'linkManagingYourself', href: '/topic/managing-yourself' },
      { label: 'linkLeadership', href: '/topic/leadership' },
      { label: 'linkStrategy', href: '/topic/strategy' },
      { label: 'linkManagingPeople', href: '/topic/managing-people' },
      { label: 'linkGender', href: '/topic/gender' },
      { label: 'linkInnovation', href: '/topic/innovation' },
      { label: 'linkWorkLifeBalance', href: '/topic/work-life-balance' },
    ],
  },
  {
    title: 'megaMenuAccountTitle',
    links: [
      { label: 'linkTopicFeeds', href: '/my-library/topics' },
      { label: 'linkOrders', href: '/my-library/orders' },
      { label: 'linkEmailPreferences', href: '/my-library/preferences' },
    ],
  },
];

export const userMenuLinks: readonly LinkTo[] = [
  { label: 'linkMyLibrary', href: '/my-library/library' },
  { label: 'linkTopicFeeds', href: '/my-library/topics' },
  { label: 'linkOrders', href: '/my-library/orders' },
  { label: 'linkAccountSettings', href: '/my-library/settings' },
  { label: 'linkEmailPreferences', href: '/my-library/preferences' },
];

export const viewCartLink: LinkTo = { label: 'viewCartLabel', href: '/shopping-cart' };

export const searchAction = '/search';
export const searchParam = 'term';

/** Placement names carried by the call-to-action links (docs/behaviour.md#header-links: names not shown). */
export type CtaPlacement = 'header' | 'mega-menu';
const tracked = (path: string, placement: CtaPlacement) =>
  `${path}?${new URLSearchParams({ source: 'masthead', placement: `${placement}-cta` }).toString()}`;
export const subscribeLink = (placement: CtaPlacement): LinkTo => ({
  label: placement === 'header' ? 'subscribeLabel' : 'startSubscriptionLabel',
  href: tracked('/subscriptions', placement),
});
export const giftLink = (placement: CtaPlacement): LinkTo => ({
  label: 'giftLabel',
  href: tracked('/gift-subscriptions', placement),
});
