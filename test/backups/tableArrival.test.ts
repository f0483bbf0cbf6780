/**
 * How a new table reaches the side services (operations/tableArrival.ts), as probed against AWS in
 * 2026 (ack-api-quirks dynamodb DDB-TABLE-101, 115, DDB-BACKUP-002): unknown to time to live,
 * insights and backups for the first 40% of its creation, to tagging for the first 80%, and without
 * backups for 40% of the status delay after it is ACTIVE.
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
