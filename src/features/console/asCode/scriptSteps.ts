/**
 * What a script of several requests adds to the requests themselves: a heading for each, a guard
 * around a request meant to fail, and a wait after a request that changes a table — DynamoDB answers
 * CreateTable, a restore, an import, DeleteTable and UpdateTable at once and does the work afterwards, so the
 * next request would meet a table (or an index) that is not ready yet.
 */

export interface ScriptStep {
  operation: string;
  request: Record<string, unknown>;
  /** The request is meant to fail with this error (a condition doing its job). */
  expectError?: string;
  /** The Region it was signed for, when not the home Region (a global table's replica). */
  region?: string;
}

export type ScriptCode =
  | {
      ok: true;
      text: string;
      /**
       * The script as the Console's own mode for the language runs it: `text` itself, or for the AWS
       * CLI a version without the resend loops of batch writes (the Console runs no shell loops);
       * undefined when the Console cannot run it.
       */
      consoleText: string | undefined;
    }
  | { ok: false; reason: string };

/**
 * What to wait for after a step: the table to exist and be ACTIVE, to be gone, or (after
 * UpdateTable) to be ACTIVE with every index ACTIVE — a new index is built in the background while
 * the table is already ACTIVE again, and a Query on it fails until it is done — and, after a
 * replica change, every replica ACTIVE (a table with items is ACTIVE again before its new replica).
 */
export type TableWait =
  | { until: 'exists' | 'gone'; table: string }
  | { until: 'active'; table: string; indexes: boolean; vectorIndexes: boolean; replicas: boolean };

export function waitAfter(step: ScriptStep): TableWait | undefined {
  if (step.expectError) return undefined;
  const { request } = step;
  const name = (member: string) => (typeof request[member] === 'string' ? request[member] : undefined);
  switch (step.operation) {
    case 'CreateTable':
      return table('exists', name('TableName'));
    case 'RestoreTableFromBackup':
    case 'RestoreTableToPointInTime':
      return table('exists', name('TargetTableName'));
    case 'ImportTable': {
      // The new table is unknown for a while, then CREATING until the import has read every object:
      // the table-exists waiter retries on ResourceNotFoundException.
      const creation = request.TableCreationParameters as { TableName?: unknown } | undefined;
      return table('exists', typeof creation?.TableName === 'string' ? creation.TableName : undefined);
    }
    case 'DeleteTable':
      return table('gone', name('TableName'));
    case 'UpdateTable': {
      const tableName = name('TableName');
      const indexes = Array.isArray(request.GlobalSecondaryIndexUpdates);
      // A new vector index cannot be searched until it is ACTIVE, some time after its table is.
      const vectorIndexes = Array.isArray(request.VectorIndexUpdates);
      const replicas = Array.isArray(request.ReplicaUpdates);
      return tableName === undefined
        ? undefined
        : { until: 'active', table: tableName, indexes, vectorIndexes, replicas };
    }
    default:
      return undefined;
  }
}

const table = (until: 'exists' | 'gone', name: string | undefined): TableWait | undefined =>
  name === undefined ? undefined : { until, table: name };

/**
 * Whether the script sends again what a BatchWriteItem leaves unprocessed: DynamoDB answers a batch
 * it could only partly write (throttling, a partition busy) with the rest as UnprocessedItems, and
 * the caller must send those again — after a pause that grows, AWS's guides say.
 */
export const resendsUnprocessed = (step: ScriptStep): boolean =>
  step.operation === 'BatchWriteItem' && !step.expectError;

/** How many times a script sends a batch's unprocessed items before it gives up. */
export const RESEND_ATTEMPTS = 8;

/**
 * `1. PutItem`, or `2. PutItem — fails with ConditionalCheckFailedException`, as the lessons caption
 * them; `3. GetItem in eu-west-1` for a request sent to another Region.
 */
export function stepHeading(step: ScriptStep, index: number): string {
  const where = step.region === undefined ? '' : ` in ${step.region}`;
  const fails = step.expectError ? ` — fails with ${step.expectError}` : '';
  return `${index + 1}. ${step.operation}${where}${fails}`;
}

/** How long a script's waiter polls: seconds between attempts, and the most it waits. */
export const WAITER = { delaySeconds: 1, maxSeconds: 120 };

/**
 * A run's steps without the status polls of a wait: the DescribeTable requests that follow a table
 * change, one after another, for the table changed (what `waitUntilTableExists` or `aws dynamodb
 * wait` sent in the run). The script's own wait after the change stands in for them; left in, the
 * script would wait and then poll again for nothing.
 */
export function withoutStatusPolls(steps: readonly ScriptStep[]): ScriptStep[] {
  const kept: ScriptStep[] = [];
  let waited: ScriptStep | undefined;
  for (const step of steps) {
    const polls = step.operation === 'DescribeTable' && !step.expectError;
    const table = waited && waitAfter(waited)?.table;
    if (polls && table !== undefined && step.request.TableName === table && step.region === waited!.region)
      continue;
    kept.push(step);
    waited = step;
  }
  return kept;
}
