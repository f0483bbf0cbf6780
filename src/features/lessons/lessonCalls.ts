/** Building the calls exercises are made of: on-demand tables with string keys, and their items. */
import type { LessonCall } from './lessonTypes.ts';

export interface IndexKeys {
  name: string;
  hash: string;
  range?: string;
  /** What the index holds besides its keys; every attribute (ALL) unless it says otherwise. */
  projection?: { ProjectionType: 'ALL' | 'KEYS_ONLY' | 'INCLUDE'; NonKeyAttributes?: string[] };
}

const keySchema = (hash: string, range?: string) => [
  { AttributeName: hash, KeyType: 'HASH' },
  ...(range ? [{ AttributeName: range, KeyType: 'RANGE' }] : []),
];

/**
 * CreateTable for an on-demand table whose key attributes (the table's and its global indexes')
 * are all strings; indexes project every attribute unless they name a projection.
 */
export function createTableCall(
  table: string,
  keys: { hash: string; range?: string },
  indexes: readonly IndexKeys[] = [],
): LessonCall {
  return {
    operation: 'CreateTable',
    body: {
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: keySchema(keys.hash, keys.range),
      AttributeDefinitions: stringAttributes([
        keys.hash,
        keys.range,
        ...indexes.flatMap((index) => [index.hash, index.range]),
      ]),
      ...(indexes.length > 0 && { GlobalSecondaryIndexes: indexes.map(indexDefinition) }),
    },
  };
}

const stringAttributes = (names: readonly (string | undefined)[]) =>
  [...new Set(names)]
    .filter((name) => name !== undefined)
    .map((name) => ({ AttributeName: name, AttributeType: 'S' }));

const indexDefinition = (index: IndexKeys) => ({
  IndexName: index.name,
  KeySchema: keySchema(index.hash, index.range),
  Projection: index.projection ?? { ProjectionType: 'ALL' },
});

/** UpdateTable adding a global index with string keys (projecting every attribute unless it says otherwise). */
export const createIndexCall = (table: string, index: IndexKeys): LessonCall => ({
  operation: 'UpdateTable',
  body: {
    TableName: table,
    AttributeDefinitions: stringAttributes([index.hash, index.range]),
    GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
  },
});

/** The single-table `app` of the lessons: string keys PK and SK. */
export const createAppTable = (indexes: readonly IndexKeys[] = []) =>
  createTableCall('app', { hash: 'PK', range: 'SK' }, indexes);

export const putCall = (table: string, item: Record<string, unknown>): LessonCall => ({
  operation: 'PutItem',
  body: { TableName: table, Item: item },
});

/**
 * The set-up steps that go to a sandbox target (`DynamoSandbox.*`) instead of DynamoDB (runCalls):
 * they move or pause the clock, set the replica lag and put files in the sandbox's S3. Set-ups
 * only: a solution's calls are each opened in the Console, which sends no sandbox targets.
 */
export const SANDBOX_STEPS: ReadonlySet<string> = new Set([
  'AdvanceClock',
  'SetClock',
  'SetReplicaLag',
  'S3PutObject',
]);

/**
 * A set-up step that lets time pass on the sandbox clock, e.g. between turning on recovery and an
 * accident.
 */
export const advanceClockCall = (seconds: number): LessonCall => ({
  operation: 'AdvanceClock',
  body: { Seconds: seconds },
});

/**
 * A set-up step that stops the sandbox clock, so that what the set-up leaves in flight (a replica
 * behind, an index catching up) stays so until the learner steps or resumes the clock.
 */
export const pauseClockCall = (): LessonCall => ({ operation: 'SetClock', body: { Paused: true } });

/** A set-up step that sets the sandbox clock running again, at the speed it had. */
export const resumeClockCall = (): LessonCall => ({ operation: 'SetClock', body: { Paused: false } });

/**
 * A set-up step that sets the simulated replica lag (engine storage/replicaLag.ts): from then on, one
 * eventually consistent read in three may miss the writes of the last `milliseconds`.
 */
export const replicaLagCall = (milliseconds: number): LessonCall => ({
  operation: 'SetReplicaLag',
  body: { LagMilliseconds: milliseconds },
});

/** Text as the base64 of its UTF-8 bytes, the form an S3 object's body takes on the sandbox's S3 targets. */
function base64OfText(text: string): string {
  let bytes = '';
  for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte);
  return btoa(bytes);
}

/**
 * A set-up step that puts a file in the sandbox's simulated S3 (any valid bucket name exists there),
 * for an ImportTable to read.
 */
export const putS3ObjectCall = (bucket: string, key: string, text: string): LessonCall => ({
  operation: 'S3PutObject',
  body: { Bucket: bucket, Key: key, Body: base64OfText(text) },
});
