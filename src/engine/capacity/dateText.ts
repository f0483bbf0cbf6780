/**
 * Dates as DynamoDB writes them into its messages (its service runs on Java): in
 * LimitExceededException the full style, "Friday, October 9, 2026 at 12:21:34 AM Coordinated
 * Universal Time", and the Date.toString style, "Sat Feb 23 03:07:45 UTC 2019"; in the backup and
 * restore messages ISO 8601 to the second, "2026-10-08T23:16:33Z". Always UTC, no locale lookups.
 */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number) => String(n).padStart(2, '0');

export function fullUtcText(epochMs: number): string {
  const d = new Date(epochMs);
  const hours = d.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  return (
    `${DAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ` +
    `${clock} ${hours < 12 ? 'AM' : 'PM'} Coordinated Universal Time`
  );
}

export function javaUtcText(epochMs: number): string {
  const d = new Date(epochMs);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  return (
    `${DAYS[d.getUTCDay()].slice(0, 3)} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${two(d.getUTCDate())} ` +
    `${time} UTC ${d.getUTCFullYear()}`
  );
}

export function isoSecondsText(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Epoch ms of the next 00:00 UTC after `epochMs`. */
export function nextUtcMidnight(epochMs: number): number {
  const day = 24 * 3600 * 1000;
  return (Math.floor(epochMs / day) + 1) * day;
}
