import { useCallback, useEffect, useState } from 'react';
import { callWith, describeForDisplay } from '../../../client/calls.ts';
import { errorText } from '../../../client/engineClient.ts';
import type { ContinuousBackupsDescription } from '../../../client/wireTypes.ts';
import { useServices } from '../../../state/AppServices.tsx';

export type RecoveryDescription = NonNullable<ContinuousBackupsDescription['PointInTimeRecoveryDescription']>;

export interface PointInTimeRecovery {
  /** Undefined until DescribeContinuousBackups answers. */
  recovery: RecoveryDescription | undefined;
  error: string | undefined;
  turningOn: boolean;
  /** UpdateContinuousBackups with PointInTimeRecoveryEnabled: true. */
  turnOn(): Promise<boolean>;
}

/**
 * The table's point-in-time recovery, which an export reads from (DescribeContinuousBackups), and
 * the switch that turns it on (UpdateContinuousBackups).
 */
export function usePointInTimeRecovery(tableName: string): PointInTimeRecovery {
  const { engine } = useServices();
  const [recovery, setRecovery] = useState<RecoveryDescription>();
  const [error, setError] = useState<string>();
  const [turningOn, setTurningOn] = useState(false);

  useEffect(() => {
    let current = true;
    void describeForDisplay(engine, 'DescribeContinuousBackups', { TableName: tableName }).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setRecovery(descriptionOf(outcome.value.reply));
      else setError(errorText(outcome.error));
    });
    return () => {
      current = false;
    };
  }, [engine, tableName]);

  const turnOn = useCallback(async () => {
    setTurningOn(true);
    const outcome = await callWith(engine, 'UpdateContinuousBackups', {
      TableName: tableName,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    setTurningOn(false);
    if (!outcome.ok) {
      setError(errorText(outcome.error));
      return false;
    }
    setError(undefined);
    setRecovery(descriptionOf(outcome.value.reply));
    return true;
  }, [engine, tableName]);

  return { recovery, error, turningOn, turnOn };
}

function descriptionOf(reply: Record<string, unknown>): RecoveryDescription {
  const description = reply.ContinuousBackupsDescription as ContinuousBackupsDescription | undefined;
  return description?.PointInTimeRecoveryDescription ?? { PointInTimeRecoveryStatus: 'DISABLED' };
}
