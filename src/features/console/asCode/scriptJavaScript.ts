/**
 * Several requests as one JavaScript program (AWS SDK v3): one client, each request in turn, a
 * request meant to fail inside try/catch, and the SDK's waiters after table changes. With the
 * document client, requests it has no command for (CreateTable …) go through the DynamoDBClient
 * it is made from.
 */
import { documentClientParts, hasDocumentCommand } from './asDocumentClient.ts';
import { JAVASCRIPT_CLIENT, javaScriptParts, javaScriptString } from './asJavaScript.ts';
import { clientMadeIn, regionalName } from './regionalCode.ts';
import { javaScriptImports, mergeClients, type CodeParts } from './codeParts.ts';
import { assembleScript, type ScriptWriter } from './scriptAssembly.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';
import { LINE_WIDTH } from './codeLayout.ts';
import { RESEND_ATTEMPTS, WAITER, type ScriptCode, type ScriptStep, type TableWait } from './scriptSteps.ts';

const DYNAMODB = '@aws-sdk/client-dynamodb';

export function javaScriptScript(steps: readonly ScriptStep[], document: boolean): ScriptCode {
  const assembled = assembleScript(steps, javaScriptWriter(document));
  if ('reason' in assembled) return { ok: false, reason: assembled.reason };
  const helper = assembled.waits.some((wait) => wait?.until === 'active');
  const text = [
    ...javaScriptImports(assembled.imports),
    '',
    ...mergeClients(assembled.clients).map(([, statement]) => statement),
    ...(helper ? ['', ...WAIT_UNTIL_ACTIVE] : []),
    '',
    'let reply;',
    ...assembled.body,
    '',
  ].join('\n');
  // The Console's JavaScript has no DynamoDB Streams client.
  const runsInConsole = !steps.some((step) => isStreamsOperation(step.operation));
  return { ok: true, text, consoleText: runsInConsole ? text : undefined };
}

const javaScriptWriter = (document: boolean): ScriptWriter => ({
  comment: '//',
  parts: (step, _index, depth) => partsFor(step, document, depth),
  guard: (send, error) => ({ lines: guarded(send, error) }),
  resend: (step) => {
    const [client, command] =
      document && hasDocumentCommand(step.operation)
        ? ['doc', 'BatchWriteCommand']
        : ['client', 'BatchWriteItemCommand'];
    return { lines: resendLoop([regionalName('javascript', client, step.region), command]) };
  },
  wait(wait, region) {
    const client = clientMadeIn('javascript', JAVASCRIPT_CLIENT, region);
    const [waitImport, statement] = waitStatement(wait, client[0]);
    return {
      imports: [{ module: DYNAMODB, names: ['DynamoDBClient', waitImport] }],
      clients: [client],
      lines: [statement],
    };
  },
});

/**
 * The document client's command where it has one; the DynamoDBClient's for the rest (CreateTable …).
 * A request the document client cannot send although it has the command (an attribute named
 * `__proto__`) is not sent the other way: both packages name their Query and Scan commands alike.
 */
function partsFor(step: ScriptStep, document: boolean, depth: number): CodeParts | { reason: string } {
  if (document && hasDocumentCommand(step.operation))
    return documentClientParts(step.operation, step.request, 'reply', depth, step.region);
  return javaScriptParts(step.operation, step.request, 'reply', depth, step.region);
}

/**
 * Sends again what the batch left unprocessed until DynamoDB has written it all, waiting longer each
 * time, by a random amount (exponential backoff with jitter, as lesson 8 teaches).
 */
function resendLoop([client, command]: [string, string]): string[] {
  return [
    'for (let attempt = 1; Object.keys(reply.UnprocessedItems ?? {}).length > 0; attempt++) {',
    `  if (attempt > ${RESEND_ATTEMPTS}) throw new Error('Writes still unprocessed after ${RESEND_ATTEMPTS} attempts');`,
    '  const wait = Math.random() * 50 * 2 ** attempt; // exponential backoff, with jitter',
    '  await new Promise((resolve) => setTimeout(resolve, wait));',
    `  reply = await ${client}.send(`,
    `    new ${command}({ RequestItems: reply.UnprocessedItems }),`,
    '  );',
    '}',
  ];
}

/** A request meant to fail: any other error still ends the script. */
function guarded(send: readonly string[], error: string): string[] {
  return [
    'try {',
    ...send,
    '} catch (error) {',
    `  if (error.name !== ${javaScriptString(error)}) throw error;`,
    '  console.log(error.name);',
    '}',
  ];
}

/**
 * The waiter's import and the statement that waits through `client`, broken as Prettier breaks a
 * long call.
 */
function waitStatement(wait: TableWait, client: string): [string, string] {
  const table = javaScriptString(wait.table);
  if (wait.until === 'active') return ['DescribeTableCommand', `await waitUntilActive(${client}, ${table});`];
  const waiter = wait.until === 'exists' ? 'waitUntilTableExists' : 'waitUntilTableNotExists';
  const named = client === 'client' ? client : `client: ${client}`;
  const options = `{ ${named}, minDelay: ${WAITER.delaySeconds}, maxWaitTime: ${WAITER.maxSeconds} }`;
  const short = `await ${waiter}(${options}, { TableName: ${table} });`;
  if (short.length <= LINE_WIDTH) return [waiter, short];
  return [waiter, [`await ${waiter}(`, `  ${options},`, `  { TableName: ${table} },`, ');'].join('\n')];
}

/** The SDK has no waiter for a table's indexes or replicas: the script polls DescribeTable itself. */
const WAIT_UNTIL_ACTIVE = [
  '/** Waits until the table, each of its indexes and each replica are ACTIVE. */',
  'async function waitUntilActive(client, tableName) {',
  '  for (;;) {',
  '    const { Table } = await client.send(',
  '      new DescribeTableCommand({ TableName: tableName }),',
  '    );',
  '    const statuses = [',
  '      Table.TableStatus,',
  '      ...(Table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexStatus),',
  '      ...(Table.VectorIndexes ?? []).map((index) => index.IndexStatus),',
  '      ...(Table.Replicas ?? []).map((replica) => replica.ReplicaStatus),',
  '    ];',
  "    if (statuses.every((status) => status === 'ACTIVE')) return;",
  `    await new Promise((resolve) => setTimeout(resolve, ${WAITER.delaySeconds * 1000}));`,
  '  }',
  '}',
];
