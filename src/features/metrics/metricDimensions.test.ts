import { describe, expect, it } from 'vitest';
import { metricDimensions } from './metricDimensions.ts';

describe('metricDimensions', () => {
  it('names a table by TableName', () => {
    expect(metricDimensions({ kind: 'table', resource: 'orders' })).toEqual([
      { name: 'TableName', value: 'orders' },
    ]);
  });

  it('names an index by TableName and GlobalSecondaryIndexName: CloudWatch needs both for its metrics', () => {
    expect(metricDimensions({ kind: 'index', resource: 'orders/index/by-status' })).toEqual([
      { name: 'TableName', value: 'orders' },
      { name: 'GlobalSecondaryIndexName', value: 'by-status' },
    ]);
  });
});
