/** When the interstitial must not show, whatever the ad server says (docs/behaviour.md#limits). */
export type SuppressionReason = 'hide-intromercial' | 'campaign' | 'partner-cookie';

export interface SuppressionInput {
  /** The page's query string (`location.search`). */
  search: string;
  /** The page's cookies (`document.cookie`). */
  cookie: string;
}

export interface SuppressionRules {
  suppressingCampaigns: readonly string[];
  partnerCookie: string;
}

function hasCookie(cookie: string, name: string): boolean {
  return cookie.split(';').some((part) => part.split('=')[0]?.trim() === name);
}

/** The first rule that suppresses the interstitial on this page, or null. */
export function suppressionReason(
  { search, cookie }: SuppressionInput,
  { suppressingCampaigns, partnerCookie }: SuppressionRules,
): SuppressionReason | null {
  const params = new URLSearchParams(search);
  if (params.get('hideIntromercial')?.toLowerCase() === 'true') return 'hide-intromercial';
  const campaign = params.get('cm_mmc')?.toLowerCase();
  if (campaign && suppressingCampaigns.some((value) => value.toLowerCase() === campaign)) return 'campaign';
  if (hasCookie(cookie, partnerCookie)) return 'partner-cookie';
  return null;
}
