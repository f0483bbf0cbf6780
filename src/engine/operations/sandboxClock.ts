/**
 * Sandbox-only targets (`DynamoSandbox.*`) that let any transport drive the virtual clock — the
 * browser app's clock controls, and a user's own test suite against `npm run serve` fast-forwarding
 * through TTL, stream retention or capacity refill. Times are epoch seconds, like DynamoDB's.
 */
import { LATEST_TIME_MS, MAX_SPEED, MIN_SPEED } from '../clock.ts';
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';

/** One simulated year: far enough for any lesson, small enough to stay a sane request. */
const MAX_ADVANCE_SECONDS = 366 * 24 * 3600;
const LATEST_TIME = `${LATEST_TIME_MS / 1000} (9999-12-31T23:59:59Z)`;

function clockDescription(engine: Engine) {
  const state = engine.clock.state();
  return { Time: state.now / 1000, Speed: state.speed, Paused: !state.running };
}

export function describeClock(engine: Engine, _body: object) {
  return clockDescription(engine);
}

export function advanceClock(engine: Engine, body: object) {
  const seconds = (body as { Seconds?: unknown }).Seconds;
  if (
    typeof seconds !== 'number' ||
    !Number.isFinite(seconds) ||
    seconds < 0 ||
    seconds > MAX_ADVANCE_SECONDS
  ) {
    throw validation(`Seconds must be a number from 0 to ${MAX_ADVANCE_SECONDS}`);
  }
  if (engine.now() + seconds * 1000 > LATEST_TIME_MS) {
    throw validation(`The clock cannot be advanced past ${LATEST_TIME}`);
  }
  engine.advance(seconds * 1000);
  rewake(engine);
  return clockDescription(engine);
}

export function setClock(engine: Engine, body: object) {
  const { Time, Speed, Paused } = body as { Time?: unknown; Speed?: unknown; Paused?: unknown };
  if (Time === undefined && Speed === undefined && Paused === undefined) {
    throw validation('SetClock needs at least one of Time, Speed or Paused');
  }
  if (
    Time !== undefined &&
    (typeof Time !== 'number' ||
      !Number.isFinite(Time) ||
      Time * 1000 < engine.now() ||
      Time * 1000 > LATEST_TIME_MS)
  ) {
    throw validation(`Time must be epoch seconds from the current simulated time to ${LATEST_TIME}`);
  }
  if (Speed !== undefined && (typeof Speed !== 'number' || !(Speed >= MIN_SPEED && Speed <= MAX_SPEED))) {
    throw validation(`Speed must be a number from ${MIN_SPEED} to ${MAX_SPEED}`);
  }
  if (Paused !== undefined && typeof Paused !== 'boolean') throw validation('Paused must be a boolean');
  if (Time !== undefined) engine.setTime(Time * 1000);
  if (Speed !== undefined) engine.clock.setSpeed(Speed);
  if (Paused === true) engine.clock.pause();
  if (Paused === false) engine.clock.resume();
  rewake(engine);
  return clockDescription(engine);
}

/**
 * Work already scheduled now falls due sooner or later in real time: the host running the clock
 * (startClockDriver) re-times its wake-up, or an in-flight transaction's reply would wait for the
 * next request after the clock is resumed, sped up or moved on.
 */
function rewake(engine: Engine): void {
  engine.regions.home.onScheduled?.(0);
}
