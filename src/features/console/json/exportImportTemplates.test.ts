import { describe, expect, it } from 'vitest';
import { callOperation, callWith, clockCalls } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import type { EngineClient } from '../../../client/engineClient.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { jsonOperations } from './jsonOperations.ts';
import { requestSchema } from './requestSchemas.ts';
import { requestTemplate } from './templates.ts';

const orders = {
  TableName: 'orders',
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'at', AttributeType: 'N' },
    { AttributeName: 'customer', AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: 'id', KeyType: 'HASH' },
    { AttributeName: 'at', KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byCustomer',
      KeySchema: [{ AttributeName: 'customer', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
};

/** An engine on a paused clock holding the `orders` table, and its description. */
async function ordersEngine() {
  const engine = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
  });
  const created = await callWith(engine, 'CreateTable', orders);
  if (!created.ok) throw new Error(created.error.message);
  return { engine, table: created.value.reply.TableDescription as TableDescription };
}

/** Point-in-time recovery on (exports need it), then the export template as it stands. */
async function exportWithTemplate(engine: EngineClient, table: TableDescription) {
  await callWith(engine, 'UpdateContinuousBackups', {
    TableName: 'orders',
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  return callOperation(
    engine,
    'ExportTableToPointInTime',
    requestTemplate('ExportTableToPointInTime', table),
  );
}

const parsed = (operation: string, table?: TableDescription) =>
  JSON.parse(requestTemplate(operation, table)) as Record<string, unknown>;

describe('JSON mode for exports and imports', () => {
  it('offers the six operations after the point-in-time ones', () => {
    const at = jsonOperations.indexOf('RestoreTableToPointInTime');
    expect(jsonOperations.slice(at + 1, at + 7)).toEqual([
      'ExportTableToPointInTime',
      'DescribeExport',
      'ListExports',
      'ImportTable',
      'DescribeImport',
      'ListImports',
    ]);
  });

  it('exports the picked table by its ARN, and imports into a new table with its key schema', async () => {
    const { engine, table } = await ordersEngine();
    expect(parsed('ExportTableToPointInTime', table)).toEqual({
      TableArn: table.TableArn,
      S3Bucket: 'sandbox-exports',
      S3Prefix: 'orders',
      ExportFormat: 'DYNAMODB_JSON',
      ExportType: 'FULL_EXPORT',
    });
    expect(parsed('ImportTable', table).TableCreationParameters).toEqual({
      TableName: 'orders-imported',
      // The index's key is not the table's: an import's AttributeDefinitions name only keys it uses.
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'N' },
      ],
      KeySchema: [
        { AttributeName: 'id', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect(parsed('ListExports', table)).toEqual({ TableArn: table.TableArn });
    expect(requestTemplate('DescribeExport', table)).toContain('<an ExportArn from ListExports>');

    const exported = await exportWithTemplate(engine, table);
    expect(exported.ok && exported.value.reply.ExportDescription).toMatchObject({
      ExportStatus: 'IN_PROGRESS',
    });
    await clockCalls.advance(engine, 60);
    const listed = await callOperation(engine, 'ListExports', requestTemplate('ListExports', table));
    expect(listed.ok && listed.value.reply.ExportSummaries).toEqual([
      expect.objectContaining({ ExportStatus: 'COMPLETED' }),
    ]);
  });

  it('checks the requests’ shapes: required members, enums and bounds, the tables’ ARNs proposed', () => {
    const context = {
      tableNames: ['orders'],
      keyNames: ['id'],
      tableArns: ['arn:aws:dynamodb:us-east-1:000000000000:table/orders'],
    };
    const exported = requestSchema('ExportTableToPointInTime', context);
    expect(exported.required).toEqual(['TableArn', 'S3Bucket']);
    expect(exported.additionalProperties).toBe(false);
    const members = exported.properties as Record<string, Record<string, unknown>>;
    expect(members.TableArn.examples).toEqual(context.tableArns);
    expect(members.ExportFormat.enum).toEqual(['DYNAMODB_JSON', 'ION']);
    const imported = requestSchema('ImportTable', context);
    expect(imported.required).toEqual(['S3BucketSource', 'InputFormat', 'TableCreationParameters']);
    const importMembers = imported.properties as Record<string, Record<string, unknown>>;
    expect(importMembers.InputFormat.enum).toEqual(['DYNAMODB_JSON', 'ION', 'CSV']);
    expect(
      (requestSchema('ListImports', context).properties as Record<string, object>).PageSize,
    ).toMatchObject({
      minimum: 1,
      maximum: 25,
    });
  });

  it('bulk-puts an export of the picked table back into it, once the export’s and operation’s IDs are filled in', async () => {
    const { engine, table } = await ordersEngine();
    const key = { id: { S: 'o-1' }, at: { N: '1' } };
    await callWith(engine, 'PutItem', { TableName: 'orders', Item: { ...key, customer: { S: 'ana' } } });
    const exported = await exportWithTemplate(engine, table);
    if (!exported.ok) throw new Error(exported.error.message);
    const exportArn = (exported.value.reply.ExportDescription as { ExportArn: string }).ExportArn;
    await clockCalls.advance(engine, 60);
    await callWith(engine, 'DeleteItem', { TableName: 'orders', Key: key });

    const start = requestTemplate('StartBulkPutItems', table).replace(
      "<the export's ID, the end of its ExportArn>",
      exportArn.split('/').at(-1)!,
    );
    const started = await callOperation(engine, 'StartBulkPutItems', start);
    if (!started.ok) throw new Error(started.error.message);
    const operationArn = (started.value.reply.BulkOperationDescription as { BulkOperationArn: string })
      .BulkOperationArn;
    await clockCalls.advance(engine, 60);
    const describe = requestTemplate('DescribeBulkOperation', table).replace(
      `${table.TableArn}/bulk-operation/<an ID from ListBulkOperations>`,
      operationArn,
    );
    const described = await callOperation(engine, 'DescribeBulkOperation', describe);
    expect(described.ok && described.value.reply.BulkOperationDescription).toMatchObject({
      BulkOperationStatus: 'COMPLETED',
      ProcessedItemCount: 1,
    });
    const item = await callWith(engine, 'GetItem', { TableName: 'orders', Key: key });
    expect(item.ok && item.value.reply.Item).toMatchObject({ customer: { S: 'ana' } });
    const listed = await callOperation(
      engine,
      'ListBulkOperations',
      requestTemplate('ListBulkOperations', table),
    );
    expect(listed.ok && listed.value.reply).toMatchObject({
      BulkOperationsSummaryList: [expect.objectContaining({ BulkOperationArn: operationArn })],
    });
  });
});
