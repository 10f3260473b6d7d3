/** Every text the footer shows (docs/behaviour.md#footer-links), in one place. */

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterSection {
  id: string;
  title: string;
  links: readonly FooterLink[];
}

export const footerLandmarkLabel = 'Site footer';
/** Back to the page's top and the header's first stop (docs/behaviour.md#back-to-top). Ours. */
export const backToTopLabel = 'Back to top';

export const footerSections: readonly FooterSection[] = [
  {
    id: 'about',
    title: 'About us',
    links: [
      { label: 'About Masthead', href: '/about' },
      { label: 'About the Magazine', href: '/about/the-magazine' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Global Editions', href: '/global-editions' },
      { label: 'Permissions', href: '/permissions' },
      { label: 'Podcasts', href: '/podcasts' },
    ],
  },
  {
    id: 'store',
    title: 'Store',
    links: [
      { label: 'Articles', href: '/store/articles' },
      { label: 'Books', href: '/store/books' },
      { label: 'Case Studies', href: '/store/case-studies' },
      { label: 'Collections', href: '/store/collections' },
      { label: 'Magazine Issues', href: '/store/magazine-issues' },
      { label: 'Tools', href: '/store/tools' },
    ],
  },
  {
    id: 'collections',
    title: 'Popular collections',
    links: [
      { label: 'Guides', href: '/guides' },
      { label: '20-Minute Managers', href: '/20-minute-managers' },
      { label: 'Emotional Intelligence Series', href: '/emotional-intelligence-series' },
      { label: 'Must Reads', href: '/must-reads' },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    links: [
      { label: 'Help Center', href: '/subscriber-help' },
      { label: 'Account FAQ', href: '/subscriber-help#account-faq' },
    ],
  },
];

/** Links that open the sign-in dialog for anonymous visitors instead of navigating. */
export const accountSection: FooterSection = {
  id: 'account',
  title: 'My account',
  links: [
    { label: 'My Library', href: '/my-library' },
    { label: 'Topic Feeds', href: '/my-library/topics' },
    { label: 'Orders', href: '/my-library/orders' },
    { label: 'Account Settings', href: '/my-library/settings' },
    { label: 'Email Preferences', href: '/my-library/preferences' },
  ],
};

export const socialTitle = 'Follow us';

export const socialLinks = [
  { network: 'facebook', label: 'Masthead on Facebook', href: 'https://www.facebook.com/mastheadreview' },
  { network: 'x', label: 'Masthead on X', href: 'https://x.com/mastheadreview' },
  {
    network: 'linkedin',
    label: 'Masthead on LinkedIn',
    href: 'https://www.linkedin.com/company/masthead-review',
  },
  { network: 'instagram', label: 'Masthead on Instagram', href: 'https://www.instagram.com/mastheadreview' },
  { network: 'youtube', label: 'Masthead on YouTube', href: 'https://www.youtube.com/@mastheadreview' },
] as const;

export const newTabNote = '(opens in a new tab)';

export const legalLinks: readonly FooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Copyright Information', href: '/copyright' },
  { label: 'Terms of Use', href: '/terms-of-use' },
];

export const legalNavLabel = 'Legal';

export const copyright = (year: number) => `© ${year} Masthead Publishing. All rights reserved.`;
