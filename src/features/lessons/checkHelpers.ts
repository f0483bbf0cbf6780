/** Small helpers for exercises' checks: reading tables and items in DynamoDB JSON, and verdicts (streams: streamChecks.ts). */
import type { IndexKeys } from './lessonCalls.ts';
import type { CheckResult, LessonEngine, RecordedCall } from './lessonTypes.ts';

export type WireItem = Record<string, Record<string, unknown>>;

/** Epoch seconds as the header shows the sandbox's time, with the number itself: `2026-12-02 07:27:18 UTC (1796196438)`. */
export const clockText = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC (${seconds})`;

export const pass = (feedback: string): CheckResult => ({ passed: true, feedback });
export const notYet = (feedback: string): CheckResult => ({ passed: false, feedback });

/** The value of a string attribute, or undefined if the attribute is missing or not a string. */
export const stringOf = (item: WireItem | undefined, name: string): string | undefined => {
  const value = item?.[name]?.S;
  return typeof value === 'string' ? value : undefined;
};

/** The value of a number attribute as a JavaScript number, or undefined. */
export const numberOf = (item: WireItem | undefined, name: string): number | undefined => {
  const value = item?.[name]?.N;
  return typeof value === 'string' ? Number(value) : undefined;
};

export interface TableShape {
  TableStatus: string;
  KeySchema: { AttributeName: string; KeyType: string }[];
  AttributeDefinitions: { AttributeName: string; AttributeType: string }[];
  BillingModeSummary?: { BillingMode?: string };
}

/** The table's description, or what to tell the learner when it cannot be used yet. */
export async function describeTable(
  engine: LessonEngine,
  table: string,
): Promise<{ table: TableShape } | { problem: CheckResult }> {
  const described = await engine.call('DescribeTable', { TableName: table });
  if (!described.ok) {
    if (described.type === 'ResourceNotFoundException')
      return { problem: notYet(`There is no table named ${table} yet.`) };
    return { problem: notYet(`DescribeTable ${table} failed: ${described.type}: ${described.message}`) };
  }
  const description = described.reply.Table as TableShape;
  if (description.TableStatus !== 'ACTIVE')
    return {
      problem: notYet(
        `${table} is ${description.TableStatus}. Wait until it is ACTIVE (the clock must be running, or step it).`,
      ),
    };
  return { table: description };
}

/** The type of key attribute `name` in the table (`S`, `N`, `B`) with its role, or undefined. */
export function keyOf(table: TableShape, keyType: 'HASH' | 'RANGE') {
  const name = table.KeySchema.find((key) => key.KeyType === keyType)?.AttributeName;
  const type = table.AttributeDefinitions.find(
    (definition) => definition.AttributeName === name,
  )?.AttributeType;
  return name === undefined ? undefined : { name, type };
}

/** An item by key, or a verdict saying why it could not be read. */
export async function getItem(
  engine: LessonEngine,
  table: string,
  key: WireItem,
): Promise<{ item: WireItem | undefined } | { problem: CheckResult }> {
  const read = await engine.call('GetItem', { TableName: table, Key: key, ConsistentRead: true });
  if (!read.ok) return { problem: readFailed('GetItem', table, read) };
  return { item: read.reply.Item as WireItem | undefined };
}

/** Why a read failed, in words: a missing table the way describeTable says it, anything else as DynamoDB did. */
function readFailed(
  operation: string,
  table: string,
  result: { type: string; message: string },
): CheckResult {
  if (result.type === 'ResourceNotFoundException' && result.message === 'Requested resource not found')
    return notYet(`There is no table named ${table} yet.`);
  return notYet(`${operation} on ${table} failed: ${result.type}: ${result.message}`);
}

/** Every item a Query or Scan returns, over all its pages, or why it failed. */
export async function allPages(
  engine: LessonEngine,
  operation: 'Query' | 'Scan',
  request: Record<string, unknown>,
): Promise<{ items: WireItem[] } | { problem: CheckResult }> {
  const items: WireItem[] = [];
  let start: unknown;
  do {
    const page = await engine.call(operation, { ...request, ...(start ? { ExclusiveStartKey: start } : {}) });
    if (!page.ok) return { problem: readFailed(operation, String(request.TableName), page) };
    items.push(...((page.reply.Items as WireItem[]) ?? []));
    start = page.reply.LastEvaluatedKey;
  } while (start);
  return { items };
}

/** Every item of one item collection, sort key order. */
export function itemCollection(engine: LessonEngine, table: string, partitionKey: WireItem) {
  const [[name, value]] = Object.entries(partitionKey);
  return allPages(engine, 'Query', {
    TableName: table,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': name },
    ExpressionAttributeValues: { ':pk': value },
    ConsistentRead: true,
  });
}

/**
 * The learner's Console requests of one operation since the set-up, newest first; with `table`, only
 * those naming it as TableName (a Query on the table or any of its indexes).
 */
export const learnerCalls = (engine: LessonEngine, operation: string, table?: string): RecordedCall[] =>
  engine
    .recentCalls()
    .filter(
      (call) => call.operation === operation && (table === undefined || call.request.TableName === table),
    );

/** The learner's Console Queries on `table` (on the table or any of its indexes), newest first. */
export const learnerQueries = (engine: LessonEngine, table: string): RecordedCall[] =>
  learnerCalls(engine, 'Query', table);

/**
 * The newest of `calls` (requests of `operation`, on `table` if given) with its reply, or what to
 * tell the learner when there is none to judge.
 */
export function latestResult(
  calls: readonly RecordedCall[],
  operation: string,
  table?: string,
): { call: RecordedCall & { reply: Record<string, unknown> } } | { problem: CheckResult } {
  const [call] = calls;
  const named = table === undefined ? operation : `${operation} on ${table}`;
  if (!call)
    return { problem: notYet(`Run a ${named} in the Console first: this exercise checks its result.`) };
  if (!call.reply) return { problem: notYet(`Your latest ${named} failed: fix it and run it again.`) };
  return { call: call as RecordedCall & { reply: Record<string, unknown> } };
}

/** The capacity units a reply reports, when its request asked for ReturnConsumedCapacity. */
export const consumedUnits = (reply: Record<string, unknown> | undefined): number | undefined =>
  (reply?.ConsumedCapacity as { CapacityUnits?: number } | undefined)?.CapacityUnits;

/** GSIs are filled asynchronously: a check that reads one says so when it looks behind. */
export const INDEX_LAG_NOTE =
  'If you have just written, the index may still be catching up (GSIs are eventually consistent, and with the clock paused they do not catch up at all): check again in a moment.';

/** The way out of an index built wrong: DynamoDB changes neither its keys nor its projection. */
export const rebuildIndexAdvice = (name: string) =>
  `An index’s keys and projection cannot be changed: delete it with UpdateTable (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "${name}"}}]) and create it again once it is gone, or press Set up to start over.`;

/** A global secondary index as DescribeTable shows it. */
export interface IndexShape {
  IndexName: string;
  IndexStatus: string;
  KeySchema: { AttributeName: string; KeyType: string }[];
  Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
}

/**
 * What is still wrong with the global index `name` of `table`: missing, keyed otherwise (`keysProblem`
 * judges the index found against the table's attribute definitions, and says what is wrong with its
 * keys, or nothing), projecting otherwise (`expected.projectionProblem` judges it; by default anything
 * but ALL is wrong, for the reason `expected.projection`), or still being built; undefined once it and
 * the table are ACTIVE. The table is read directly rather than through describeTable: while an index is
 * being added the table itself is UPDATING, and the learner should hear about the index.
 */
export async function indexProblem(
  engine: LessonEngine,
  table: string,
  name: string,
  keysProblem: (
    index: IndexShape,
    definitions: TableShape['AttributeDefinitions'],
  ) => CheckResult | undefined,
  expected: {
    projection?: string;
    projectionProblem?: (index: IndexShape) => CheckResult | undefined;
  } = {},
): Promise<CheckResult | undefined> {
  const described = await engine.call('DescribeTable', { TableName: table });
  const found = described.ok
    ? (described.reply.Table as TableShape & { GlobalSecondaryIndexes?: IndexShape[] })
    : undefined;
  const indexes = found?.GlobalSecondaryIndexes ?? [];
  const index = indexes.find((candidate) => candidate.IndexName === name);
  if (found && index) {
    const keys = keysProblem(index, found.AttributeDefinitions);
    if (keys) return keys;
    const projection = expected.projectionProblem
      ? expected.projectionProblem(index)
      : index.Projection.ProjectionType !== 'ALL'
        ? notYet(
            `${name} projects ${index.Projection.ProjectionType}; the exercise asks for ALL${expected.projection ? `, so ${expected.projection}` : ''}. ${rebuildIndexAdvice(name)}`,
          )
        : undefined;
    if (projection) return projection;
    if (index.IndexStatus !== 'ACTIVE')
      return notYet(
        `${name} is ${index.IndexStatus}: DynamoDB is still building it from the table’s items. Check again once it is ACTIVE (the clock must be running, or step it).`,
      );
  }
  const usable = await describeTable(engine, table);
  if ('problem' in usable) return usable.problem;
  if (!index) {
    const others = indexes.map((other) => other.IndexName).join(', ');
    return notYet(
      `${table} has no global secondary index named ${name} yet${others ? ` (it has ${others})` : ''}.`,
    );
  }
  return undefined;
}

/**
 * indexProblem for an index keyed on one partition and at most one sort attribute, `expected`, both
 * strings (lessonCalls.ts). `why` adds the lesson's reason to the key and projection messages.
 */
export function globalIndexProblem(
  engine: LessonEngine,
  table: string,
  expected: IndexKeys,
  why: { keys?: string; projection?: string } = {},
): Promise<CheckResult | undefined> {
  const { name, hash, range } = expected;
  return indexProblem(
    engine,
    table,
    name,
    (index, definitions) => {
      const keys = index.KeySchema.map((key) => `${key.AttributeName} ${key.KeyType}`).join(', ');
      if (keys !== (range ? `${hash} HASH, ${range} RANGE` : `${hash} HASH`)) {
        const wanted = range ? `${hash} (HASH) and ${range} (RANGE)` : `${hash} (HASH)`;
        return notYet(
          `${name} is keyed by ${keys}; it should be ${wanted}${why.keys ? `: ${why.keys}` : ''}. ${rebuildIndexAdvice(name)}`,
        );
      }
      // Said before the index is built: it would leave out every item, whose key is a string.
      const typed = definitions.find(
        (d) => [hash, range].includes(d.AttributeName) && d.AttributeType !== 'S',
      );
      if (!typed) return undefined;
      const { AttributeName: attribute, AttributeType: type } = typed;
      return notYet(
        `${name} keys ${attribute} as ${type === 'N' ? 'a number' : 'binary'} (${type}); ${attribute} must be a string (S), the type the items store it as: the index leaves out every item whose ${attribute} has another type. ${rebuildIndexAdvice(name)}`,
      );
    },
    why,
  );
}

/**
 * The table's EarliestRestorableDateTime (epoch seconds, with its fraction), or undefined when
 * point-in-time recovery is off or the table cannot be described: when recovery was turned on.
 */
export async function earliestRestorable(engine: LessonEngine, table: string): Promise<number | undefined> {
  const described = await engine.call('DescribeContinuousBackups', { TableName: table });
  if (!described.ok) return undefined;
  const { ContinuousBackupsDescription: description } = described.reply as {
    ContinuousBackupsDescription: {
      PointInTimeRecoveryDescription?: { EarliestRestorableDateTime?: number };
    };
  };
  return description.PointInTimeRecoveryDescription?.EarliestRestorableDateTime;
}
