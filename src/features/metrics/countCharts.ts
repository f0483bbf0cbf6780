/**
 * A table's charts of counts that most tables never have, each drawn once the table has any:
 * TransactionConflict and TimeToLiveDeletedItemCount (most tables never meet a transaction in flight
 * or have TTL on), ReturnedItemCount with one line per Operation as CloudWatch keeps it (TableName
 * and Operation), and the stream metrics ReturnedRecordsCount and ReturnedBytes of GetRecords
 * (metrics-dimensions.html).
 */
import type { ResourceMetricName } from '../../client/capacityClient.ts';
import type { ChartSpec } from './MetricChart.tsx';

/** ReturnedItemCount's operations, each the engine's column and a colour. */
export const RETURNED_ITEM_OPERATIONS: readonly {
  name: string;
  metric: ResourceMetricName;
  color: string;
}[] = [
  { name: 'Query', metric: 'ReturnedItemCountQuery', color: '#14907a' },
  { name: 'Scan', metric: 'ReturnedItemCountScan', color: '#d97a1e' },
  { name: 'ExecuteStatement', metric: 'ReturnedItemCountExecuteStatement', color: '#7a4fd0' },
];

const any = (values: readonly number[]) => values.some((value) => value > 0);

const EVENTS = [
  {
    id: 'transaction-conflict',
    name: 'TransactionConflict',
    unit: 'requests',
    help: 'Item-level requests refused because a transaction in flight held the item: a plain write (TransactionConflictException), a batch item handed back, a transaction or transactional read cancelled. The SDKs retry them.',
  },
  {
    id: 'ttl-deleted',
    name: 'TimeToLiveDeletedItemCount',
    unit: 'items',
    help: 'Items Time to Live’s background deleter removed. The deletions consume no write capacity, and an expired item stays readable until one of them takes it.',
  },
] as const;

export function countCharts(
  m: Record<ResourceMetricName, number[]>,
  /** The Sum statistic per point of the view. */
  cut: (values: number[]) => number[],
  /** The statistic's label for a unit, per second or per minute. */
  sum: (unit: string) => string,
  /** The colour of a single-series chart. */
  color: string,
): ChartSpec[] {
  const charts: ChartSpec[] = [];
  for (const { id, name, unit, help } of EVENTS) {
    if (!any(m[name])) continue;
    charts.push({
      id,
      title: name,
      statistic: sum(unit),
      help,
      series: [{ name, values: cut(m[name]), color, area: true }],
    });
  }
  if (RETURNED_ITEM_OPERATIONS.some(({ metric }) => any(m[metric])))
    charts.push({
      id: 'returned-items',
      title: 'ReturnedItemCount',
      statistic: sum('items, one line per Operation'),
      help: 'Items handed back by Query, Scan and PartiQL SELECT (ExecuteStatement): each reply’s Count, after any filter, not the ScannedCount it read. Each page counts its own items. Far fewer items returned than read capacity suggests is a filter doing work a key or an index could do.',
      series: RETURNED_ITEM_OPERATIONS.map(({ name, metric, color }) => ({
        name,
        values: cut(m[metric]),
        color,
      })),
    });
  if (any(m.ReturnedRecordsCount))
    charts.push(
      {
        id: 'returned-records',
        title: 'ReturnedRecordsCount',
        statistic: sum('stream records, GetRecords, all the table’s streams'),
        help: 'Stream records that GetRecords calls read from the table’s stream: a trigger’s reads (Lambda polls with GetRecords; each record once as the trigger reads past it, filtered out or not), your own, and the Stream & triggers tab’s, which reads with GetRecords too. CloudWatch also splits it by StreamLabel; a table has one stream at a time, so the sandbox adds its streams together.',
        series: [
          { name: 'ReturnedRecordsCount', values: cut(m.ReturnedRecordsCount), color: '#3b6fd8', area: true },
        ],
      },
      {
        id: 'returned-bytes',
        title: 'ReturnedBytes',
        statistic: sum('bytes, GetRecords, all the table’s streams'),
        help: 'The size of the stream records GetRecords returned, taken here as the sum of their SizeBytes. A reply stops at 1 MB of records or 1,000 of them, whichever comes first.',
        series: [{ name: 'ReturnedBytes', values: cut(m.ReturnedBytes), color: '#14907a', area: true }],
      },
    );
  return charts;
}
