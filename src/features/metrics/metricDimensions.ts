/**
 * The CloudWatch dimensions of the table or index a Metrics view shows (metrics-dimensions.html): a
 * table's metrics by TableName; a global secondary index's by TableName and GlobalSecondaryIndexName,
 * since CloudWatch returns an index's metrics only when both are given (TableName alone returns the
 * table's).
 */
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { resourceTitle } from '../heatmap/heatModel.ts';

export function metricDimensions(
  resource: Pick<ResourceHistory, 'kind' | 'resource'>,
): { name: string; value: string }[] {
  if (resource.kind === 'table') return [{ name: 'TableName', value: resource.resource }];
  return [
    { name: 'TableName', value: resource.resource.slice(0, resource.resource.indexOf('/index/')) },
    { name: 'GlobalSecondaryIndexName', value: resourceTitle(resource) },
  ];
}
