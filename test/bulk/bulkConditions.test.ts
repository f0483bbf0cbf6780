/**
 * Records with more than an Item (BulkPutItems.Format: "Each input file can optionally contain
 * per-item condition expressions that control whether items are written to the table"). The
 * sandbox could not confirm those records' fields, so it refuses every record with a key besides
 * "Item" as a failed record, never writing a conditional record unconditionally (bulkInput.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  getObject,
  keyedTable,
  listObjects,
  N,
  newSandbox,
  putObject,
  S,
  scanAll,
} from '../transfers/support.ts';
import { activeTable, bulkAndWait, bulkRequest, line } from './support.ts';

const MESSAGE =
  'The record has keys besides "Item"; the sandbox does not support per-item condition expressions in bulk put items input, so the record was not written. Each record must be {"Item": {...}}.';

function withExisting() {
  const box = newSandbox();
  activeTable(box, keyedTable('orders'));
  box.ok('PutItem', { TableName: 'orders', Item: { pk: S('a'), v: N(1) } });
  return box;
}

describe('a record with keys besides Item', () => {
  it('in DynamoDB JSON is a failed record: not written, counted and reported', () => {
    const box = withExisting();
    const conditional = {
      Item: { pk: S('a'), v: N(2) },
      ConditionExpression: 'attribute_not_exists(pk)',
    };
    putObject(box, 'source', 'data/a.json', `${JSON.stringify(conditional)}\n` + line({ pk: S('b') }));
    const done = bulkAndWait(box, bulkRequest('orders', 'source', 'data/'));
    expect(done).toMatchObject({
      BulkOperationStatus: 'COMPLETED_WITH_ERRORS',
      ProcessedItemCount: 2,
      FailedItemCount: 1,
    });
    expect(scanAll(box, 'orders')).toEqual([{ pk: S('a'), v: N(1) }, { pk: S('b') }]);

    const errors = listObjects(box, 'reports').find((object) =>
      object.Key.endsWith('errors/part-00000.json'),
    );
    const reported = JSON.parse(getObject(box, 'reports', errors!.Key).toString('utf8'));
    expect(reported).toMatchObject({ S3Key: 'data/a.json', ItemIndex: 0, ErrorMessage: MESSAGE });
  });

  it('in Amazon Ion is a failed record as well', () => {
    const box = withExisting();
    putObject(
      box,
      'source',
      'ion/a.ion',
      '{Item:{pk:"a",v:2.},ConditionExpression:"attribute_not_exists(pk)"}\n{Item:{pk:"c"}}\n',
    );
    const request = bulkRequest('orders', 'source', 'ion/');
    request.InputS3Configuration.InputFormat = 'ION';
    expect(bulkAndWait(box, request)).toMatchObject({
      BulkOperationStatus: 'COMPLETED_WITH_ERRORS',
      ProcessedItemCount: 2,
      FailedItemCount: 1,
    });
    expect(scanAll(box, 'orders')).toEqual([{ pk: S('a'), v: N(1) }, { pk: S('c') }]);
  });
});
