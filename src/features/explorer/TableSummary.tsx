import type { IndexDescription, TableDescription } from '../../client/wireTypes.ts';

/** The parts of DescribeTable a learner reads first: keys, capacity mode, indexes, stream, size. */
export function TableSummary({ table }: { table: TableDescription }) {
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
  return (
    <dl className="table-summary">
      <div>
        <dt>Status</dt>
        <dd>{table.TableStatus}</dd>
      </div>
      <div>
        <dt>Primary key</dt>
        <dd>{keys(table.KeySchema)}</dd>
      </div>
      <div>
        <dt>Capacity</dt>
        <dd>
          {billing === 'PAY_PER_REQUEST'
            ? 'On-demand'
            : `Provisioned: ${throughput?.ReadCapacityUnits ?? 0} RCU, ${throughput?.WriteCapacityUnits ?? 0} WCU`}
        </dd>
      </div>
      <div>
        <dt title="DynamoDB refreshes ItemCount about every six hours, and so does the sandbox">
          Item count (DescribeTable)
        </dt>
        <dd>{table.ItemCount ?? 0}</dd>
      </div>
      {indexes.map(([kind, index]) => (
        <div key={index.IndexName}>
          <dt>
            {kind} {index.IndexName}
          </dt>
          <dd>
            {keys(index.KeySchema)} · projects {index.Projection?.ProjectionType ?? 'ALL'}
          </dd>
        </div>
      ))}
      {table.StreamSpecification?.StreamEnabled && (
        <div>
          <dt>Stream</dt>
          <dd>{table.StreamSpecification.StreamViewType}</dd>
        </div>
      )}
    </dl>
  );
}
