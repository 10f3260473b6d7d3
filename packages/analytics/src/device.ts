/** The three device categories reported to analytics (docs/behaviour.md#limits). */
export type DeviceCategory = 'Mobile' | 'Tablet' | 'Desktop';

/** What device detection reads; pure data so it runs anywhere (tests, server, any window). */
export interface DeviceHints {
  userAgent: string;
  /**
   * The device's width in CSS pixels; ideally the shorter side of the screen so a phone in
   * landscape stays a phone. Unknown (undefined or 0) means "trust the user agent".
   */
  width?: number | undefined;
  /** `navigator.maxTouchPoints`: iPadOS 13+ reports a desktop Safari user agent. */
  maxTouchPoints?: number | undefined;
}

/** docs/behaviour.md#limits: only the first 500 characters of the user agent are read (bounds regex work). */
export const USER_AGENT_MAX_LENGTH = 500;
/**
 * docs/behaviour.md#limits: a handheld narrower than this is a phone. 600 is also Android's own tablet line
 * (smallest width 600dp), so large phones and unfolded foldables count as tablets.
 */
export const PHONE_MAX_WIDTH = 600;

// Tokens that name a tablet outright; Android without "Mobile" is a tablet per Google's UA guidance.
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const HANDHELD_UA = /Mobi|iPhone|iPod|Android|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS/i;

/**
 * Categorises a device from its user agent (first 500 characters) and width (docs/behaviour.md#limits).
 * Named tablets are Tablet; other handhelds are Mobile below 600 px and Tablet from 600 px;
 * everything else is Desktop.
 */
export function deviceCategory({ userAgent, width, maxTouchPoints = 0 }: DeviceHints): DeviceCategory {
  const ua = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  if (TABLET_UA.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'Tablet';
  if (!HANDHELD_UA.test(ua)) return 'Desktop';
  return width !== undefined && width >= PHONE_MAX_WIDTH ? 'Tablet' : 'Mobile';
}

/** Alias of {@link deviceCategory}. */
export const detectDevice = deviceCategory;

/**
 * Reads the hints from a window (the global one by default, read when called, never at
 * import time) and categorises the device. Width is the screen's shorter side, falling back
 * to the viewport width.
 */
export function detectWindowDevice(win: Window = window): DeviceCategory {
  const { navigator, screen } = win;
  const screenWidth = screen && screen.width > 0 ? Math.min(screen.width, screen.height || screen.width) : 0;
  const width = screenWidth || win.innerWidth || undefined;
  return deviceCategory({ userAgent: navigator.userAgent, width, maxTouchPoints: navigator.maxTouchPoints });
}
