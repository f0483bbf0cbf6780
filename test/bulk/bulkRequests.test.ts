/**
 * What StartBulkPutItems refuses (API_StartBulkPutItems, BulkPutItems.Considerations): a table that
 * does not exist, one that is not ACTIVE (or UPDATING for a change that conflicts), a table that is
 * part of a global table, requests that break the input and output configurations' rules — and how
 * a ClientToken makes a repeated request return the same operation for 8 hours.
 */
import { describe, expect, it } from 'vitest';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { twoRegionTable } from '../helpers/globalTable.ts';
import { keyedTable, newSandbox, putObject, S } from '../transfers/support.ts';
import { activeTable, bulkRequest, line } from './support.ts';

const HOUR = 60 * 60 * 1000;
const request = bulkRequest('orders', 'source', 'data/');

function sandboxWithInput() {
  const box = newSandbox();
  putObject(box, 'source', 'data/a.json', line({ pk: S('a') }));
  return box;
}

/** An UpdateTable that adds a global index on `email`. */
const ADD_EMAIL_INDEX = {
  TableName: 'orders',
  AttributeDefinitions: [{ AttributeName: 'email', AttributeType: 'S' }],
  GlobalSecondaryIndexUpdates: [
    {
      Create: {
        IndexName: 'byEmail',
        KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    },
  ],
};

describe('StartBulkPutItems refuses', () => {
  it('a table that does not exist: ResourceNotFoundException', () => {
    const box = sandboxWithInput();
    expect(box.fails('StartBulkPutItems', request)).toEqual({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: orders not found',
    });
    expect(box.ok('ListBulkOperations', {}).BulkOperationsSummaryList).toEqual([]);
  });

  it('a table that is CREATING, or UPDATING while it creates a secondary index: ResourceInUseException', () => {
    const box = sandboxWithInput();
    box.ok('CreateTable', keyedTable('orders'));
    const creating = box.fails('StartBulkPutItems', request);
    expect(creating.type).toBe('ResourceInUseException');
    expect(creating.message).toMatch(/^Table orders is CREATING: a bulk put items operation can start only/);

    box.advance(10 * box.engine.tableStatusDelayMs);
    box.ok('UpdateTable', ADD_EMAIL_INDEX);
    expect(box.fails('StartBulkPutItems', request)).toMatchObject({
      type: 'ResourceInUseException',
      message: expect.stringMatching(/^Table orders is UPDATING \(indexes\)/),
    });
  });

  it('a table that is ACTIVE again while its new global index is still backfilling: ResourceInUseException', () => {
    const box = sandboxWithInput();
    activeTable(box, keyedTable('orders'));
    // 500 items: the backfill lasts 100 ms (5,000 items a second) past the table's status delay.
    for (let i = 0; i < 500; i++)
      box.ok('PutItem', { TableName: 'orders', Item: { pk: S(`k${i}`), email: S(`e${i}`) } });
    box.ok('UpdateTable', ADD_EMAIL_INDEX);
    box.advance(box.engine.tableStatusDelayMs);
    const table = box.ok('DescribeTable', { TableName: 'orders' }).Table;
    expect(table.TableStatus).toBe('ACTIVE');
    expect(table.GlobalSecondaryIndexes[0]).toMatchObject({ IndexStatus: 'CREATING', Backfilling: true });
    expect(box.fails('StartBulkPutItems', request)).toEqual({
      type: 'ResourceInUseException',
      message: expect.stringMatching(/^Table orders is creating the secondary index byEmail: /),
    });
    expect(box.ok('ListBulkOperations', {}).BulkOperationsSummaryList).toEqual([]);

    box.advance(10 * box.engine.tableStatusDelayMs);
    expect(box.ok('DescribeTable', { TableName: 'orders' }).Table.GlobalSecondaryIndexes[0].IndexStatus).toBe(
      'ACTIVE',
    );
    expect(box.ok('StartBulkPutItems', request).BulkOperationDescription.BulkOperationStatus).toBe(
      'IN_PROGRESS',
    );
  });

  it('a table that is part of a global table: "Bulk put items does not support global tables"', () => {
    const { us, eu } = twoRegionTable();
    for (const engine of [us, eu]) {
      const reply = createDispatch(engine)(
        'DynamoDB_20120810.StartBulkPutItems',
        JSON.stringify(bulkRequest('profiles', 'source', 'data/')),
      );
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body)).toEqual({
        __type: 'com.amazon.coral.validate#ValidationException',
        message:
          'Bulk put items does not support global tables: table profiles is part of a global table. Use BatchWriteItem or PutItem instead.',
      });
    }
  });

  it('requests that break the configurations\u2019 rules: ValidationException', () => {
    const box = sandboxWithInput();
    activeTable(box, keyedTable('orders'));
    const fails = (body: object) => box.fails('StartBulkPutItems', body);
    const one = (detail: string) => ({
      type: 'ValidationException',
      message: `1 validation error detected: ${detail}`,
    });
    expect(fails({})).toEqual({
      type: 'ValidationException',
      message:
        "3 validation errors detected: Value null at 'inputS3Configuration' failed to satisfy constraint: Member must not be null; " +
        "Value null at 'outputS3Configuration' failed to satisfy constraint: Member must not be null; " +
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
    });
    expect(fails({ ...request, InputS3Configuration: { S3Bucket: 'source', InputFormat: 'CSV' } })).toEqual(
      one(
        "Value 'CSV' at 'inputS3Configuration.inputFormat' failed to satisfy constraint: Member must satisfy enum value set: [DYNAMODB_JSON, ION]",
      ),
    );
    expect(fails({ ...request, OutputS3Configuration: { OutputType: ['ERRORS'] } })).toEqual(
      one(
        "Value 'ERRORS' at 'outputS3Configuration.outputType.1.member' failed to satisfy constraint: Member must satisfy enum value set: [ERROR, CONDITION_CHECK_FAILURE]",
      ),
    );
    expect(fails({ ...request, PerformanceTier: 'FAST' })).toEqual(
      one(
        "Value 'FAST' at 'performanceTier' failed to satisfy constraint: Member must satisfy enum value set: [STANDARD, ACCELERATED]",
      ),
    );
    // Rules AWS states in prose only (the wording is the sandbox's).
    expect(fails({ ...request, MaxWriteRequestUnits: 1000 })).toEqual({
      type: 'ValidationException',
      message: 'MaxWriteRequestUnits must be at least 1024; the request gave 1000',
    });
    // A Long past 64 bits keeps its low bits: 1e300 is 0 there, not a limitless rate.
    expect(fails({ ...request, MaxWriteRequestUnits: 1e300 }).message).toBe(
      'MaxWriteRequestUnits must be at least 1024; the request gave 0',
    );
    expect(fails({ ...request, OutputS3Configuration: { OutputType: [] } }).message).toBe(
      'OutputS3Configuration.OutputType must include ERROR, CONDITION_CHECK_FAILURE or both',
    );
    expect(
      fails({
        ...request,
        OutputS3Configuration: { OutputType: ['ERROR'], S3SseAlgorithm: 'AES256', S3SseKmsKeyId: 'key' },
      }).message,
    ).toBe('OutputS3Configuration.S3SseKmsKeyId cannot be given when S3SseAlgorithm is AES256');
    expect(box.ok('ListBulkOperations', {}).BulkOperationsSummaryList).toEqual([]);
    // 1,024 itself is allowed.
    box.ok('StartBulkPutItems', { ...request, MaxWriteRequestUnits: 1024 });
  });
});

