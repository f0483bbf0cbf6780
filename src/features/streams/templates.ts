/**
 * Starting points for a trigger's handler, written for the table at hand (its name and key
 * attributes): a materialised projection, a counter, an audit log, a handler that fails on
 * purpose to show retries, a blocked shard, bisecting and the on-failure destination, and one that
 * reports the records it cannot process (a partial batch response) instead of failing the batch.
 * Those that write back to their own table skip the records of their own writes — or they would
 * feed on themselves.
 */
import type { TriggerSettings } from '../../client/triggersClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';

export type TemplateId = 'projection' | 'counter' | 'audit' | 'failing' | 'partial';

export interface TriggerTemplate {
  id: TemplateId;
  title: string;
  /** One sentence on what it shows. */
  summary: string;
  /** A function name for it on this table. */
  name: string;
  code: string;
  settings: Partial<TriggerSettings>;
}

export function triggerTemplates(table: TableDescription): TriggerTemplate[] {
  const constants = tableConstants(table);
  const name = (suffix: string) => functionName(table.TableName, suffix);
  return [
    {
      id: 'counter',
      title: 'Counter',
      summary: 'Keeps the number of items in an item of its own, with one atomic ADD per batch.',
      name: name('counter'),
      code: withConstants(COUNTER, constants),
      settings: { batchSize: 100, startingPosition: 'TRIM_HORIZON' },
    },
    {
      id: 'projection',
      title: 'Materialised projection',
      summary: 'Keeps a slimmed-down copy of each item under a key of its own, removed with the item.',
      name: name('projection'),
      code: withConstants(PROJECTION, constants),
      settings: { batchSize: 100, startingPosition: 'TRIM_HORIZON' },
    },
    {
      id: 'audit',
      title: 'Audit log',
      summary: 'Writes one audit item per change, idempotently (keyed by the eventID), naming TTL deletions.',
      name: name('audit'),
      code: withConstants(AUDIT, constants),
      settings: { batchSize: 100, startingPosition: 'TRIM_HORIZON' },
    },
    {
      id: 'failing',
      title: 'Failing handler',
      summary:
        'Throws on items with a `poison` attribute: see retries, the shard wait, and the on-failure destination.',
      name: name('failing'),
      code: FAILING,
      settings: {
        batchSize: 10,
        maximumRetryAttempts: 2,
        bisectBatchOnFunctionError: true,
        startingPosition: 'TRIM_HORIZON',
      },
    },
    {
      id: 'partial',
      title: 'Partial batch response',
      summary:
        'Reports items whose `amount` is not a number in batchItemFailures: the records before the first of them are not delivered again; it and those after it are retried.',
      name: name('partial'),
      code: PARTIAL,
      settings: {
        functionResponseTypes: ['ReportBatchItemFailures'],
        maximumRetryAttempts: 2,
        batchSize: 10,
        startingPosition: 'TRIM_HORIZON',
      },
    },
  ];
}

/** A Lambda function name from the table's name: letters, digits, hyphens and underscores, ≤ 64. */
export function functionName(tableName: string, suffix: string): string {
  const base = tableName.replace(/[^a-zA-Z0-9_-]/g, '-').slice(0, 63 - suffix.length);
  return `${base}-${suffix}`;
}

/** The template's imports first, then the table's constants, then its code. */
function withConstants(template: string, constants: string): string {
  const lines = template.trimStart().split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const rest = lines.filter((line) => !line.startsWith('import '));
  return `${imports.join('\n')}\n\n${constants}\n${rest.join('\n').trimStart()}`;
}

function tableConstants(table: TableDescription): string {
  const key = (type: 'HASH' | 'RANGE') =>
    table.KeySchema.find((element) => element.KeyType === type)?.AttributeName;
  const partitionKey = key('HASH') ?? 'PK';
  const sortKey = key('RANGE');
  const notStrings = table.KeySchema.some(
    (element) =>
      table.AttributeDefinitions.find((definition) => definition.AttributeName === element.AttributeName)
        ?.AttributeType !== 'S',
  );
  return [
    `// Written for table ${JSON.stringify(table.TableName)}.`,
    ...(notStrings
      ? ['// Its keys are not all strings: this template writes string keys, so adapt the keys it writes.']
      : []),
    `const TABLE = ${JSON.stringify(table.TableName)};`,
    `const PARTITION_KEY = ${JSON.stringify(partitionKey)};`,
    `const SORT_KEY = ${sortKey === undefined ? 'undefined' : JSON.stringify(sortKey)};`,
    '',
    '/** A key of this table from a partition key value and a sort key value (if the table has a sort key). */',
    'const keyOf = (partition, sort) => ({ [PARTITION_KEY]: partition, ...(SORT_KEY ? { [SORT_KEY]: sort } : {}) });',
    '/** A stream record\'s partition key value as text (Keys hold DynamoDB JSON, e.g. { S: "CUSTOMER#42" }). */',
    "const partitionOf = (record) => String(Object.values(record.dynamodb.Keys[PARTITION_KEY] ?? {})[0] ?? '');",
    '',
  ].join('\n');
}

