/** The article, with the ads around it. */
import { MastheadHeaderAd, MastheadInterstitial, MastheadPartnerAds } from '@masthead/react';
import { Article } from '../../lib/article.tsx';
import { SiteLinks } from './site-links.tsx';

export default function ArticlePage() {
  return (
    <Article
      ads={{
        top: <MastheadHeaderAd provider="demo" />,
        bottom: (
          <>
            <MastheadPartnerAds provider="demo" />
            <MastheadInterstitial provider="demo" />
          </>
        ),
      }}
      links={<SiteLinks />}
    />
  );
}
