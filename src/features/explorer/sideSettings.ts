/**
 * What DescribeTable does not say about a table: Time to Live and point-in-time recovery have
 * calls of their own. Read by the settings panel and by "make this table again".
 */
import { describeForDisplay } from '../../client/calls.ts';
import type { EngineClient } from '../../client/engineClient.ts';
import type { ContinuousBackupsDescription, TimeToLiveDescription } from '../../client/wireTypes.ts';

export interface SideSettings {
  /** The attribute Time to Live is on, while ENABLING or ENABLED. */
  timeToLiveAttribute: string | undefined;
  pointInTimeRecovery: boolean;
  /** Point-in-time recovery's window in days, while it is on. */
  recoveryPeriodInDays: number | undefined;
}

/** Both settings of `tableName`; a call that fails counts as the setting off. */
export async function readSideSettings(engine: EngineClient, tableName: string): Promise<SideSettings> {
  const [ttl, backups] = await Promise.all([
    describeForDisplay(engine, 'DescribeTimeToLive', { TableName: tableName }),
    describeForDisplay(engine, 'DescribeContinuousBackups', { TableName: tableName }),
  ]);
  const timeToLive = ttl.ok
    ? (ttl.value.reply.TimeToLiveDescription as TimeToLiveDescription | undefined)
    : undefined;
  const recovery = backups.ok
    ? (backups.value.reply.ContinuousBackupsDescription as ContinuousBackupsDescription | undefined)
    : undefined;
  const pointInTime = recovery?.PointInTimeRecoveryDescription;
  const pointInTimeRecovery = pointInTime?.PointInTimeRecoveryStatus === 'ENABLED';
  return {
    timeToLiveAttribute: timeToLive?.TimeToLiveStatus.startsWith('ENABL')
      ? timeToLive.AttributeName
      : undefined,
    pointInTimeRecovery,
    recoveryPeriodInDays: pointInTimeRecovery ? pointInTime?.RecoveryPeriodInDays : undefined,
  };
}
