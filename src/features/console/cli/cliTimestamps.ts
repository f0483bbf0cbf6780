/**
 * Timestamps as the AWS CLI v2 prints them. The wire carries them as epoch seconds (1796051657.08);
 * the CLI v2 prints ISO 8601 in the machine's time zone (2026-11-30T16:14:17.080000+01:00, Python's
 * isoformat: microseconds only when there are any), which is what --query sees too. The CLI v1
 * printed the number as it came. The members are every timestamp in DynamoDB's and DynamoDB
 * Streams' output shapes; they only ever hold numbers, so an item attribute of the same name (an
 * object) is never touched.
 */
import { TIMESTAMP_MEMBERS } from '../../../client/wireTypes.ts';

/** A copy of a reply with its timestamps as the CLI v2 prints them. */
export function withCliTimestamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withCliTimestamps);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    copy[key] =
      typeof member === 'number' && TIMESTAMP_MEMBERS.has(key)
        ? isoTimestamp(member)
        : withCliTimestamps(member);
  }
  return copy;
}

/** Python's `datetime.fromtimestamp(seconds, tzlocal()).isoformat()`. */
export function isoTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const offsetMinutes = -new Date(millis).getTimezoneOffset();
  const local = new Date(millis + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const micros = Math.round(seconds * 1e6) - Math.floor(seconds) * 1e6;
  const fraction = micros > 0 ? `.${String(micros).padStart(6, '0')}` : '';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${fraction}${sign}${hours}:${minutes}`;
}
