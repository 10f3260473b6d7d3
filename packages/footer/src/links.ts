/**
 * The footer's links (docs/behaviour.md#footer-links): where each goes and which of the
 * catalogue's texts names it (messages.ts). Addresses are not translated.
 */
import type { FooterText } from './messages.ts';

export interface FooterLink {
  label: FooterText;
  href: string;
}

export interface FooterSection {
  id: string;
  title: FooterText;
  links: readonly FooterLink[];
}

export const footerSections: readonly FooterSection[] = [
  {
    id: 'about',
    title: 'sectionAbout',
    links: [
      { label: 'linkAboutMasthead', href: '/about' },
      { label: 'linkAboutMagazine', href: '/about/the-magazine' },
      { label: 'linkCareers', href: '/careers' },
      { label: 'linkContactUs', href: '/contact-us' },
      { label: 'linkGlobalEditions', href: '/global-editions' },
      { label: 'linkPermissions', href: '/permissions' },
      { label: 'linkPodcasts', href: '/podcasts' },
    ],
  },
  {
    id: 'store',
    title: 'sectionStore',
    links: [
      { label: 'linkArticles', href: '/store/articles' },
      { label: 'linkBooks', href: '/store/books' },
      { label: 'linkCaseStudies', href: '/store/case-studies' },
      { label: 'linkCollections', href: '/store/collections' },
      { label: 'linkMagazineIssues', href: '/store/magazine-issues' },
      { label: 'linkTools', href: '/store/tools' },
    ],
  },
  {
    id: 'collections',
    title: 'sectionCollections',
    links: [
      { label: 'linkGuides', href: '/guides' },
      { label: 'linkTwentyMinuteManagers', href: '/20-minute-managers' },
      { label: 'linkEmotionalIntelligence', href: '/emotional-intelligence-series' },
      { label: 'linkMustReads', href: '/must-reads' },
    ],
  },
  {
    id: 'help',
    title: 'sectionHelp',
    links: [
      { label: 'linkHelpCenter', href: '/subscriber-help' },
      { label: 'linkAccountFaq', href: '/subscriber-help#account-faq' },
    ],
  },
];

/** Links that open the sign-in dialog for anonymous visitors instead of navigating. */
export const accountSection: FooterSection = {
  id: 'account',
  title: 'sectionAccount',
  links: [
    { label: 'linkMyLibrary', href: '/my-library' },
    { label: 'linkTopicFeeds', href: '/my-library/topics' },
    { label: 'linkOrders', href: '/my-library/orders' },
    { label: 'linkAccountSettings', href: '/my-library/settings' },
    { label: 'linkEmailPreferences', href: '/my-library/preferences' },
  ],
};

export const socialLinks = [
  { network: 'facebook', label: 'socialFacebook', href: 'https://www.facebook.com/mastheadreview' },
  { network: 'x', label: 'socialX', href: 'https://x.com/mastheadreview' },
  { network: 'linkedin', label: 'socialLinkedin', href: 'https://www.linkedin.com/company/masthead-review' },
  { network: 'instagram', label: 'socialInstagram', href: 'https://www.instagram.com/mastheadreview' },
  { network: 'youtube', label: 'socialYoutube', href: 'https://www.youtube.com/@mastheadreview' },
] as const satisfies readonly (FooterLink & { network: string })[];

export const legalLinks: readonly FooterLink[] = [
  { label: 'linkPrivacyPolicy', href: '/privacy-policy' },
  { label: 'linkCookiePolicy', href: '/cookie-policy' },
  { label: 'linkCopyright', href: '/copyright' },
  { label: 'linkTermsOfUse', href: '/terms-of-use' },
];
