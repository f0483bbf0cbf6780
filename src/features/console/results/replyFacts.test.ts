import { describe, expect, it } from 'vitest';
import { exportLocation, importSource, tableOfArn } from './exportImportPlaces.ts';
import { replyFacts } from './replyFacts.ts';

describe('the facts of a reply', () => {
  it('counts capacity units, as before', () => {
    expect(
      replyFacts({ Count: 2, ScannedCount: 5, ConsumedCapacity: { TableName: 'app', CapacityUnits: 0.5 } }),
    ).toEqual(['Count 2', 'ScannedCount 5', 'ConsumedCapacity 0.5 units']);
    expect(replyFacts({ ConsumedCapacity: [{ CapacityUnits: 1 }, { CapacityUnits: 2 }] })).toEqual([
      'ConsumedCapacity 3 units',
    ]);
  });

  it('gives a search its billed bytes, not zero units', () => {
    expect(replyFacts({ SearchResults: [], ConsumedCapacity: { VectorSearchRequestBytes: 4608 } })).toEqual([
      'VectorSearchRequestBytes 4,608 bytes',
    ]);
  });

  it('adds the bytes a write sent each vector index, under INDEXES', () => {
    const consumed = {
      TableName: 'dishes',
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
      VectorIndexes: { taste: { VectorWriteRequestBytes: 4111 } },
    };
    expect(replyFacts({ ConsumedCapacity: consumed })).toEqual([
      'ConsumedCapacity 1 unit',
      'vector index taste: VectorWriteRequestBytes 4,111 bytes',
    ]);
  });
});

describe('the facts of an export or an import', () => {
  it('are its status and counts, with a failure when there is one', () => {
    const exported = {
      ExportDescription: {
        ExportArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app/export/01800000000000-88062cf2',
        ExportStatus: 'COMPLETED',
        ItemCount: 1200,
        BilledSizeBytes: 53211,
        S3Bucket: 'sandbox-exports',
      },
    };
    expect(replyFacts(exported)).toEqual([
      'ExportStatus COMPLETED',
      'ItemCount 1,200',
      'BilledSizeBytes 53,211',
    ]);
    expect(replyFacts({ ExportDescription: { ExportStatus: 'IN_PROGRESS' } })).toEqual([
      'ExportStatus IN_PROGRESS',
    ]);
    const filtered = {
      ExportStatus: 'COMPLETED',
      ItemCount: 4,
      FilterSpecification: { FilterExpression: 'a = :a' },
    };
    expect(replyFacts({ ExportDescription: filtered })).toEqual([
      'ExportStatus COMPLETED',
      'ItemCount 4',
      'filtered',
    ]);
    expect(
      replyFacts({
        ImportTableDescription: {
          ImportStatus: 'FAILED',
          ProcessedItemCount: 3,
          ImportedItemCount: 0,
          ErrorCount: 3,
          FailureCode: 'ItemValidationError',
        },
      }),
    ).toEqual([
      'ImportStatus FAILED',
      'ProcessedItemCount 3',
      'ImportedItemCount 0',
      'ErrorCount 3',
      'FailureCode ItemValidationError',
    ]);
  });

  it('say where an export’s files are, and what an import read', () => {
    expect(
      exportLocation({
        ExportArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app/export/01800000000000-88062cf2',
        S3Bucket: 'sandbox-exports',
        S3Prefix: 'app',
      }),
    ).toBe('s3://sandbox-exports/app/AWSDynamoDB/01800000000000-88062cf2/');
    expect(exportLocation({ ExportArn: 'arn:…/export/01-a', S3Bucket: 'b' })).toBe(
      's3://b/AWSDynamoDB/01-a/',
    );
    expect(importSource({ S3BucketSource: { S3Bucket: 'uploads', S3KeyPrefix: 'people/' } })).toBe(
      's3://uploads/people/',
    );
    expect(tableOfArn('arn:aws:dynamodb:us-east-1:000000000000:table/copy')).toBe('copy');
  });
});
