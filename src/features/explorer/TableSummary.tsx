import { useEffect, useState, type ReactNode } from 'react';
import { describeForDisplay, type DisplayDescription } from '../../client/calls.ts';
import { errorName } from '../../client/engineClient.ts';
import type {
  ContinuousBackupsDescription,
  IndexDescription,
  TableDescription,
  TimeToLiveDescription,
} from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { plural } from '../../ui/plural.ts';
import { useLastStream } from '../streams/useLastStream.ts';
import { globalTableSummary } from './globalTableSummary.ts';
import { kinesisDestinationLines } from './kinesisDestinationSummary.ts';
import { useKinesisDestinations } from './useKinesisDestinations.ts';
import { vectorIndexSummary } from './vectorIndexSummary.ts';

/**
 * The parts of DescribeTable a learner reads first: status, keys, capacity mode, indexes (secondary
 * and vector), stream, Kinesis Data Streams destinations (DescribeKinesisStreamingDestination), Time
 * to Live (DescribeTimeToLive), point-in-time recovery
 * (DescribeContinuousBackups), a restore in progress, class and protection, a global table's
 * replicas, its resource-based policy (GetResourcePolicy), and the item count and size as DynamoDB
 * reports them.
 */
export function TableSummary({ table }: { table: TableDescription }) {
  const timeToLive = useSideDescription<TimeToLiveDescription>(
    'DescribeTimeToLive',
    'TimeToLiveDescription',
    table,
  );
  const recovery = useSideDescription<ContinuousBackupsDescription>(
    'DescribeContinuousBackups',
    'ContinuousBackupsDescription',
    table,
  )?.PointInTimeRecoveryDescription;
  const policy = useResourcePolicy(table);
  const kinesis = useKinesisDestinations(table);
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
  const lastStream = useLastStream(table)?.text;
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
        term="Items and size (DescribeTable, about every 6 hours)"
        title="DynamoDB refreshes ItemCount and TableSizeBytes about every six hours, and so does the sandbox: a new item shows in the list at once, in these figures later"
      >
        {plural(table.ItemCount ?? 0, 'item')}, {plural(table.TableSizeBytes ?? 0, 'byte')}
      </Entry>
      {indexes.map(([kind, index]) => (
        <Entry key={index.IndexName} term={`${kind} ${index.IndexName}`}>
          {keys(index.KeySchema)} · projects {index.Projection?.ProjectionType ?? 'ALL'}
          {/* A global index of a provisioned table has capacity of its own, apart from the table's. */}
          {kind === 'GSI' &&
            billing === 'PROVISIONED' &&
            ` · ${index.ProvisionedThroughput?.ReadCapacityUnits ?? 0} RCU, ${index.ProvisionedThroughput?.WriteCapacityUnits ?? 0} WCU`}
          {index.IndexStatus && index.IndexStatus !== 'ACTIVE' && ` · ${index.IndexStatus}`}
        </Entry>
      ))}
      {(table.VectorIndexes ?? []).map((index) => (
        <Entry
          key={index.IndexName}
          term={`Vector index ${index.IndexName}`}
          title="Searched by SearchVectors for the items whose vectors are closest to a given one"
        >
          {vectorIndexSummary(index, table)}
        </Entry>
      ))}
      <Entry term="Stream">
        {stream?.StreamEnabled
          ? `${stream.StreamViewType} since ${table.LatestStreamLabel ?? '—'}`
          : lastStream
            ? `Disabled (${lastStream})`
            : 'Off'}
      </Entry>
      <Entry
        term="Kinesis Data Streams"
        title="The table’s changes sent to a Kinesis data stream as well (EnableKinesisStreamingDestination). The sandbox has no Kinesis: it keeps the setting and its status, and sends no records"
      >
        {kinesis === undefined ? (
          '…'
        ) : kinesis.length === 0 ? (
          'None'
        ) : (
          <Lines lines={kinesisDestinationLines(kinesis)} />
        )}
      </Entry>
      <Entry term="Time to Live">
        {timeToLive === undefined
          ? '…'
          : timeToLive.TimeToLiveStatus === 'DISABLED'
            ? 'Off'
            : `${timeToLive.TimeToLiveStatus} on ${timeToLive.AttributeName}`}
      </Entry>
      <Entry
        term="Point-in-time recovery"
        title="Restore the table as it was at any second of the window (RestoreTableToPointInTime), into a new table"
      >
        {recovery === undefined
          ? '…'
          : recovery.PointInTimeRecoveryStatus === 'ENABLED'
            ? `On (${recovery.RecoveryPeriodInDays ?? 35} days), restorable from ${simulatedTime(recovery.EarliestRestorableDateTime)}`
            : 'Off'}
      </Entry>
      {table.RestoreSummary && (
        // DynamoDB shows RestoreSummary only while the restore runs (gone once the table is ACTIVE).
        <Entry term="Restoring">
          from {table.RestoreSummary.SourceBackupArn ? 'backup' : 'point in time'}{' '}
          {simulatedTime(table.RestoreSummary.RestoreDateTime)}
        </Entry>
      )}
      {table.TableClassSummary?.TableClass && (
        <Entry term="Table class">{table.TableClassSummary.TableClass}</Entry>
      )}
      {table.DeletionProtectionEnabled && <Entry term="Deletion protection">On</Entry>}
      {table.Replicas && (
        <Entry
          term="Global table"
          title="The same table in other Regions, each taking writes; a client signed for a Region reaches its replica"
        >
          {globalTableSummary(table)}
        </Entry>
      )}
      <Entry
        term="Resource-based policy"
        title="Who else may use this table (PutResourcePolicy). The sandbox has no other accounts: of a policy, only its explicit denies apply to you, the root user"
      >
        {policy === undefined ? (
          '…'
        ) : policy === 'none' ? (
          'None'
        ) : (
          <details>
            <summary>Attached, revision {policy.RevisionId}</summary>
            <pre>{JSON.stringify(JSON.parse(policy.Policy), null, 2)}</pre>
          </details>
        )}
      </Entry>
    </dl>
  );
}

