/**
 * Every field of a well-formed request for every operation, replaced in turn by each kind of JSON
 * value (and removed): the reply must be a success or an error DynamoDB defines — never a 500 —
 * and a rejected request must leave the data exactly as it was. Deterministic and exhaustive over
 * the sample requests, where the random fuzz test (dispatchFuzz) only samples.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { wireType, type ErrorName } from '../../src/engine/errors.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { mutationEngine } from './fieldMutationEngine.ts';
import { sampleRequests } from './fieldMutationRequests.ts';

const DEFINED_ERRORS: ErrorName[] = [
  'ValidationException',
  'PolicyNotFoundException',
  'ThrottlingException',
  'SerializationException',
  'ResourceNotFoundException',
  'ResourceInUseException',
  'ConditionalCheckFailedException',
  'TransactionCanceledException',
  'DuplicateItemException',
  'LimitExceededException',
  'ExpiredIteratorException',
  'TrimmedDataAccessException',
  'TableNotFoundException',
  'TableAlreadyExistsException',
  'TableInUseException',
  'BackupNotFoundException',
  'BackupInUseException',
  'PointInTimeRecoveryUnavailableException',
  'InvalidRestoreTimeException',
];
const definedTypes = new Set(DEFINED_ERRORS.map(wireType));

/** What each field is replaced with: every JSON kind, plus the empty and hostile ones. */
const REPLACEMENTS: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e12,
  2 ** 53 + 2,
  1e300,
  '',
  'x',
  'x'.repeat(5000),
  '__proto__',
  [],
  [null],
  ['x'],
  {},
  { x: null },
  { S: 'x' },
];
const REMOVED = Symbol('removed');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside `body`, outermost first. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((element, i) => found.push(...paths(element, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) found.push(...paths(value[key], [...prefix, key]));
  }
  return found;
}

function replaced(body: Json, path: (string | number)[], replacement: unknown): Json {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (replacement !== REMOVED) parent[last] = replacement as Json;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy as Json;
}

/**
 * Rejections that come before the operation reads or writes anything: the engine checks the
 * request's shape and its values before it touches a table or charges capacity. The engine such a
 * request left behind (its data checked unchanged below) serves the next request as a fresh one
 * would. Replying to all 10,583 requests on fresh engines and this way gave byte-for-byte the same
 * replies, and this way builds 667 engines instead of 10,583 (building them was two thirds of the
 * test's time).
 */
const UP_FRONT: ErrorName[] = ['ValidationException', 'SerializationException'];
const REJECTED_UP_FRONT = new Set(UP_FRONT.map(wireType));

describe('field mutations of well-formed requests', () => {
  it('answers each with success or a DynamoDB error, and errors change nothing', () => {
    const { stream } = mutationEngine();
    /** The engine a request finds (with its data as saved): fresh, or left as it was by a rejection. */
    let start: { engine: Engine; before: string } | undefined;
    let checked = 0;
    for (const sample of sampleRequests(stream)) {
      // Each starting point succeeds unchanged, so a mutation is what any error answers.
      const unchanged = dispatch(mutationEngine().engine, sample.target, JSON.stringify(sample.body));
      expect(unchanged.status, `${sample.target}: ${unchanged.body}`).toBe(200);
      for (const path of paths(sample.body as Json)) {
        for (const replacement of [...REPLACEMENTS, REMOVED]) {
          // A fresh engine after anything else: a success may change the data the next request meets,
          // and a later rejection may have spent capacity or moved a stream on.
          if (start === undefined) {
            const { engine } = mutationEngine();
            start = { engine, before: JSON.stringify(exportSnapshot(engine)) };
          }
          const { engine, before } = start;
          const body = JSON.stringify(replaced(sample.body as Json, path, replacement));
          const reply = dispatch(engine, sample.target, body);
          const context = `${sample.target} ${body} → ${reply.body}`;
          expect(reply.status, context).not.toBe(500);
          const type = reply.status === 200 ? undefined : (JSON.parse(reply.body).__type as string);
          if (type !== undefined) {
            expect(definedTypes, context).toContain(type);
            expect(JSON.stringify(exportSnapshot(engine)), context).toBe(before);
          }
          if (type === undefined || !REJECTED_UP_FRONT.has(type)) start = undefined;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  }, 120_000);
});
