import { describe, expect, it, vi } from 'vitest';
import { staticConsent } from './types.ts';
import { tcfConsent, type TcData, type TcfApi } from './tcf.ts';

/** A CMP that records listeners and lets the test send it TC data. */
function fakeCmp() {
  const listeners = new Map<number, (data: TcData, success: boolean) => void>();
  const removed: number[] = [];
  let nextId = 1;
  const api: TcfApi = (command, _version, callback, listenerId) => {
    if (command === 'removeEventListener') {
      removed.push(listenerId ?? -1);
      listeners.delete(listenerId ?? -1);
      callback(true, true);
      return;
    }
    const id = nextId++;
    listeners.set(id, callback as (data: TcData, success: boolean) => void);
  };
  const send = (data: TcData, success = true) => {
    for (const [id, listener] of listeners) listener({ ...data, listenerId: id }, success);
  };
  return { api, send, removed, listeners };
}

const consents = (...purposes: number[]) => ({
  consents: Object.fromEntries(purposes.map((p) => [String(p), true])),
});

describe('TCF consent adapter', () => {
  it('answers no without a CMP on the page', async () => {
    const answer = vi.fn();
    tcfConsent(() => undefined).onAdConsent(answer);
    await Promise.resolve();
    expect(answer).toHaveBeenCalledWith(false);
  });

  it('waits while the banner shows, then answers yes with purposes 1 and 2, and stops listening', () => {
    const cmp = fakeCmp();
    const answer = vi.fn();
    tcfConsent(() => cmp.api).onAdConsent(answer);
    cmp.send({ gdprApplies: true, eventStatus: 'cmpuishown' });
    expect(answer).not.toHaveBeenCalled();
    cmp.send({ gdprApplies: true, eventStatus: 'useractioncomplete', purpose: consents(1, 2) });
    expect(answer).toHaveBeenCalledExactlyOnceWith(true);
    expect(cmp.removed).toEqual([1]);
  });

  it('answers no without basic-ads consent', () => {
    const cmp = fakeCmp();
    const answer = vi.fn();
    tcfConsent(() => cmp.api).onAdConsent(answer);
    cmp.send({ gdprApplies: true, eventStatus: 'tcloaded', purpose: consents(1) });
    expect(answer).toHaveBeenCalledWith(false);
  });

  it('answers yes where GDPR does not apply, no when the CMP fails', () => {
    const cmp = fakeCmp();
    const yes = vi.fn();
    tcfConsent(() => cmp.api).onAdConsent(yes);
    cmp.send({ gdprApplies: false });
    expect(yes).toHaveBeenCalledWith(true);
    const other = fakeCmp();
    const no = vi.fn();
    tcfConsent(() => other.api).onAdConsent(no);
    other.send({}, false);
    expect(no).toHaveBeenCalledWith(false);
  });

  it('stops listening when the widget goes away before an answer', () => {
    const cmp = fakeCmp();
    const answer = vi.fn();
    const stop = tcfConsent(() => cmp.api).onAdConsent(answer);
    cmp.send({ gdprApplies: true, eventStatus: 'cmpuishown' });
    stop();
    expect(cmp.removed).toEqual([1]);
    cmp.send({ gdprApplies: true, eventStatus: 'useractioncomplete', purpose: consents(1, 2) });
    expect(answer).not.toHaveBeenCalled();
  });
});

describe('demo consent adapter', () => {
  it('answers its fixed value, unless cancelled first', async () => {
    const yes = vi.fn();
    const no = vi.fn();
    const cancelled = vi.fn();
    staticConsent(true).onAdConsent(yes);
    staticConsent(false).onAdConsent(no);
    staticConsent(true).onAdConsent(cancelled)();
    await Promise.resolve();
    expect(yes).toHaveBeenCalledWith(true);
    expect(no).toHaveBeenCalledWith(false);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
