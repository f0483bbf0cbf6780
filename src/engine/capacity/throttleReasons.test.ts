import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMIT_MESSAGE,
  MAX_ON_DEMAND_MESSAGE,
  ON_DEMAND_INDEX_MESSAGE,
  ON_DEMAND_TABLE_MESSAGE,
  PROVISIONED_INDEX_MESSAGE,
  PROVISIONED_TABLE_MESSAGE,
  reasonName,
  throttlingError,
  type LimitType,
  type ThrottleCause,
} from './throttleReasons.ts';

const table = (limit: LimitType): ThrottleCause => ({ arn: 'arn:table/t', isIndex: false, limit });
const index = (limit: LimitType): ThrottleCause => ({ arn: 'arn:table/t/index/i', isIndex: true, limit });

describe('throttling errors', () => {
  it('names all 16 reasons as <Table|Index><Read|Write><LimitType>', () => {
    const limits: LimitType[] = [
      'KeyRangeThroughputExceeded',
      'ProvisionedThroughputExceeded',
      'AccountLimitExceeded',
      'MaxOnDemandThroughputExceeded',
    ];
    const names = new Set<string>();
    for (const limit of limits) {
      for (const cause of [table(limit), index(limit)]) {
        for (const kind of ['read', 'write'] as const) names.add(reasonName(cause, kind));
      }
    }
    expect(names.size).toBe(16);
    expect(names).toContain('IndexWriteKeyRangeThroughputExceeded');
    expect(names).toContain('TableReadMaxOnDemandThroughputExceeded');
  });

  it('answers provisioned tables with ProvisionedThroughputExceededException, also for a hot partition', () => {
    const error = throttlingError('PROVISIONED', 'write', [table('KeyRangeThroughputExceeded')]);
    expect(error.toWire()).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: PROVISIONED_TABLE_MESSAGE,
      ThrottlingReasons: [{ reason: 'TableWriteKeyRangeThroughputExceeded', resource: 'arn:table/t' }],
    });
    const gsi = throttlingError('PROVISIONED', 'write', [index('ProvisionedThroughputExceeded')]);
    expect(gsi.message).toBe(PROVISIONED_INDEX_MESSAGE);
  });

  it('answers on-demand tables with ThrottlingException, naming maximums and indexes', () => {
    expect(throttlingError('PAY_PER_REQUEST', 'read', [table('KeyRangeThroughputExceeded')]).message).toBe(
      ON_DEMAND_TABLE_MESSAGE,
    );
    expect(throttlingError('PAY_PER_REQUEST', 'write', [index('KeyRangeThroughputExceeded')]).message).toBe(
      ON_DEMAND_INDEX_MESSAGE,
    );
    const capped = throttlingError('PAY_PER_REQUEST', 'read', [table('MaxOnDemandThroughputExceeded')]);
    expect([capped.type, capped.message]).toEqual(['ThrottlingException', MAX_ON_DEMAND_MESSAGE]);
    // ThrottlingException spells the member with a small t, as DynamoDB's model does.
    expect(capped.extra).toEqual({
      throttlingReasons: [{ reason: 'TableReadMaxOnDemandThroughputExceeded', resource: 'arn:table/t' }],
    });
  });

  it('answers the account quota with RequestLimitExceeded and lists every cause', () => {
    const error = throttlingError('PAY_PER_REQUEST', 'write', [
      table('AccountLimitExceeded'),
      index('KeyRangeThroughputExceeded'),
    ]);
    expect(error.type).toBe('RequestLimitExceeded');
    expect(error.message).toBe(ACCOUNT_LIMIT_MESSAGE);
    expect(error.extra).toEqual({
      ThrottlingReasons: [
        { reason: 'TableWriteAccountLimitExceeded', resource: 'arn:table/t' },
        { reason: 'IndexWriteKeyRangeThroughputExceeded', resource: 'arn:table/t/index/i' },
      ],
    });
  });
});
