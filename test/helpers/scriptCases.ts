/**
 * Cases of generated scripts that are not lesson exercises: the solution-script smoke test
 * (test/smoke/solutionScripts.test.ts) runs them, generatedCodeMarks.test.ts checks the editor's marks.
 */
import type { Item, TableDescription } from '../../src/client/wireTypes.ts';
import { recreateTableSteps } from '../../src/features/explorer/recreateTable.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise } from '../../src/features/lessons/lessonTypes.ts';
import type { ScriptStep } from '../../src/features/console/asCode/scriptSteps.ts';
import { createKeyedTable, ok, testEngine } from './wire.ts';

/**
 * A table written as soon as it is made, as the modeling card does: without the wait after
 * CreateTable the write meets a table still CREATING, and fails with ResourceNotFoundException.
 */
export const CARD: Exercise = {
  id: 'write-after-create',
  title: 'A write right after CreateTable',
  task: '',
  hints: [],
  setup: { resetTables: ['card-app'], calls: [] },
  solution: [
    createTableCall('card-app', { hash: 'PK', range: 'SK' }),
    putCall('card-app', { PK: { S: 'CUSTOMER#1' }, SK: { S: 'PROFILE' } }),
  ],
  async check(engine) {
    const read = await engine.call('GetItem', {
      TableName: 'card-app',
      Key: { PK: { S: 'CUSTOMER#1' }, SK: { S: 'PROFILE' } },
    });
    return { passed: read.ok && read.reply.Item !== undefined, feedback: JSON.stringify(read) };
  },
};

/**
 * The Explorer's "script that makes the table again" (recreateTable.ts) for a table with an index,
 * Time to Live and 30 items (two batches): the copy holds the same items.
 */
export function tableCopy(): Exercise {
  const source = testEngine();
  createKeyedTable(
    source,
    'copied',
    'S',
    { status: 'S' },
    {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byStatus',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    },
  );
  for (let i = 0; i < 30; i++)
    ok(source, 'PutItem', {
      TableName: 'copied',
      Item: {
        pk: { S: `CUSTOMER#${i % 4}` },
        sk: { S: `ORDER#${i}` },
        status: { S: i % 3 ? 'OPEN' : 'SHIPPED' },
        total: { N: `${i}.25` },
        tags: { SS: ['x', `t${i}`] },
      },
    });
  const items = ok(source, 'Scan', { TableName: 'copied' }).Items as Item[];
  const table = ok(source, 'DescribeTable', { TableName: 'copied' }).Table as TableDescription;
  const steps = recreateTableSteps(
    { table, timeToLiveAttribute: 'expires', pointInTimeRecovery: false },
    items,
  );
  return {
    id: 'table-copy',
    title: 'The table as a script',
    task: '',
    hints: [],
    setup: { resetTables: ['copied'], calls: [] },
    solution: steps.map((step) => ({ operation: step.operation, body: step.request })),
    async check(engine) {
      const scanned = await engine.call('Scan', { TableName: 'copied' });
      const sameItems = scanned.ok && JSON.stringify(scanned.reply.Items) === JSON.stringify(items);
      const ttl = await engine.call('DescribeTimeToLive', { TableName: 'copied' });
      const expires = ttl.ok && JSON.stringify(ttl.reply).includes('"expires"');
      return { passed: sameItems && expires, feedback: JSON.stringify({ scanned, ttl }).slice(0, 500) };
    },
  };
}

/**
 * A global table's requests in two Regions (lesson 18 sends some to a replica): a script makes a
 * client for each Region. The item `ada` is written in eu-west-1 and read back there.
 */
export function twoRegionSteps(TableName: string): ScriptStep[] {
  const eu = (operation: string, request: Record<string, unknown>): ScriptStep => ({
    operation,
    request: { TableName, ...request },
    region: 'eu-west-1',
  });
  return [
    { operation: 'CreateTable', request: createTableCall(TableName, { hash: 'id' }).body },
    {
      operation: 'UpdateTable',
      request: { TableName, ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }] },
    },
    eu('PutItem', { Item: { id: { S: 'ada' }, city: { S: 'Dublin' } } }),
    {
      operation: 'BatchWriteItem',
      request: { RequestItems: { [TableName]: [{ PutRequest: { Item: { id: { S: 'bo' } } } }] } },
      region: 'eu-west-1',
    },
    eu('GetItem', { Key: { id: { S: 'ada' } }, ConsistentRead: true }),
  ];
}
