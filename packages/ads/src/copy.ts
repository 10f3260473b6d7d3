/** Every text the ads remote shows or announces, in one place. */
export const copy = {
  /** Label of every ad, seen and announced (industry convention; readers must tell ads from content). */
  adLabel: 'Advertisement',
  partnerAdsLabel: 'Partner advertising',
  interstitialTitle: 'Advertisement',
  interstitialClose: 'Close advertisement',
  /** House creatives of the demo provider. */
  house: {
    header: {
      text: 'Unlimited access to every article, podcast and webinar.',
      cta: 'Subscribe',
      href: '/subscriptions',
    },
    interstitial: {
      text: 'Give a gift they will use every day: a year of Masthead.',
      cta: 'Give a Gift!',
      href: '/gift-subscriptions',
    },
    partner: [
      { text: 'Webinars with the people behind the research.', cta: 'See webinars', href: '/webinars' },
      { text: 'Big Ideas, in your inbox every week.', cta: 'Get the newsletter', href: '/email-newsletters' },
      { text: 'Case selections for your next class.', cta: 'Browse cases', href: '/case-selections' },
      { text: 'Listen to our podcasts on the go.', cta: 'Listen now', href: '/podcasts' },
    ],
  },
} as const;
