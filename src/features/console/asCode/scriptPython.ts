/**
 * Several requests as one Python program (boto3): one client (or one resource and a Table per
 * table), each request in turn, a request meant to fail inside try/except, and boto3's waiters
 * after table changes. With Tables, requests they have no method for (CreateTable, transactions …)
 * go through the resource's own client, `dynamodb.meta.client`, with the same plain values.
 */
import { PYTHON_CLIENT, pythonCall, pythonParts, pythonString } from './asPython.ts';
import { assembleScript, type ScriptWriter } from './scriptAssembly.ts';
import { pythonTableParts, RESOURCE, RESOURCE_CLIENT, TABLE_OPERATIONS } from './asPythonTable.ts';
import { mergeClients, pythonImports, type CodeClient } from './codeParts.ts';
import { clientMadeIn, regionalName } from './regionalCode.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';
import type { CodeValue } from './codeValue.ts';
import { RESEND_ATTEMPTS, WAITER, type ScriptCode, type ScriptStep, type TableWait } from './scriptSteps.ts';

export function pythonScript(steps: readonly ScriptStep[], withTables: boolean): ScriptCode {
  const assembled = assembleScript(steps, pythonWriter(steps, withTables));
  if ('reason' in assembled) return { ok: false, reason: assembled.reason };
  const helper = assembled.waits.some((wait) => wait?.until === 'active');
  const imports = [...assembled.imports, ...(helper ? [{ module: 'time' }] : [])];
  const text = [
    ...pythonImports(imports),
    '',
    ...mergeClients([...(withTables ? [RESOURCE] : []), ...assembled.clients]).map(([, line]) => line),
    ...(helper ? ['', '', ...WAIT_UNTIL_ACTIVE, ''] : []),
    ...assembled.body,
    '',
  ].join('\n');
  return { ok: true, text, consoleText: undefined };
}

function pythonWriter(steps: readonly ScriptStep[], withTables: boolean): ScriptWriter {
  // Waits and what a Table has no method for go through this client (its resource's, in a Table
  // script), made for the step's Region.
  const clients = (region: string | undefined): CodeClient[] =>
    withTables
      ? [clientMadeIn('python', RESOURCE, region), clientMadeIn('python', RESOURCE_CLIENT, region)]
      : [clientMadeIn('python', PYTHON_CLIENT, region)];
  const tableNames = tableVariables(steps);
  return {
    comment: '#',
    parts(step, _index, depth) {
      const { region } = step;
      const table = tableNames.get(step.request.TableName as string);
      const tableParts =
        withTables && pythonTableParts(step.operation, step.request, { depth, table, region });
      if (tableParts && !('reason' in tableParts)) return tableParts;
      const client = withTables ? RESOURCE_CLIENT : PYTHON_CLIENT;
      const parts = pythonParts(step.operation, step.request, { depth, client, region });
      // A Table script's client is its resource's: the resource is made first.
      if (!withTables || isStreamsOperation(step.operation)) return parts;
      return { ...parts, clients: [clientMadeIn('python', RESOURCE, region), ...parts.clients] };
    },
    guard: (send, error) => ({
      imports: [{ module: 'botocore.exceptions', names: ['ClientError'] }],
      lines: guarded(send, error),
    }),
    resend: (step) => ({
      imports: [{ module: 'random' }, { module: 'time' }],
      // A Table script's batches go through the resource (batch_write_item with plain values).
      lines: resendLoop(regionalName('python', withTables ? RESOURCE[0] : PYTHON_CLIENT[0], step.region)),
    }),
    wait(wait, region) {
      const made = clients(region);
      return { clients: made, lines: [waitStatement(wait, made[made.length - 1][0])] };
    },
  };
}

/**
 * The variable each table's Table is bound to: `table` when the script reads or writes one table,
 * else one named after each (`orders_table`).
 */
function tableVariables(steps: readonly ScriptStep[]): Map<string, string> {
  const onTables = steps.filter(
    ({ operation, request }) => TABLE_OPERATIONS.has(operation) && typeof request.TableName === 'string',
  );
  const names = [...new Set(onTables.map(({ request }) => request.TableName as string))];
  const variables = new Map<string, string>();
  for (const name of names) {
    if (names.length === 1) {
      variables.set(name, 'table');
      continue;
    }
    const base = `${name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^(?=\d)/, 't_')}_table`.toLowerCase();
    let variable = base;
    for (let n = 2; [...variables.values()].includes(variable); n++) variable = `${base}_${n}`;
    variables.set(name, variable);
  }
  return variables;
}

/** Sends again what the batch left unprocessed: the JavaScript's loop (scriptJavaScript.ts) in Python. */
function resendLoop(receiver: string): string[] {
  return [
    'attempt = 0',
    'while response.get("UnprocessedItems"):',
    '    attempt += 1',
    `    if attempt > ${RESEND_ATTEMPTS}:`,
    `        raise RuntimeError("Writes still unprocessed after ${RESEND_ATTEMPTS} attempts")`,
    '    time.sleep(random.random() * 0.05 * 2**attempt)  # exponential backoff, with jitter',
    `    response = ${receiver}.batch_write_item(RequestItems=response["UnprocessedItems"])`,
  ];
}

/** A request meant to fail: any other error still ends the script. */
function guarded(send: readonly string[], error: string): string[] {
  return [
    'try:',
    ...send,
    'except ClientError as error:',
    `    if error.response["Error"]["Code"] != ${pythonString(error)}:`,
    '        raise',
    '    print(error.response["Error"]["Code"])',
  ];
}

/** The statement that waits, through `client`. */
function waitStatement(wait: TableWait, client: string): string {
  if (wait.until === 'active') return `wait_until_active(${client}, ${pythonString(wait.table)})`;
  const number = (value: number): CodeValue => ({ kind: 'number', value });
  const config: CodeValue = {
    kind: 'object',
    entries: [
      ['Delay', number(WAITER.delaySeconds)],
      ['MaxAttempts', number(WAITER.maxSeconds / WAITER.delaySeconds)],
    ],
  };
  const waiter = wait.until === 'exists' ? 'table_exists' : 'table_not_exists';
  return pythonCall({ receiver: `${client}.get_waiter("${waiter}")`, method: 'wait', depth: 0, assign: '' }, [
    ['TableName', { kind: 'string', value: wait.table }],
    ['WaiterConfig', config],
  ]);
}

/** boto3 has no waiter for a table's indexes or replicas: the script polls DescribeTable itself. */
const WAIT_UNTIL_ACTIVE = [
  'def wait_until_active(client, table_name):',
  '    """Waits until the table, each of its indexes and each replica are ACTIVE."""',
  '    while True:',
  '        described = client.describe_table(TableName=table_name)["Table"]',
  '        statuses = [described["TableStatus"]]',
  '        statuses += [index["IndexStatus"] for index in described.get("GlobalSecondaryIndexes", [])]',
  '        statuses += [index["IndexStatus"] for index in described.get("VectorIndexes", [])]',
  '        statuses += [replica["ReplicaStatus"] for replica in described.get("Replicas", [])]',
  '        if all(status == "ACTIVE" for status in statuses):',
  '            return',
  `        time.sleep(${WAITER.delaySeconds})`,
];