const COUNTER = `
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

// The counter lives in an item of its own. Its writes come back through the stream too: skip them.
const COUNTER_KEY = keyOf('COUNTS', 'ITEMS');

export async function handler(event) {
  let change = 0;
  for (const record of event.Records) {
    if (partitionOf(record) === 'COUNTS') continue;
    if (record.eventName === 'INSERT') change += 1;
    if (record.eventName === 'REMOVE') change -= 1;
  }
  console.log(\`Batch of \${event.Records.length}: item count \${change >= 0 ? '+' : ''}\${change}\`);
  if (change === 0) return;
  // ADD is atomic and creates the item the first time: no read-modify-write race between shards.
  // Stream processing is at least once: a batch that is retried after this write counts again.
  await doc.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: COUNTER_KEY,
      UpdateExpression: 'ADD itemCount :change',
      ExpressionAttributeValues: { ':change': change },
    }),
  );
}
`;

const PROJECTION = `
import { DeleteItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';

// Each item gets a copy under 'VIEW#' + its partition key, with only the attributes a screen needs.
// The copies come back through the stream as well: skip them, or the view would copy itself.
const PREFIX = 'VIEW#';
const KEPT = ['name', 'status', 'total'];

export async function handler(event) {
  for (const record of event.Records) {
    const partition = partitionOf(record);
    if (partition.startsWith(PREFIX) || partition === 'COUNTS' || partition.startsWith('AUDIT#')) continue;
    const sort = SORT_KEY ? Object.values(record.dynamodb.Keys[SORT_KEY])[0] : undefined;
    // The low-level client takes DynamoDB JSON, the way stream images carry it.
    const key = { [PARTITION_KEY]: { S: PREFIX + partition }, ...(SORT_KEY ? { [SORT_KEY]: { S: String(sort) } } : {}) };
    if (record.eventName === 'REMOVE') {
      await client.send(new DeleteItemCommand({ TableName: TABLE, Key: key }));
      continue;
    }
    const image = record.dynamodb.NewImage;
    if (!image) throw new Error('The stream must carry new images: NEW_IMAGE or NEW_AND_OLD_IMAGES');
    const item = { ...key };
    for (const name of KEPT) if (image[name]) item[name] = image[name];
    await client.send(new PutItemCommand({ TableName: TABLE, Item: item }));
    console.log(\`\${record.eventName} \${partition} → \${PREFIX}\${partition}\`);
  }
}
`;

const AUDIT = `
import { PutCommand } from '@aws-sdk/lib-dynamodb';

// One audit item per change: partition 'AUDIT#' + the day, keyed by the record's eventID, so a
// retried batch writes nothing twice. Audit items come back through the stream: skip them.
export async function handler(event) {
  for (const record of event.Records) {
    const partition = partitionOf(record);
    if (partition.startsWith('AUDIT#')) continue;
    const at = new Date(record.dynamodb.ApproximateCreationDateTime * 1000).toISOString();
    // Deletions by Time to Live carry userIdentity { type: 'Service', principalId: 'dynamodb.amazonaws.com' }.
    const by = record.userIdentity?.type === 'Service' ? 'Time to Live' : 'a request';
    const id = record.eventID;
    const item = {
      ...(SORT_KEY ? keyOf('AUDIT#' + at.slice(0, 10), at + '#' + id) : keyOf('AUDIT#' + id)),
      event: record.eventName,
      item: partition,
      at,
      by,
    };
    try {
      await doc.send(new PutCommand({ TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': PARTITION_KEY } }));
      console.log(\`\${record.eventName} of \${partition} by \${by}\`);
    } catch (error) {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
      console.log(\`\${id} was audited already (a retry)\`);
    }
  }
}
`;

const FAILING = `// Fails on "poison" records: items with an attribute named poison. Write one and watch the trigger:
// - the batch fails and is retried (maximum retry attempts), and its shard waits meanwhile: records
//   behind it are not processed, and the iterator age grows;
// - with bisect-on-error the batch is split in two to find the bad record (a split is not a retry);
// - when the retries run out, the batch goes to the on-failure destination and the shard moves on.
export async function handler(event) {
  for (const record of event.Records) {
    const keys = JSON.stringify(record.dynamodb.Keys);
    // (Needs a stream with new images: NEW_IMAGE or NEW_AND_OLD_IMAGES.)
    if (record.dynamodb.NewImage?.poison) throw new Error(\`Cannot process \${keys}: it is marked poison\`);
    console.log(\`\${record.eventName} \${keys}\`);
  }
}
`;

const PARTIAL = `// A partial batch response (Report batch item failures on): instead of throwing, which fails the
// whole batch, the handler returns the records it could not process, by their SequenceNumber.
// Lambda then counts the records before the first of them as processed — they are not delivered
// again — and retries the batch from that record: it, and every record after it, even those that
// were fine. Retried records are processed again, so processing must be safe to repeat.
// Here a record cannot be processed when its item's amount is not a number (say, the text "12").
// When the retries run out, the records still failing go to the on-failure destination.
export async function handler(event) {
  const batchItemFailures = [];
  for (const record of event.Records) {
    const keys = JSON.stringify(record.dynamodb.Keys);
    // (Needs a stream with new images: NEW_IMAGE or NEW_AND_OLD_IMAGES. Deletions have none.)
    const amount = record.dynamodb.NewImage?.amount;
    if (amount && amount.N === undefined) {
      console.log(\`Cannot process \${keys}: its amount is not a number: \${JSON.stringify(amount)}\`);
      batchItemFailures.push({ itemIdentifier: record.dynamodb.SequenceNumber });
      continue;
    }
    console.log(\`\${record.eventName} \${keys}: amount \${amount?.N ?? '(none)'}\`);
  }
  // An empty list means the whole batch succeeded.
  return { batchItemFailures };
}
`;
