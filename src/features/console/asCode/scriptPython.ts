/**
 * Several requests as one Python program (boto3): one client (or one resource and a Table per
 * table), each request in turn, a request meant to fail inside try/except, and boto3's waiters
 * after table changes. With Tables, requests they have no method for (CreateTable, transactions …)
 * go through the resource's own client, `dynamodb.meta.client`, with the same plain values.
 */
import { pythonCall, pythonParts, pythonString } from './asPython.ts';
import { pythonTableParts, RESOURCE, RESOURCE_CLIENT, TABLE_OPERATIONS } from './asPythonTable.ts';
import {
  mergeClients,
  pythonImports,
  type CodeClient,
  type CodeImport,
  type CodeParts,
} from './codeParts.ts';
import type { CodeValue } from './codeValue.ts';
import {
  RESEND_ATTEMPTS,
  resendsUnprocessed,
  stepHeading,
  waitAfter,
  WAITER,
  type ScriptCode,
  type ScriptStep,
  type TableWait,
} from './scriptSteps.ts';

const PLAIN_CLIENT: CodeClient = ['client', 'client = boto3.client("dynamodb")'];

export function pythonScript(steps: readonly ScriptStep[], withTables: boolean): ScriptCode {
  const client = withTables ? RESOURCE_CLIENT : PLAIN_CLIENT;
  const tableNames = tableVariables(steps);
  const imports: CodeImport[] = [];
  const clients: CodeClient[] = withTables ? [RESOURCE] : [];
  const body: string[] = [];
  const waits = steps.map(waitAfter);
  steps.forEach((step, index) => {
    const depth = step.expectError ? 1 : 0;
    const tableParts = withTables
      ? pythonTableParts(step.operation, step.request, {
          depth,
          table: tableNames.get(step.request.TableName as string),
        })
      : undefined;
    const parts: CodeParts =
      tableParts && !('reason' in tableParts)
        ? tableParts
        : pythonParts(step.operation, step.request, { depth, client });
    imports.push(...parts.imports);
    clients.push(...parts.clients);
    body.push('', `# ${stepHeading(step, index)}`);
    if (step.expectError) {
      imports.push({ module: 'botocore.exceptions', names: ['ClientError'] });
      body.push(...guarded(parts.send, step.expectError));
    } else body.push(...parts.send);
    if (resendsUnprocessed(step)) {
      imports.push({ module: 'random' }, { module: 'time' });
      body.push(...resendLoop(withTables ? RESOURCE[0] : client[0]));
    }
    const wait = waits[index];
    if (wait) {
      clients.push(client);
      body.push(waitStatement(wait));
    }
  });
  const helper = waits.some((wait) => wait?.until === 'active');
  if (helper) imports.push({ module: 'time' });
  const text = [
    ...pythonImports(imports),
    '',
    ...mergeClients(clients).map(([, statement]) => statement),
    ...(helper ? ['', '', ...WAIT_UNTIL_ACTIVE, ''] : []),
    ...body,
    '',
  ].join('\n');
  return { ok: true, text, runsInConsole: false };
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

function waitStatement(wait: TableWait): string {
  if (wait.until === 'active') return `wait_until_active(${pythonString(wait.table)})`;
  const number = (value: number): CodeValue => ({ kind: 'number', value });
  const config: CodeValue = {
    kind: 'object',
    entries: [
      ['Delay', number(WAITER.delaySeconds)],
      ['MaxAttempts', number(WAITER.maxSeconds / WAITER.delaySeconds)],
    ],
  };
  const waiter = wait.until === 'exists' ? 'table_exists' : 'table_not_exists';
  return pythonCall({ receiver: `client.get_waiter("${waiter}")`, method: 'wait', depth: 0, assign: '' }, [
    ['TableName', { kind: 'string', value: wait.table }],
    ['WaiterConfig', config],
  ]);
}

/** boto3 has no waiter for a table's indexes: the script polls DescribeTable itself. */
const WAIT_UNTIL_ACTIVE = [
  'def wait_until_active(table_name):',
  '    """Waits until the table and each of its global secondary indexes are ACTIVE."""',
  '    while True:',
  '        described = client.describe_table(TableName=table_name)["Table"]',
  '        indexes = described.get("GlobalSecondaryIndexes", [])',
  '        ready = all(index["IndexStatus"] == "ACTIVE" for index in indexes)',
  '        if described["TableStatus"] == "ACTIVE" and ready:',
  '            return',
  `        time.sleep(${WAITER.delaySeconds})`,
];
