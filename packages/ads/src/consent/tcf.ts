/**
 * IAB TCF v2 adapter: asks the page's CMP (`__tcfapi`) and answers once the reader's choice
 * is known. Ads need purpose 1 (store or access information on a device) and purpose 2
 * (basic ads). Where GDPR does not apply, consent is granted; without a CMP it is not.
 */
import type { ConsentProvider } from './types.ts';

export interface TcData {
  gdprApplies?: boolean;
  eventStatus?: 'tcloaded' | 'cmpuishown' | 'useractioncomplete';
  listenerId?: number;
  purpose?: { consents?: Record<string, boolean | undefined> };
}
export type TcfApi = (
  command: 'addEventListener' | 'removeEventListener',
  version: 2,
  callback: (data: TcData | boolean, success: boolean) => void,
  listenerId?: number,
) => void;

export const requiredPurposes = [1, 2] as const;

export function tcfConsent(getApi: () => TcfApi | undefined): ConsentProvider {
  return {
    onAdConsent(callback) {
      const api = getApi();
      let listenerId: number | undefined;
      let done = false;
      const stop = () => {
        if (api && listenerId !== undefined) api('removeEventListener', 2, () => {}, listenerId);
        listenerId = undefined;
      };
      const answer = (granted: boolean) => {
        if (done) return;
        done = true;
        stop();
        callback(granted);
      };
      if (!api) {
        queueMicrotask(() => answer(false));
        return () => {
          done = true;
        };
      }
      api('addEventListener', 2, (data, success) => {
        if (done || typeof data === 'boolean') return;
        if (data.listenerId !== undefined) listenerId = data.listenerId;
        if (!success) return answer(false);
        if (data.gdprApplies === false) return answer(true);
        // 'cmpuishown': the reader has not answered yet; wait for their choice.
        if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return;
        answer(requiredPurposes.every((purpose) => data.purpose?.consents?.[purpose] === true));
      });
      return () => {
        done = true;
        stop();
      };
    },
  };
}

/** The page's TCF API, if it has a CMP. */
export function pageTcfApi(win: Window | null | undefined): TcfApi | undefined {
  return (win as (Window & { __tcfapi?: TcfApi }) | null | undefined)?.__tcfapi;
}
