/**
 * What the app saves comes back. Random tables — key types S, N or B, with or without a sort key,
 * global and local indexes with every projection type, provisioned or on demand — filled with random
 * items of every attribute type (names such as `__proto__` included), then exported, carried through
 * JSON as IndexedDB or a downloaded file would carry them, and imported into a fresh engine, must
 * describe and scan exactly as before, table and indexes, in the same order — and save again to the
 * same data, the stream's records and the point-in-time recovery log included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { ok, testEngine } from '../helpers/wire.ts';

type Value = Record<string, unknown>;
type KeyType = 'S' | 'N' | 'B';

const keyType = fc.constantFrom<KeyType>('S', 'N', 'B');
const keyValue = (type: KeyType): fc.Arbitrary<Value> =>
  type === 'S'
    ? fc.string({ minLength: 1, maxLength: 6 }).map((S) => ({ S }))
    : type === 'N'
      ? fc.integer({ min: -500, max: 500 }).map((n) => ({ N: String(n) }))
      : fc.uint8Array({ minLength: 1, maxLength: 4 }).map((b) => ({ B: Buffer.from(b).toString('base64') }));

const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.string({ maxLength: 8 }).map((S) => ({ S })),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => ({ N: String(n / 1000) })),
  fc.uint8Array({ maxLength: 6 }).map((b) => ({ B: Buffer.from(b).toString('base64') })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true }),
  fc.uniqueArray(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
  fc
    .uniqueArray(fc.integer({ min: -99, max: 99 }), { minLength: 1, maxLength: 3 })
    .map((ns) => ({ NS: ns.map(String) })),
);
const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }).map((L) => ({ L })),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor'), scalar, { maxKeys: 2 }).map((M) => ({ M })),
);

const schema = fc.record({
  pk: keyType,
  sk: fc.option(keyType, { nil: undefined }),
  /** GSI keyed on `g` (and `gs`); LSI on `ls` — both only when the items carry them. */
  gsi: fc.option(
    fc.record({
      hash: keyType,
      range: fc.option(keyType, { nil: undefined }),
      projection: fc.constantFrom('ALL', 'KEYS_ONLY', 'INCLUDE'),
    }),
    { nil: undefined },
  ),
  lsi: fc.option(fc.record({ range: keyType, projection: fc.constantFrom('ALL', 'KEYS_ONLY', 'INCLUDE') }), {
    nil: undefined,
  }),
  provisioned: fc.boolean(),
  stream: fc.option(fc.constantFrom('KEYS_ONLY', 'NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES'), {
    nil: undefined,
  }),
  pointInTime: fc.boolean(),
  /** Halfway through, the stream is disabled and a new one enabled (the old one stays readable). */
  restartStream: fc.boolean(),
});
type Schema = typeof schema extends fc.Arbitrary<infer T> ? T : never;

const projection = (type: string) =>
  type === 'INCLUDE' ? { ProjectionType: 'INCLUDE', NonKeyAttributes: ['a'] } : { ProjectionType: type };

function createTable(engine: Engine, s: Schema): void {
  const definitions = new Map<string, KeyType>([['pk', s.pk]]);
  const keySchema = [{ AttributeName: 'pk', KeyType: 'HASH' }];
  if (s.sk) {
    definitions.set('sk', s.sk);
    keySchema.push({ AttributeName: 'sk', KeyType: 'RANGE' });
  }
  const request: Record<string, unknown> = { TableName: 'saved', KeySchema: keySchema };
  if (s.gsi) {
    definitions.set('g', s.gsi.hash);
    const indexKeys = [{ AttributeName: 'g', KeyType: 'HASH' }];
    if (s.gsi.range) {
      definitions.set('gs', s.gsi.range);
      indexKeys.push({ AttributeName: 'gs', KeyType: 'RANGE' });
    }
    request.GlobalSecondaryIndexes = [
      {
        IndexName: 'global',
        KeySchema: indexKeys,
        Projection: projection(s.gsi.projection),
        ...(s.provisioned ? { ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 } } : {}),
      },
    ];
  }
  if (s.lsi && s.sk) {
    definitions.set('ls', s.lsi.range);
    request.LocalSecondaryIndexes = [
      {
        IndexName: 'local',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'ls', KeyType: 'RANGE' },
        ],
        Projection: projection(s.lsi.projection),
      },
    ];
  }
  request.AttributeDefinitions = [...definitions].map(([AttributeName, AttributeType]) => ({
    AttributeName,
    AttributeType,
  }));
  if (s.provisioned) request.ProvisionedThroughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
  else request.BillingMode = 'PAY_PER_REQUEST';
  if (s.stream) request.StreamSpecification = { StreamEnabled: true, StreamViewType: s.stream };
  ok(engine, 'CreateTable', request);
  if (s.pointInTime) {
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'saved',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  }
}

