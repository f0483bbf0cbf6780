/**
 * ImportTable's request checks (its own shape, then TableCreationParameters as CreateTable checks
 * them), and DescribeImport / ListImports (ClientToken replays: importClientToken.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  S,
  importAndWait,
  importRequest,
  keyedTable,
  newSandbox,
  putObject,
  tableArn,
  type Json,
  type Sandbox,
} from './support.ts';

const coral = (value: string | null, path: string, constraint: string) =>
  `Value ${value === null ? 'null' : `'${value}'`} at '${path}' failed to satisfy constraint: ${constraint}`;
const one = (violation: string) => `1 validation error detected: ${violation}`;

function withSource(): Sandbox {
  const box = newSandbox();
  putObject(box, 'import-source', 'data/a.json', `${JSON.stringify({ Item: { pk: S('a') } })}\n`);
  return box;
}

describe("ImportTable's own shape", () => {
  const valid = importRequest('copy', 'DYNAMODB_JSON', 'data/');
  it.each([
    [
      'without InputFormat',
      { ...valid, InputFormat: undefined },
      one(coral(null, 'inputFormat', 'Member must not be null')),
    ],
    [
      'with InputFormat PARQUET',
      { ...valid, InputFormat: 'PARQUET' },
      one(coral('PARQUET', 'inputFormat', 'Member must satisfy enum value set: [DYNAMODB_JSON, ION, CSV]')),
    ],
    [
      'with InputCompressionType BZIP2',
      { ...valid, InputCompressionType: 'BZIP2' },
      one(coral('BZIP2', 'inputCompressionType', 'Member must satisfy enum value set: [ZSTD, NONE, GZIP]')),
    ],
    [
      'without S3BucketSource',
      { ...valid, S3BucketSource: undefined },
      one(coral(null, 's3BucketSource', 'Member must not be null')),
    ],
    [
      'without TableCreationParameters',
      { ...valid, TableCreationParameters: undefined },
      one(coral(null, 'tableCreationParameters', 'Member must not be null')),
    ],
    [
      'with a # Delimiter',
      { ...valid, InputFormatOptions: { Csv: { Delimiter: '#' } } },
      one(
        coral(
          '#',
          'inputFormatOptions.csv.delimiter',
          'Member must satisfy regular expression pattern: [,;:|\\t ]',
        ),
      ),
    ],
    [
      'with an S3BucketOwner that is no account id',
      { ...valid, S3BucketSource: { S3Bucket: 'import-source', S3BucketOwner: 'me' } },
      one(
        coral(
          'me',
          's3BucketSource.s3BucketOwner',
          'Member must satisfy regular expression pattern: [0-9]{12}',
        ),
      ),
    ],
    [
      // AWS's answer, probed in 2026 (ack-api-quirks dynamodb DDB-IMPORT-009).
      'with CSV options for another format',
      { ...valid, InputFormatOptions: { Csv: { Delimiter: ';' } } },
      'Invalid Request: Unsupported InputFormatOptions for the given input format: DYNAMODB_JSON.',
    ],
  ])('refuses a request %s', (_, request, message) => {
    const box = withSource();
    expect(box.fails('ImportTable', request)).toEqual({ type: 'ValidationException', message });
    expect(box.ok('ListTables', {}).TableNames).toEqual([]);
  });

  it('names the path of a bad TableCreationParameters member', () => {
    const box = withSource();
    const request = importRequest('copy', 'DYNAMODB_JSON', 'data/', {}, keyedTable('x!'));
    expect(box.fails('ImportTable', request)).toEqual({
      type: 'ValidationException',
      message:
        '2 validation errors detected: ' +
        `${coral('x!', 'tableCreationParameters.tableName', 'Member must have length greater than or equal to 3')}; ` +
        coral(
          'x!',
          'tableCreationParameters.tableName',
          'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
        ),
    });
  });
});

describe('TableCreationParameters', () => {
  const definitions = (...names: string[]) =>
    names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
  it.each([
    [
      'a key attribute without a definition',
      keyedTable('copy', 'S', { AttributeDefinitions: definitions('pk') }),
    ],
    [
      'a definition no key uses',
      keyedTable('copy', undefined, { AttributeDefinitions: definitions('pk', 'extra') }),
    ],
    ['provisioned billing without throughput', keyedTable('copy', undefined, { BillingMode: 'PROVISIONED' })],
    [
      'an index on an undefined attribute',
      keyedTable('copy', undefined, {
        GlobalSecondaryIndexes: [
          {
            IndexName: 'byX',
            KeySchema: [{ AttributeName: 'x', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    ],
  ])('are refused as CreateTable refuses them: %s', (_, table) => {
    const box = withSource();
    const asCreateTable = box.fails('CreateTable', table);
    expect(asCreateTable.type).toBe('ValidationException');
    expect(box.fails('ImportTable', importRequest('copy', 'DYNAMODB_JSON', 'data/', {}, table))).toEqual(
      asCreateTable,
    );
    expect(box.ok('ListImports', {}).ImportSummaryList).toEqual([]);
  });
});

describe('DescribeImport and ListImports', () => {
  function threeImports() {
    const box = withSource();
    const arns: Record<string, string> = {};
    for (const name of ['first', 'second', 'third']) {
      arns[name] = box.ok(
        'ImportTable',
        importRequest(name, 'DYNAMODB_JSON', 'data/'),
      ).ImportTableDescription.ImportArn;
      box.advance(100);
    }
    return { box, arns };
  }

  it('answers ImportNotFoundException for an ARN no import has', () => {
    const { box } = threeImports();
    const ImportArn = `${tableArn('first')}/import/01795996800000-0badc0de`;
    const failure = box.fails('DescribeImport', { ImportArn });
    expect(failure.type).toBe('ImportNotFoundException');
    expect(failure.message).toContain(ImportArn);
    expect(box.fails('DescribeImport', { ImportArn: 'arn:short' })).toEqual({
      type: 'ValidationException',
      message: one(coral('arn:short', 'importArn', 'Member must have length greater than or equal to 37')),
    });
  });

  it('lists imports in progress and ended, all or one table', () => {
    const { box, arns } = threeImports();
    const summaries = () => box.ok('ListImports', {}).ImportSummaryList as Json[];
    expect(
      summaries()
        .map((summary) => summary.ImportArn)
        .sort(),
    ).toEqual(Object.values(arns).sort());
    expect(summaries().filter((summary) => summary.ImportStatus === 'IN_PROGRESS').length).toBeGreaterThan(0);
    box.advance(MINUTE);
    for (const summary of summaries()) {
      expect(summary).toMatchObject({
        ImportStatus: 'COMPLETED',
        InputFormat: 'DYNAMODB_JSON',
        S3BucketSource: { S3Bucket: 'import-source', S3KeyPrefix: 'data/' },
      });
      expect(summary.EndTime).toBeGreaterThan(summary.StartTime);
    }
    const second = box.ok('ListImports', { TableArn: tableArn('second') }).ImportSummaryList as Json[];
    expect(second.map((summary) => summary.ImportArn)).toEqual([arns.second]);
    expect(second[0].TableArn).toBe(tableArn('second'));
  });

  it('pages with PageSize and NextToken', () => {
    const { box, arns } = threeImports();
    const first = box.ok('ListImports', { PageSize: 2 });
    expect(first.ImportSummaryList).toHaveLength(2);
    expect(first.NextToken).toMatch(/^([0-9a-f]{16})+$/);
    expect(first.NextToken.length).toBeGreaterThanOrEqual(112);
    const rest = box.ok('ListImports', { PageSize: 2, NextToken: first.NextToken });
    expect(rest.ImportSummaryList).toHaveLength(1);
    expect(rest.NextToken).toBeUndefined();
    const seen = [...first.ImportSummaryList, ...rest.ImportSummaryList].map(
      (summary: Json) => summary.ImportArn,
    );
    expect(seen.sort()).toEqual(Object.values(arns).sort());
  });

  it.each([
    [{ PageSize: 0 }, one(coral('0', 'pageSize', 'Member must have value greater than or equal to 1'))],
    [{ PageSize: 26 }, one(coral('26', 'pageSize', 'Member must have value less than or equal to 25'))],
  ])('refuses ListImports %j', (request, message) => {
    expect(newSandbox().fails('ListImports', request)).toEqual({ type: 'ValidationException', message });
  });

  it('refuses a NextToken of the wrong form', () => {
    const failure = newSandbox().fails('ListImports', { NextToken: 'abc' });
    expect(failure.type).toBe('ValidationException');
    expect(failure.message).toContain(
      coral('abc', 'nextToken', 'Member must have length greater than or equal to 112'),
    );
    expect(failure.message).toContain(
      coral('abc', 'nextToken', 'Member must satisfy regular expression pattern: ([0-9a-f]{16})+'),
    );
  });

  it('keeps an import for 90 days', () => {
    const { box, arns } = threeImports();
    box.advance(89 * 24 * 60 * MINUTE);
    expect(box.ok('DescribeImport', { ImportArn: arns.first }).ImportTableDescription.ImportStatus).toBe(
      'COMPLETED',
    );
    box.advance(2 * 24 * 60 * MINUTE);
    expect(box.ok('ListImports', {}).ImportSummaryList).toEqual([]);
    expect(box.fails('DescribeImport', { ImportArn: arns.first }).type).toBe('ImportNotFoundException');
    // The tables stay: only the record of the import goes.
    expect(box.ok('DescribeTable', { TableName: 'first' }).Table.TableStatus).toBe('ACTIVE');
  });
});

describe('an import into a table with a sort key', () => {
  it('needs both keys in every record', () => {
    const box = withSource();
    const done = importAndWait(
      box,
      importRequest('pairs', 'DYNAMODB_JSON', 'data/', {}, keyedTable('pairs', 'S')),
    );
    expect(done).toMatchObject({ ImportStatus: 'FAILED', ErrorCount: 1, ImportedItemCount: 0 });
    const events = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(events[0].errorMessages).toEqual([
      'One or more parameter values were invalid: Missing the key sk in the item',
    ]);
  });
});

describe('running imports', () => {
  it('are at most 50 at a time: LimitExceededException, and no table, until some end', () => {
    const box = withSource();
    for (let i = 0; i < 50; i++) box.ok('ImportTable', importRequest(`copy-${i}`, 'DYNAMODB_JSON', 'data/'));
    expect(box.fails('ImportTable', importRequest('one-more', 'DYNAMODB_JSON', 'data/'))).toEqual({
      type: 'LimitExceededException',
      message: 'Too many operations for a given subscriber.',
    });
    expect(box.fails('DescribeTable', { TableName: 'one-more' }).type).toBe('ResourceNotFoundException');
    box.advance(MINUTE);
    expect(importAndWait(box, importRequest('one-more', 'DYNAMODB_JSON', 'data/')).ImportStatus).toBe(
      'COMPLETED',
    );
  });
});