describe('a ClientToken', () => {
  it('returns the same operation for the same request within 8 hours; other parameters are a mismatch', () => {
    const box = sandboxWithInput();
    activeTable(box, keyedTable('orders'));
    const tokened = { ...request, ClientToken: 'load-1' };
    const first = box.ok('StartBulkPutItems', tokened).BulkOperationDescription;
    box.advance(60_000);
    const again = box.ok('StartBulkPutItems', tokened).BulkOperationDescription;
    expect(again.BulkOperationArn).toBe(first.BulkOperationArn);
    expect(again).toMatchObject({ BulkOperationStatus: 'COMPLETED', ClientToken: 'load-1' });
    expect(box.fails('StartBulkPutItems', { ...tokened, MaxWriteRequestUnits: 2048 })).toEqual({
      type: 'IdempotentParameterMismatchException',
      message:
        'Request has a different set of parameters than an earlier request with the same client token.',
    });
    expect(box.ok('ListBulkOperations', {}).BulkOperationsSummaryList).toHaveLength(1);

    box.advance(8 * HOUR);
    const later = box.ok('StartBulkPutItems', tokened).BulkOperationDescription;
    expect(later.BulkOperationArn).not.toBe(first.BulkOperationArn);
    expect(box.ok('ListBulkOperations', {}).BulkOperationsSummaryList).toHaveLength(2);
  });

  it('is generated when the request has none, so two requests are two operations', () => {
    const box = sandboxWithInput();
    activeTable(box, keyedTable('orders'));
    const a = box.ok('StartBulkPutItems', request).BulkOperationDescription;
    const b = box.ok('StartBulkPutItems', request).BulkOperationDescription;
    expect(a.ClientToken).toEqual(expect.any(String));
    expect(a.ClientToken).not.toBe(b.ClientToken);
    expect(a.BulkOperationArn).not.toBe(b.BulkOperationArn);
  });
});
