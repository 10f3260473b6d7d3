const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Formats a duration given in seconds (docs/behaviour.md#limits): under 60 in seconds, up to 3600 in minutes,
 * above that in hours. Partial units round up, because the text usually tells a reader how
 * long to wait (the sign-in lockout) and waiting less than said would fail again.
 * Negative or non-finite input reads as 0 seconds.
 */
export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  if (s < 60) return plural(s, 'second');
  if (s <= 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}
