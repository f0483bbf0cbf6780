/**
 * CreateTable with secondary indexes. Recorded DynamoDB answers: architect/dynalite
 * test/createTable.js (index validations, projections, limits), nubo-db/dynamodb-conformance
 * (tier1 createTable gsi/lsi), live probes catalogued by ack-api-quirks (dynamodb DDB-TABLE-442: index
 * throughput against the billing mode); the developer guide for the quotas (5 local and 20 global
 * indexes per table) and for multi-attribute GSI keys (up to four HASH and four RANGE attributes).
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  ok,
  parameterError,
  validationOn,
} from '../conformance/support/suite.ts';
import { useManualEndpoint } from './support/setup.ts';

const context = useManualEndpoint();
const hash = (name: string) => ({ AttributeName: name, KeyType: 'HASH' });
const range = (name: string) => ({ AttributeName: name, KeyType: 'RANGE' });
const defined = (...names: string[]) => names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
const throughput = { ReadCapacityUnits: 1, WriteCapacityUnits: 1 };
const base = {
  TableName: 'ct_indexes',
  AttributeDefinitions: defined('a', 'b', 'c'),
  KeySchema: [hash('a'), range('b')],
  BillingMode: 'PAY_PER_REQUEST',
};
const lsi = (
  name: string,
  projection: object = { ProjectionType: 'ALL' },
  keySchema: object[] = [hash('a'), range('c')],
) => ({
  IndexName: name,
  KeySchema: keySchema,
  Projection: projection,
});
const gsi = (name: string, extra: object = {}) => ({
  IndexName: name,
  KeySchema: [hash('c')],
  Projection: { ProjectionType: 'ALL' },
  ...extra,
});

describe('CreateTable with indexes: validations', () => {
  const rejects = (body: object, detail: string) =>
    validationOn(context, ALL_TRANSPORTS, 'CreateTable', { ...base, ...body }, parameterError(detail));

  it('needs non-empty index lists and, for local indexes, a table range key', async () => {
    await rejects({ LocalSecondaryIndexes: [] }, 'List of LocalSecondaryIndexes is empty');
    await rejects({ GlobalSecondaryIndexes: [] }, 'List of GlobalSecondaryIndexes is empty');
    await rejects(
      {
        AttributeDefinitions: defined('a', 'c'),
        KeySchema: [hash('a')],
        LocalSecondaryIndexes: [lsi('loc')],
      },
      'Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex',
    );
  });

  it('checks each local index key against the table key', async () => {
    await rejects(
      {
        AttributeDefinitions: defined('a', 'b'),
        LocalSecondaryIndexes: [lsi('loc', undefined, [hash('a')])],
      },
      'Index KeySchema does not have a range key for index: loc',
    );
    await rejects(
      { LocalSecondaryIndexes: [lsi('loc', undefined, [hash('c'), range('b')])] },
      'Index KeySchema does not have the same leading hash key as table KeySchema for index: loc. index hash key: c, table hash key: a',
    );
    const order = (message: string, keySchema: object[]) =>
      validationOn(
        context,
        ALL_TRANSPORTS,
        'CreateTable',
        {
          ...base,
          AttributeDefinitions: defined('a', 'b'),
          LocalSecondaryIndexes: [lsi('loc', undefined, keySchema)],
        },
        message,
      );
    await order('Invalid KeySchema: The first KeySchemaElement is not a HASH key type', [range('a')]);
    await order('Both the Hash Key and the Range Key element in the KeySchema have the same name', [
      hash('a'),
      hash('a'),
    ]);
    await order('Invalid KeySchema: The second KeySchemaElement is not a RANGE key type', [
      hash('a'),
      hash('b'),
    ]);
    await rejects(
      { LocalSecondaryIndexes: [lsi('loc', undefined, [hash('a'), range('d')])] },
      'Some index key attributes are not defined in AttributeDefinitions. Keys: [a, d], AttributeDefinitions: [a, b, c]',
    );
  });

  it('checks projections', async () => {
    const cases: [object, string][] = [
      [{}, 'Unknown ProjectionType: null'],
      [
        { ProjectionType: 'ALL', NonKeyAttributes: ['x'] },
        'ProjectionType is ALL, but NonKeyAttributes is specified',
      ],
      [
        { ProjectionType: 'KEYS_ONLY', NonKeyAttributes: ['x'] },
        'ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified',
      ],
      [{ ProjectionType: 'INCLUDE' }, 'ProjectionType is INCLUDE, but NonKeyAttributes is not specified'],
      [
        { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'x'] },
        'Duplicate element in NonKeyAttributes: x',
      ],
    ];
    for (const [projection, detail] of cases) {
      await rejects({ LocalSecondaryIndexes: [lsi('loc', projection)] }, detail);
      await rejects({ GlobalSecondaryIndexes: [gsi('glo', { Projection: projection })] }, detail);
    }
  });

  it('refuses duplicate names and more than 5 local or 20 global indexes', async () => {
    await rejects(
      { LocalSecondaryIndexes: [lsi('dup')], GlobalSecondaryIndexes: [gsi('dup')] },
      'Duplicate index name: dup',
    );
    await rejects(
      { LocalSecondaryIndexes: Array.from({ length: 6 }, (_, i) => lsi(`loc${i}`)) },
      'Number of LocalSecondaryIndexes exceeds per-table limit of 5',
    );
    await rejects(
      { GlobalSecondaryIndexes: Array.from({ length: 21 }, (_, i) => gsi(`glo${i}`)) },
      'GlobalSecondaryIndex count exceeds the per-table limit of 20',
    );
  });

  it('lists a global index’s violations before a local one’s, whatever their names', async () => {
    // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/createTable.test.ts (2026-10-09).
    const short = (name: string, list: string) =>
      `Value '${name}' at '${list}.1.member.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3`;
    for (const [local, global] of [
      ['l1', 'g1'],
      ['aa', 'zz'],
    ]) {
      await validationOn(
        context,
        ALL_TRANSPORTS,
        'CreateTable',
        { ...base, LocalSecondaryIndexes: [lsi(local)], GlobalSecondaryIndexes: [gsi(global)] },
        `2 validation errors detected: ${short(global, 'globalSecondaryIndexes')}; ${short(local, 'localSecondaryIndexes')}`,
      );
    }
  });

  it('ties global index throughput to the billing mode', async () => {
    await rejects(
      { GlobalSecondaryIndexes: [gsi('glo', { ProvisionedThroughput: throughput })] },
      'ProvisionedThroughput should not be specified for index: glo when BillingMode is PAY_PER_REQUEST',
    );
    await rejects(
      { BillingMode: 'PROVISIONED', ProvisionedThroughput: throughput, GlobalSecondaryIndexes: [gsi('glo')] },
      'ProvisionedThroughput is not specified for index: glo',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('CreateTable with indexes via %s', (via) => {
  it('takes 5 local and 20 global indexes and describes them', async () => {
    const name = `ct_full_${via}`;
    const names = Array.from({ length: 24 }, (_, i) => `k${i}`);
    const request = {
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [hash('a'), range('b')],
      AttributeDefinitions: defined('a', 'b', ...names),
      LocalSecondaryIndexes: Array.from({ length: 5 }, (_, i) =>
        lsi(
          `local${i}`,
          i === 0
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'y'] }
            : { ProjectionType: 'KEYS_ONLY' },
          [hash('a'), range(names[i])],
        ),
      ),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'multi',
          KeySchema: [
            hash('k5'),
            hash('k6'),
            hash('k7'),
            hash('k8'),
            range('k9'),
            range('k10'),
            range('k11'),
            range('k12'),
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
        ...Array.from({ length: 19 }, (_, i) => gsi(`global${i}`, { KeySchema: [hash(names[i + 5])] })),
      ],
    };
    const created = ok(await context.call[via]('CreateTable', request)).TableDescription;
    expect(created.TableStatus).toBe('CREATING');
    expect(created.GlobalSecondaryIndexes).toHaveLength(20);
    expect(created.GlobalSecondaryIndexes[0]).toMatchObject({ IndexName: 'multi', IndexStatus: 'CREATING' });
    const table = ok(await context.call[via]('DescribeTable', { TableName: name })).Table;
    expect(table.TableStatus).toBe('ACTIVE');
    expect(table.LocalSecondaryIndexes).toHaveLength(5);
    expect(table.LocalSecondaryIndexes[0]).toEqual({
      IndexName: 'local0',
      KeySchema: [hash('a'), range('k0')],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'y'] },
      IndexSizeBytes: 0,
      ItemCount: 0,
      IndexArn: `${table.TableArn}/index/local0`,
    });
    expect(table.GlobalSecondaryIndexes[0]).toEqual({
      IndexName: 'multi',
      KeySchema: request.GlobalSecondaryIndexes[0].KeySchema,
      Projection: { ProjectionType: 'KEYS_ONLY' },
      IndexStatus: 'ACTIVE',
      ProvisionedThroughput: { NumberOfDecreasesToday: 0, ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
      // An on-demand index starts warm at 12,000 reads and 4,000 writes per second.
      WarmThroughput: { ReadUnitsPerSecond: 12000, WriteUnitsPerSecond: 4000, Status: 'ACTIVE' },
      IndexSizeBytes: 0,
      ItemCount: 0,
      IndexArn: `${table.TableArn}/index/multi`,
    });
  });

  it('gives a provisioned table’s global indexes their own throughput', async () => {
    const name = `ct_provisioned_${via}`;
    ok(
      await context.call[via]('CreateTable', {
        ...base,
        TableName: name,
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: throughput,
        GlobalSecondaryIndexes: [
          gsi('glo', { ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 } }),
        ],
      }),
    );
    const index = ok(await context.call[via]('DescribeTable', { TableName: name })).Table
      .GlobalSecondaryIndexes[0];
    expect(index.ProvisionedThroughput).toEqual({
      NumberOfDecreasesToday: 0,
      ReadCapacityUnits: 3,
      WriteCapacityUnits: 4,
    });
  });
});
