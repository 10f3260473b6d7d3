import { describe, expect, it, vi } from 'vitest';
import { createUsLocation, demoLocationProvider, geoIpLocationProvider } from './location.ts';

function docWithGeo(geo: unknown) {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'defaultView', { value: { geoip2: geo } });
  return doc;
}
const loadScriptIn = (doc: Document, event: 'load' | 'error') =>
  doc.head.querySelector('script')?.dispatchEvent(new Event(event));

describe('the GeoIP adapter', () => {
  it('answers the country ISO code', async () => {
    const doc = docWithGeo({ country: (ok: (a: unknown) => void) => ok({ country: { iso_code: 'US' } }) });
    const lookup = geoIpLocationProvider({ scriptUrl: 'https://geo.test/a.js', doc }).countryCode();
    loadScriptIn(doc, 'load');
    await expect(lookup).resolves.toBe('US');
  });

  it("raises 'Cannot retrieve location' when the lookup fails", async () => {
    const doc = docWithGeo({
      country: (_ok: unknown, fail: (e: unknown) => void) => fail(new Error('quota')),
    });
    const lookup = geoIpLocationProvider({ scriptUrl: 'https://geo.test/b.js', doc }).countryCode();
    loadScriptIn(doc, 'load');
    await expect(lookup).rejects.toThrow('Cannot retrieve location');
  });

  it('logs a script load failure and raises', async () => {
    const doc = docWithGeo(undefined);
    const logError = vi.fn();
    const lookup = geoIpLocationProvider({ scriptUrl: 'https://geo.test/c.js', doc, logError }).countryCode();
    loadScriptIn(doc, 'error');
    await expect(lookup).rejects.toThrow('Cannot retrieve location');
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('geolocation script'), expect.any(Error));
  });
});

describe('the US location check', () => {
  it('is true for US and asks the provider once', async () => {
    const countryCode = vi.fn(async () => 'US');
    const location = createUsLocation({ countryCode });
    await expect(location.isUs()).resolves.toBe(true);
    await expect(location.isUs()).resolves.toBe(true);
    expect(countryCode).toHaveBeenCalledTimes(1);
  });

  it('is false for another country', async () => {
    await expect(createUsLocation({ countryCode: async () => 'GB' }).isUs()).resolves.toBe(false);
  });

  it('counts a failed lookup as not US and asks again next time', async () => {
    const countryCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Cannot retrieve location'))
      .mockResolvedValueOnce('US');
    const location = createUsLocation({ countryCode });
    await expect(location.isUs()).resolves.toBe(false);
    await expect(location.isUs()).resolves.toBe(true);
  });
});

describe('the demo adapter', () => {
  it('reads ?country= from the page URL', async () => {
    const win = { location: { search: '?country=us' } } as unknown as Window;
    await expect(demoLocationProvider(win).countryCode()).resolves.toBe('US');
  });

  it('is outside the US without the parameter', async () => {
    const win = { location: { search: '' } } as unknown as Window;
    await expect(demoLocationProvider(win).countryCode()).resolves.toBe('GB');
  });
});