/** Epoch seconds as the header's clock shows simulated time: UTC, to the second. */
function simulatedTime(seconds: number | undefined): string {
  if (seconds === undefined) return '—';
  return `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Lines of one entry, each on its own line. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={index} className="table-summary__line">
      {line}
    </span>
  ));
}

function Entry({ term, title, children }: { term: string; title?: string; children: ReactNode }) {
  return (
    <div>
      <dt title={title}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The table's policy as GetResourcePolicy reads it ('none' when it has none), fetched again whenever
 * the table's description is. Right after a change, DynamoDB still shows the previous state.
 */
function useResourcePolicy(
  table: TableDescription,
): { Policy: string; RevisionId: string } | 'none' | undefined {
  const { engine } = useServices();
  const [policy, setPolicy] = useState<{ Policy: string; RevisionId: string } | 'none'>();
  useEffect(() => {
    let current = true;
    void describeForDisplay(engine, 'GetResourcePolicy', { ResourceArn: table.TableArn }).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setPolicy(outcome.value.reply as { Policy: string; RevisionId: string });
      else if (errorName(outcome.error.__type) === 'PolicyNotFoundException') setPolicy('none');
    });
    return () => {
      current = false;
    };
  }, [engine, table]);
  return policy;
}

/**
 * One of the table's side descriptions (DescribeTimeToLive, DescribeContinuousBackups), fetched again
 * whenever the table's description is (undefined until it answers, or while the table is CREATING).
 */
function useSideDescription<T>(
  operation: DisplayDescription,
  field: string,
  table: TableDescription,
): T | undefined {
  const { engine } = useServices();
  const [description, setDescription] = useState<T>();
  useEffect(() => {
    let current = true;
    void describeForDisplay(engine, operation, { TableName: table.TableName }).then((outcome) => {
      if (current && outcome.ok) setDescription((outcome.value.reply as Record<string, T>)[field]);
    });
    return () => {
      current = false;
    };
  }, [engine, operation, field, table]);
  return description;
}
