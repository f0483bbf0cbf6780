/**
 * What the app says of a table's disabled stream, by the engine's clock: a disabled stream stays
 * readable for 24 hours after it was disabled (Streams.html), and the engine forgets it then. So the
 * words follow the virtual clock — how long it stays readable, then that it no longer is — rather
 * than promise 24 hours days after the stream was disabled.
 */
import type { StreamRetention } from '../../client/streamCalls.ts';

/**
 * `retention` as the engine described the table's latest stream (undefined until it answers), `now`
 * the simulated time in epoch seconds. The phrase follows "Disabled" or "The stream is off".
 */
export function lastStreamReadability(
  retention: StreamRetention | 'gone' | undefined,
  now: number | undefined,
): string {
  if (streamGone(retention, now)) {
    return 'the last stream is no longer readable: a disabled stream is kept for 24 hours';
  }
  const until = retention === 'gone' ? undefined : retention?.ReadableUntilDateTime;
  // Until the engine has answered: the rule, which promises nothing of this stream now.
  if (until === undefined || now === undefined) {
    return 'the last stream is readable until 24 hours after it was disabled';
  }
  return `the last stream stays readable for ${timeLeft(until - now)} more (24 hours after it was disabled)`;
}

/**
 * Whether the engine has forgotten the stream by `now` (epoch seconds): it said so, or the clock has
 * passed the end of its 24 hours since it answered. False while the answer is awaited.
 */
export function streamGone(
  retention: StreamRetention | 'gone' | undefined,
  now: number | undefined,
): boolean {
  if (retention === 'gone') return true;
  const until = retention?.ReadableUntilDateTime;
  return until !== undefined && now !== undefined && until <= now;
}

/** `23 h 5 min`, `40 min`, or `less than a minute`. */
function timeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
