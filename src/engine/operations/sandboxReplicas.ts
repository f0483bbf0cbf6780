/**
 * Sandbox-only targets for the simulated replica lag (storage/replicaLag.ts): how far the trailing
 * replica of every partition is behind, so that one eventually consistent read in three can answer
 * with data that old. The app's setting, a lesson's set-up and a test suite against `npm run serve`
 * all use these.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { isReplicaLag, MAX_REPLICA_LAG_MS } from '../storage/replicaLag.ts';

function lagDescription(engine: Engine) {
  return { LagMilliseconds: engine.replicas.lagMs };
}

export function describeReplicaLag(engine: Engine, _body: object) {
  return lagDescription(engine);
}

export function setReplicaLag(engine: Engine, body: object) {
  const lag = (body as { LagMilliseconds?: unknown }).LagMilliseconds;
  if (!isReplicaLag(lag)) {
    throw validation(`LagMilliseconds must be a whole number from 0 to ${MAX_REPLICA_LAG_MS}`);
  }
  engine.replicas.setLag(lag);
  return lagDescription(engine);
}
