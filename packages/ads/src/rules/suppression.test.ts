import { describe, expect, it } from 'vitest';
import { adsConfig } from '../config.ts';
import { suppressionReason } from './suppression.ts';

const rules = adsConfig.interstitial;
const reason = (search: string, cookie = '') => suppressionReason({ search, cookie }, rules);

describe('interstitial suppression (docs/behaviour.md#limits)', () => {
  it('does not suppress a plain page view', () => {
    expect(reason('')).toBeNull();
    expect(reason('?utm_source=x', 'other=1')).toBeNull();
  });

  it('is suppressed by hideIntromercial=true only', () => {
    expect(reason('?hideIntromercial=true')).toBe('hide-intromercial');
    expect(reason('?hideIntromercial=TRUE')).toBe('hide-intromercial');
    expect(reason('?hideIntromercial=false')).toBeNull();
    expect(reason('?hideIntromercial=')).toBeNull();
  });

  it('is suppressed by the two email campaign values and cpc in cm_mmc (configuration)', () => {
    expect(rules.suppressingCampaigns).toHaveLength(3);
    expect(rules.suppressingCampaigns).toContain('cpc');
    for (const value of rules.suppressingCampaigns) expect(reason(`?cm_mmc=${value}`)).toBe('campaign');
    expect(reason('?cm_mmc=CPC')).toBe('campaign');
    expect(reason('?cm_mmc=social')).toBeNull();
  });

  it('is suppressed by the partner cookie (name is configuration), not by a look-alike', () => {
    expect(reason('', `a=1; ${rules.partnerCookie}=yes`)).toBe('partner-cookie');
    expect(reason('', `${rules.partnerCookie}=`)).toBe('partner-cookie');
    expect(reason('', `${rules.partnerCookie}_old=1; x${rules.partnerCookie}=1`)).toBeNull();
  });
});
