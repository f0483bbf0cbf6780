import { describe, expect, it } from 'vitest';
import { emptyImportForm, importTableRequest, type ImportForm } from './importTableRequest.ts';

const form = (change: Partial<ImportForm> = {}): ImportForm => ({
  ...emptyImportForm(),
  bucket: 'my-imports',
  keyPrefix: 'people/',
  table: { ...emptyImportForm().table, name: 'people' },
  ...change,
});

describe('importTableRequest', () => {
  it('builds ImportTable with the new table as CreateTable would have it', () => {
    expect(importTableRequest(form())).toEqual({
      ok: true,
      request: {
        S3BucketSource: { S3Bucket: 'my-imports', S3KeyPrefix: 'people/' },
        InputFormat: 'CSV',
        InputCompressionType: 'NONE',
        TableCreationParameters: {
          TableName: 'people',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'SK', KeyType: 'RANGE' },
          ],
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: 'PK', AttributeType: 'S' },
            { AttributeName: 'SK', AttributeType: 'S' },
          ],
        },
      },
    });
  });

  it('sends CSV options only when they differ from the defaults', () => {
    const built = importTableRequest(form({ delimiter: ';', headerList: 'PK, SK ,name,' }));
    expect(built.ok && built.request.InputFormatOptions).toEqual({
      Csv: { Delimiter: ';', HeaderList: ['PK', 'SK', 'name'] },
    });
    const json = importTableRequest(form({ format: 'DYNAMODB_JSON', delimiter: ';', compression: 'GZIP' }));
    expect(json.ok && json.request.InputFormatOptions).toBeUndefined();
    expect(json.ok && json.request.InputCompressionType).toBe('GZIP');
    const zstd = importTableRequest(form({ format: 'ION', compression: 'ZSTD' }));
    expect(zstd.ok && zstd.request.InputCompressionType).toBe('ZSTD');
  });

  it('carries provisioned capacity and global indexes, and leaves out what ImportTable does not take', () => {
    const table = {
      ...form().table,
      sortKey: { name: '', type: 'S' as const },
      billing: 'PROVISIONED' as const,
      readUnits: 3,
      writeUnits: 4,
      stream: 'NEW_IMAGE' as const,
      globalIndexes: [
        {
          name: 'byEmail',
          partitionKey: { name: 'email', type: 'S' as const },
          sortKey: { name: '', type: 'S' as const },
          projection: 'KEYS_ONLY' as const,
          include: '',
        },
      ],
    };
    const built = importTableRequest(form({ keyPrefix: '', table }));
    expect(built.ok && built.request.S3BucketSource).toEqual({ S3Bucket: 'my-imports' });
    expect(built.ok && built.request.TableCreationParameters).toEqual({
      TableName: 'people',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 },
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byEmail',
          KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
          ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 },
        },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'email', AttributeType: 'S' },
      ],
    });
  });

  it('explains a bucket name S3 would refuse', () => {
    expect(importTableRequest(form({ bucket: 'My_Bucket' }))).toEqual({
      ok: false,
      problem: 'Bucket names are lowercase: no capital letters.',
    });
  });
});
