import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../../test/helpers/validationFailures.ts';
import { validateUpdateTable } from '../updateTable.ts';

/**
 * Recorded DynamoDB answers: architect/dynalite's updateTable tests, and live probes catalogued by
 * ack-api-quirks (2026) for what one call may change.
 */
const failure = failureOf(validateUpdateTable);

const throughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
const create = (name: string, extra: object = {}) => ({
  Create: {
    IndexName: name,
    KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
    Projection: { ProjectionType: 'ALL' },
    ...extra,
  },
});
const remove = (name: string) => ({ Delete: { IndexName: name } });
const update = (name: string, extra: object = { ProvisionedThroughput: throughput }) => ({
  Update: { IndexName: name, ...extra },
});
const definitions = [{ AttributeName: 'g', AttributeType: 'S' }];

describe('UpdateTable index updates', () => {
  it('needs exactly one action per entry', () => {
    const noAction = parameter(
      'One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete must not be null',
    );
    expect(failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: [{}] })).toEqual(noAction);
    expect(failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: [{}, {}, {}, {}, {}, {}] })).toEqual(
      noAction,
    );
    expect(
      failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: [{ ...update('abc'), ...remove('abc') }] }),
    ).toEqual(
      parameter('Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object'),
    );
  });

  it('allows one entry per index', () => {
    for (const updates of [
      [remove('abc'), remove('abc')],
      [remove('abc'), create('abc')],
      [update('abc'), update('abc')],
    ]) {
      expect(
        failure({
          TableName: 'abc',
          AttributeDefinitions: definitions,
          GlobalSecondaryIndexUpdates: updates,
        }),
      ).toEqual(
        parameter('Only one global secondary index update per index is allowed simultaneously. Index: abc'),
      );
    }
  });

  it('allows one index created or deleted per call, with LimitExceededException', () => {
    const limit: [string, string] = [
      'LimitExceededException',
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    ];
    expect(
      failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: ['abc', 'abd', 'abe'].map(remove) }),
    ).toEqual(limit);
    expect(
      failure({
        TableName: 'abc',
        AttributeDefinitions: definitions,
        GlobalSecondaryIndexUpdates: [create('abc'), remove('abd')],
      }),
    ).toEqual(limit);
    const accepted = validateUpdateTable({
      TableName: 'abc',
      AttributeDefinitions: definitions,
      GlobalSecondaryIndexUpdates: [create('abc'), update('abd'), update('abe')],
    });
    expect(accepted.GlobalSecondaryIndexUpdates).toHaveLength(3);
  });

  it('checks what a new index says about itself', () => {
    expect(failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: [create('abc')] })).toEqual(
      parameter('AttributeDefinitions is not specified for index: abc'),
    );
    const withCreate = (extra: object) => ({
      TableName: 'abc',
      AttributeDefinitions: definitions,
      GlobalSecondaryIndexUpdates: [create('abc', extra)],
    });
    expect(failure(withCreate({ KeySchema: [{ AttributeName: 'g', KeyType: 'RANGE' }] }))).toEqual(
      invalid('Invalid KeySchema: The first KeySchemaElement is not a HASH key type'),
    );
    expect(failure(withCreate({ Projection: { ProjectionType: 'INCLUDE' } }))).toEqual(
      parameter('ProjectionType is INCLUDE, but NonKeyAttributes is not specified'),
    );
    expect(failure(withCreate({ Projection: {} }))).toEqual(parameter('Unknown ProjectionType: null'));
    expect(failure(withCreate({ OnDemandThroughput: { MaxReadRequestUnits: -1 } }))).toEqual(
      parameter(
        'Requested MaxReadRequestUnits for OnDemandThroughput for index : abc is outside of valid range',
      ),
    );
  });

  it('lets an index update clear its on-demand maximum with -1', () => {
    const body = (units: number) => ({
      TableName: 'abc',
      GlobalSecondaryIndexUpdates: [update('abc', { OnDemandThroughput: { MaxWriteRequestUnits: units } })],
    });
    expect(() => validateUpdateTable(body(-1))).not.toThrow();
    expect(failure(body(0))).toEqual(
      parameter(
        'Requested MaxWriteRequestUnits for OnDemandThroughput for index : abc is outside of valid range',
      ),
    );
  });
});
