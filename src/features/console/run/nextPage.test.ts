import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../state/consoleSlice.ts';
import { nextPageRequest } from './nextPage.ts';

const call = (operation: string, request: object, reply: object): CallRecord => ({
  operation,
  request: JSON.stringify(request),
  outcome: {
    ok: true,
    value: { reply: reply as Record<string, unknown>, raw: '', engineMs: 0, roundTripMs: 0 },
  },
});

describe('the Next page request', () => {
  it('sends a list of exports, imports or bulk operations again with the reply’s NextToken', () => {
    const page = { ExportSummaries: [], NextToken: 'abc' };
    expect(JSON.parse(nextPageRequest(call('ListExports', { MaxResults: 1 }, page))!)).toEqual({
      MaxResults: 1,
      NextToken: 'abc',
    });
    expect(JSON.parse(nextPageRequest(call('ListImports', { PageSize: 1 }, { NextToken: 'n' }))!)).toEqual({
      PageSize: 1,
      NextToken: 'n',
    });
    expect(nextPageRequest(call('ListImports', {}, { ImportSummaryList: [] }))).toBeUndefined();
    const bulk = call(
      'ListBulkOperations',
      { MaxResults: 2 },
      { BulkOperationsSummaryList: [], NextToken: 'b' },
    );
    expect(JSON.parse(nextPageRequest(bulk)!)).toEqual({ MaxResults: 2, NextToken: 'b' });
  });

  it('pages a PartiQL statement with its Parameters, which the NextToken was made for', () => {
    const request = { Statement: 'SELECT * FROM "app" WHERE PK = ?', Parameters: [{ S: 'CUSTOMER#42' }] };
    expect(
      JSON.parse(nextPageRequest(call('ExecuteStatement', request, { Items: [], NextToken: 't' }))!),
    ).toEqual({ ...request, NextToken: 't' });
  });
});
