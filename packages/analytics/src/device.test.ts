import { describe, expect, it } from 'vitest';
import { deviceCategory, detectDevice, detectWindowDevice } from './index.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('deviceCategory', () => {
  it('reports desktops as Desktop whatever the width', () => {
    expect(deviceCategory({ userAgent: WINDOWS_CHROME, width: 1440 })).toBe('Desktop');
    expect(deviceCategory({ userAgent: WINDOWS_CHROME, width: 320 })).toBe('Desktop');
    expect(deviceCategory({ userAgent: MAC_SAFARI, width: 1280 })).toBe('Desktop');
  });

  it('reports a phone narrower than 600 px as Mobile', () => {
    expect(deviceCategory({ userAgent: IPHONE, width: 390 })).toBe('Mobile');
    expect(deviceCategory({ userAgent: ANDROID_PHONE, width: 599 })).toBe('Mobile');
  });

  it('reports a handheld from 600 px as Tablet (the threshold is inclusive)', () => {
    expect(deviceCategory({ userAgent: ANDROID_PHONE, width: 600 })).toBe('Tablet');
  });

  it('reports a handheld of unknown width as Mobile', () => {
    expect(deviceCategory({ userAgent: IPHONE })).toBe('Mobile');
  });

  it('reports named tablets as Tablet', () => {
    expect(deviceCategory({ userAgent: IPAD, width: 500 })).toBe('Tablet');
    expect(deviceCategory({ userAgent: ANDROID_TABLET, width: 800 })).toBe('Tablet');
    // iPadOS 13+ sends a desktop Safari user agent; touch points give it away.
    expect(deviceCategory({ userAgent: MAC_SAFARI, width: 820, maxTouchPoints: 5 })).toBe('Tablet');
  });

  it('reads only the first 500 characters of the user agent', () => {
    const padded = `${WINDOWS_CHROME.padEnd(500, ' ')}iPhone Mobile`;
    expect(deviceCategory({ userAgent: padded, width: 390 })).toBe('Desktop');
    const within = `${WINDOWS_CHROME.padEnd(480, ' ')}iPhone Mobile`;
    expect(deviceCategory({ userAgent: within, width: 390 })).toBe('Mobile');
  });

  it('is also exported as detectDevice', () => {
    expect(detectDevice({ userAgent: IPHONE, width: 390 })).toBe('Mobile');
  });
});

describe('detectWindowDevice', () => {
  it('reads the user agent and width from the window it is given', () => {
    const fake = {
      navigator: { userAgent: IPHONE, maxTouchPoints: 5 },
      screen: { width: 844, height: 390 },
      innerWidth: 844,
    } as unknown as Window;
    // A phone in landscape is still a phone: the screen's shorter side is used.
    expect(detectWindowDevice(fake)).toBe('Mobile');
  });

  it('falls back to the viewport width when the screen reports none', () => {
    const fake = {
      navigator: { userAgent: ANDROID_PHONE, maxTouchPoints: 5 },
      screen: { width: 0, height: 0 },
      innerWidth: 700,
    } as unknown as Window;
    expect(detectWindowDevice(fake)).toBe('Tablet');
  });

  it('defaults to the global window', () => {
    expect(detectWindowDevice()).toBe('Desktop');
  });
});