/** Items for the schema: its keys, sometimes the index keys, and random other attributes. */
const itemsFor = (s: Schema) =>
  fc.array(
    fc.record({
      pk: keyValue(s.pk),
      sk: s.sk ? keyValue(s.sk) : fc.constant(undefined),
      g: s.gsi ? fc.option(keyValue(s.gsi.hash), { nil: undefined }) : fc.constant(undefined),
      gs: s.gsi?.range ? keyValue(s.gsi.range) : fc.constant(undefined),
      ls: s.lsi && s.sk ? fc.option(keyValue(s.lsi.range), { nil: undefined }) : fc.constant(undefined),
      rest: fc.dictionary(fc.constantFrom('a', 'b', '__proto__', 'toString'), value, { maxKeys: 3 }),
    }),
    { maxLength: 25 },
  );

function scans(engine: Engine, s: Schema): unknown[] {
  const indexes = [undefined, s.gsi ? 'global' : undefined, s.lsi && s.sk ? 'local' : undefined];
  return indexes
    .filter((name, i) => i === 0 || name !== undefined)
    .map(
      (IndexName) => ok(engine, 'Scan', { TableName: 'saved', ...(IndexName ? { IndexName } : {}) }).Items,
    );
}

describe('snapshot round trip', () => {
  it('gives back tables that describe and scan as before', () => {
    fc.assert(
      fc.property(
        schema.chain((s) => fc.tuple(fc.constant(s), itemsFor(s))),
        ([s, rows]) => {
          const source = testEngine({ capacity: { enforce: false } });
          createTable(source, s);
          for (const [i, row] of rows.entries()) {
            const item: Record<string, Value> = { ...row.rest, pk: row.pk };
            for (const name of ['sk', 'g', 'gs', 'ls'] as const) if (row[name]) item[name] = row[name];
            // Every third row deletes instead: stream and recovery logs hold removals too.
            if (i % 3 === 2) {
              const Key: Record<string, Value> = { pk: row.pk };
              if (row.sk) Key.sk = row.sk;
              ok(source, 'DeleteItem', { TableName: 'saved', Key });
            } else ok(source, 'PutItem', { TableName: 'saved', Item: item });
            source.advance(1000);
            if (s.stream && s.restartStream && i === Math.floor(rows.length / 2)) {
              for (const StreamEnabled of [false, true]) {
                const StreamSpecification = {
                  StreamEnabled,
                  StreamViewType: StreamEnabled ? s.stream : undefined,
                };
                ok(source, 'UpdateTable', { TableName: 'saved', StreamSpecification });
                source.advance(1000);
              }
            }
          }
          const saved = JSON.stringify(exportSnapshot(source));
          const target = testEngine({ capacity: { enforce: false } });
          importSnapshot(target, JSON.parse(saved));
          // Saving the restored engine gives the same data: stream records, recovery log and all.
          expect(JSON.parse(JSON.stringify(exportSnapshot(target)))).toEqual(JSON.parse(saved));
          expect(ok(target, 'DescribeTable', { TableName: 'saved' })).toEqual(
            ok(source, 'DescribeTable', { TableName: 'saved' }),
          );
          expect(scans(target, s)).toEqual(scans(source, s));
        },
      ),
      { numRuns: 120, seed: 20261130 },
    );
  });
});
