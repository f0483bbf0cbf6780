import { useEffect, useState, type ReactNode } from 'react';
import { callWith } from '../../client/calls.ts';
import type { IndexDescription, TableDescription, TimeToLiveDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';

/**
 * The parts of DescribeTable a learner reads first: status, keys, capacity mode, indexes, stream,
 * Time to Live (DescribeTimeToLive), class and protection, and the item count as DynamoDB reports it.
 */
export function TableSummary({ table }: { table: TableDescription }) {
  const timeToLive = useTimeToLive(table.TableName);
  const typeOf = (name: string) =>
    table.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType ?? '?';
  const keys = (schema: TableDescription['KeySchema']) =>
    schema
      .map(
        (element) =>
          `${element.AttributeName} (${typeOf(element.AttributeName)}, ${element.KeyType === 'HASH' ? 'partition' : 'sort'})`,
      )
      .join(' · ');
  const billing = table.BillingModeSummary?.BillingMode ?? 'PROVISIONED';
  const throughput = table.ProvisionedThroughput;
  const indexes: [string, IndexDescription][] = [
    ...(table.GlobalSecondaryIndexes ?? []).map((index): [string, IndexDescription] => ['GSI', index]),
    ...(table.LocalSecondaryIndexes ?? []).map((index): [string, IndexDescription] => ['LSI', index]),
  ];
  const stream = table.StreamSpecification;
  return (
    <dl className="table-summary">
      <Entry term="Status">{table.TableStatus}</Entry>
      <Entry term="Primary key">{keys(table.KeySchema)}</Entry>
      <Entry term="Capacity">
        {billing === 'PAY_PER_REQUEST'
          ? 'On-demand'
          : `Provisioned: ${throughput?.ReadCapacityUnits ?? 0} RCU, ${throughput?.WriteCapacityUnits ?? 0} WCU`}
      </Entry>
      <Entry
        term="Item count (DescribeTable)"
        title="DynamoDB refreshes ItemCount about every six hours, and so does the sandbox"
      >
        {table.ItemCount ?? 0}
      </Entry>
      {indexes.map(([kind, index]) => (
        <Entry key={index.IndexName} term={`${kind} ${index.IndexName}`}>
          {keys(index.KeySchema)} · projects {index.Projection?.ProjectionType ?? 'ALL'}
          {index.IndexStatus && index.IndexStatus !== 'ACTIVE' && ` · ${index.IndexStatus}`}
        </Entry>
      ))}
      <Entry term="Stream">
        {stream?.StreamEnabled
          ? `${stream.StreamViewType} since ${table.LatestStreamLabel ?? '—'}`
          : table.LatestStreamArn
            ? 'Disabled (the last stream stays readable for 24 hours)'
            : 'Off'}
      </Entry>
      <Entry term="Time to Live">
        {timeToLive === undefined
          ? '…'
          : timeToLive.TimeToLiveStatus === 'DISABLED'
            ? 'Off'
            : `${timeToLive.TimeToLiveStatus} on ${timeToLive.AttributeName}`}
      </Entry>
      {table.TableClassSummary?.TableClass && (
        <Entry term="Table class">{table.TableClassSummary.TableClass}</Entry>
      )}
      {table.DeletionProtectionEnabled && <Entry term="Deletion protection">On</Entry>}
    </dl>
  );
}

function Entry({ term, title, children }: { term: string; title?: string; children: ReactNode }) {
  return (
    <div>
      <dt title={title}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** DescribeTimeToLive for the table (undefined until it answers, or while the table is CREATING). */
function useTimeToLive(tableName: string): TimeToLiveDescription | undefined {
  const { engine } = useServices();
  const [description, setDescription] = useState<TimeToLiveDescription>();
  useEffect(() => {
    let current = true;
    void callWith(engine, 'DescribeTimeToLive', { TableName: tableName }).then((outcome) => {
      if (current && outcome.ok)
        setDescription(
          (outcome.value.reply as { TimeToLiveDescription: TimeToLiveDescription }).TimeToLiveDescription,
        );
    });
    return () => {
      current = false;
    };
  }, [engine, tableName]);
  return description;
}
