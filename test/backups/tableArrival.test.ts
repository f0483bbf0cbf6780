/**
 * How a new table reaches the side services (operations/tableArrival.ts), as probed against AWS in
 * 2026 (ack-api-quirks dynamodb DDB-TABLE-101, 115, 116, DDB-BACKUP-002): unknown to time to live,
 * insights and backups for the first 40% of its creation, to tagging for the first 80%, and without
 * backups for 40% of the status delay after it is ACTIVE; a global index UpdateTable adds is unknown
 * to insights for the first 40% of its resource allocation.
 */
import { expect, it } from 'vitest';
import { call, idTable, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const TableName = 'fresh';
const ResourceArn = `arn:aws:dynamodb:us-east-1:000000000000:table/${TableName}`;

const answer = (reply: { status: number; body: Record<string, unknown> }) =>
  reply.status === 200 ? 'ok' : `${String(reply.body.__type).split('#')[1]}: ${reply.body.message}`;

const tagsOrAnswer = (reply: { status: number; body: Record<string, unknown> }) =>
  reply.status === 200 ? reply.body.Tags : answer(reply);

it('answers each side service as the table becomes known to it', () => {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  const create = call(engine, 'CreateTable', idTable(TableName, { Tags: [{ Key: 'team', Value: 'data' }] }));
  expect(create.status).toBe(200);
  const answers = () => ({
    ttl: answer(
      call(engine, 'UpdateTimeToLive', {
        TableName,
        TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
      }),
    ),
    describeBackups: answer(call(engine, 'DescribeContinuousBackups', { TableName })),
    backup: answer(call(engine, 'CreateBackup', { TableName, BackupName: 'first' })),
    insights: answer(call(engine, 'DescribeContributorInsights', { TableName })),
    tag: answer(call(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'stage', Value: 'dev' }] })),
    untag: answer(call(engine, 'UntagResource', { ResourceArn, TagKeys: ['team'] })),
    tags: tagsOrAnswer(call(engine, 'ListTagsOfResource', { ResourceArn })),
  });
  const notFound = `ResourceNotFoundException: Requested resource not found: Table: ${TableName} not found`;
  const arnNotFound = `ResourceNotFoundException: Requested resource not found: ResourceArn: ${ResourceArn} not found`;
  const enabling = `ContinuousBackupsUnavailableException: Backups are being enabled for the table: ${TableName}. Please retry later`;
  expect(answers()).toEqual({
    ttl: notFound,
    describeBackups: `TableNotFoundException: Table not found: ${TableName}`,
    backup: `TableNotFoundException: Table not found: ${TableName}`,
    insights: notFound,
    tag: arnNotFound,
    untag: arnNotFound,
    tags: arnNotFound,
  });
  engine.advance(0.4 * DELAY_MS);
  expect(answers()).toMatchObject({
    ttl: `ResourceInUseException: Attempt to change a resource which is still in use: Table ${TableName} is being created`,
    describeBackups: 'ok',
    backup: enabling,
    insights: 'ok',
    tag: arnNotFound,
  });
  expect(call(engine, 'DescribeContinuousBackups', { TableName }).body).toEqual({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'DISABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
    },
  });
  engine.advance(0.4 * DELAY_MS);
  // The tags CreateTable gave are not readable yet; an untag changes nothing.
  expect(answers()).toMatchObject({
    tag: `ResourceInUseException: Attempt to change a resource which is still in use: Table is being created: ${TableName}`,
    untag: 'ok',
    tags: [],
  });
  engine.advance(0.2 * DELAY_MS);
  expect(answers()).toMatchObject({ backup: enabling, tags: [{ Key: 'team', Value: 'data' }] });
  engine.advance(0.4 * DELAY_MS);
  expect(answer(call(engine, 'CreateBackup', { TableName, BackupName: 'first' }))).toBe('ok');
  expect(call(engine, 'DescribeContinuousBackups', { TableName }).body).toMatchObject({
    ContinuousBackupsDescription: { ContinuousBackupsStatus: 'ENABLED' },
  });
});

it('answers insights on a global index UpdateTable has just added as on a missing index, then knows it', () => {
  // AWS: "Index: gsi2 not found" 1.7 s into the index's resource allocation, then Describe 200 and
  // Update refused until the index is ACTIVE (ack-api-quirks dynamodb DDB-TABLE-116).
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  const definitions = [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'g', AttributeType: 'S' },
  ];
  call(engine, 'CreateTable', idTable(TableName));
  engine.advance(DELAY_MS);
  const added = call(engine, 'UpdateTable', {
    TableName,
    AttributeDefinitions: definitions,
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: 'gsi2',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      },
    ],
  });
  expect(added.status).toBe(200);
  const index = { TableName, IndexName: 'gsi2' };
  const answers = () => ({
    describe: answer(call(engine, 'DescribeContributorInsights', index)),
    update: answer(
      call(engine, 'UpdateContributorInsights', { ...index, ContributorInsightsAction: 'ENABLE' }),
    ),
  });
  const notFound = `ResourceNotFoundException: Requested resource not found: Index: gsi2 not found for table: ${TableName}`;
  expect(answers()).toEqual({ describe: notFound, update: notFound });
  engine.advance(0.4 * DELAY_MS);
  expect(answers()).toEqual({
    describe: 'ok',
    update:
      'ValidationException: Table or Index is not in a valid state to update Key Access Insights: IndexStatus must be ACTIVE to enable ContributorInsights.',
  });
});
