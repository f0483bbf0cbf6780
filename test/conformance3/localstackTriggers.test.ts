/**
 * Lambda triggers on a DynamoDB stream, as AWS answered LocalStack's validated event source mapping
 * tests (localstack/localstack tests/aws/services/lambda_/event_source_mapping/
 * test_lambda_integration_dynamodbstreams.py and .snapshot.json, 2024-09 and 2024-10):
 * - test_dynamodb_event_filter: a NEW_AND_OLD_IMAGES stream, BatchSize 1, one filter, two PutItem
 *   calls, and the number of invocations AWS made (with the recorded events' SizeBytes); the two
 *   patterns AWS refused when the mapping was created (test_dynamodb_invalid_event_filter);
 * - ReportBatchItemFailures: which responses AWS took as success, and as a failure of the whole
 *   batch, retried MaximumRetryAttempts times and then sent to the on-failure destination.
 */
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../src/engine/streams/consumers/consumerTypes.ts';
import {
  INVALID_PATTERN,
  parseFilterCriteria,
} from '../../src/engine/streams/consumers/eventFilterPatterns.ts';
import { addStreamConsumer } from '../../src/engine/streams/consumers/streamConsumers.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

interface FilterCase {
  name: string;
  first: object;
  second: object;
  pattern: object;
  /** Invocations AWS made (BatchSize 1: one per record kept). */
  calls: number;
  /** SizeBytes of the records AWS sent, in order. */
  sizes?: number[];
}

const CASES: FilterCase[] = [
  {
    // The same item twice: the second put changes nothing, so there is no MODIFY to filter out.
    name: 'insert_same_entry_twice',
    first: { id: S('id_value'), id2: S('id2_value') },
    second: { id: S('id_value'), id2: S('id2_value') },
    pattern: { eventName: ['INSERT'] },
    calls: 1,
    sizes: [32],
  },
  {
    name: 'content_or_filter',
    first: { id: S('id_value') },
    second: { id: S('id_value'), id2: S('id2_new_value') },
    pattern: { eventName: ['INSERT', 'MODIFY'] },
    calls: 2,
    sizes: [20, 46],
  },
  {
    name: 'content_multiple_filters',
    first: { id: S('id_value') },
    second: { id: S('id_value'), id2: S('id2_new_value') },
    pattern: { eventName: ['INSERT'], eventSource: ['aws:dynamodb'] },
    calls: 1,
    sizes: [20],
  },
  {
    name: 'content_filter_type',
    first: { id: S('id_value_1'), presentKey: S('presentValue') },
    second: { id: S('id_value_2') },
    pattern: { dynamodb: { NewImage: { presentKey: { S: ['presentValue'] } } } },
    calls: 1,
    sizes: [46],
  },
  {
    name: 'exists_filter_type',
    first: { id: S('id_value_1'), presentKey: S('presentValue') },
    second: { id: S('id_value_2') },
    pattern: { dynamodb: { NewImage: { presentKey: { S: [{ exists: true }] } } } },
    calls: 1,
    sizes: [46],
  },
  {
    name: 'prefix_filter',
    first: { id: S('id_value_1'), prefix: S('us-1-other-suffix') },
    second: { id: S('id_value_1'), prefix: S('other-suffix') },
    pattern: { dynamodb: { NewImage: { prefix: { S: [{ prefix: 'us-1' }] } } } },
    calls: 1,
  },
  {
    // ApproximateCreationDateTime is a number when filtered, so a numeric rule matches it.
    name: 'date_time_conversion',
    first: { id: S('id_value_1') },
    second: { id: S('id_value_2') },
    pattern: { dynamodb: { ApproximateCreationDateTime: [{ numeric: ['>', 0] }] } },
    calls: 2,
  },
  {
    // The recording's comment: omitting the type ("S") does NOT match.
    name: 'content_filter_type, without the type',
    first: { id: S('id_value_1'), presentKey: S('presentValue') },
    second: { id: S('id_value_2') },
    pattern: { dynamodb: { NewImage: { presentKey: ['presentValue'] } } },
    calls: 0,
  },
];

/** The events a BatchSize 1 consumer with `pattern` receives for two puts. */
function invocations({ first, second, pattern }: FilterCase): StreamEvent[] {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'filtered',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  });
  const events: StreamEvent[] = [];
  addStreamConsumer(engine, {
    tableName: 'filtered',
    startingPosition: 'TRIM_HORIZON',
    batchSize: 1,
    maximumRetryAttempts: 1,
    filterCriteria: { Filters: [{ Pattern: JSON.stringify(pattern) }] },
    handler: (event) => void events.push(event),
  });
  ok(engine, 'PutItem', { TableName: 'filtered', Item: first });
  engine.advance(5_000);
  ok(engine, 'PutItem', { TableName: 'filtered', Item: second });
  engine.advance(5_000);
  return events;
}

describe('test_dynamodb_event_filter', () => {
  for (const recorded of CASES) {
    it(`${recorded.name}: ${recorded.calls} invocation(s)`, () => {
      const events = invocations(recorded);
      expect(events).toHaveLength(recorded.calls);
      for (const event of events) expect(event.Records).toHaveLength(1);
      if (recorded.sizes) {
        expect(events.map((event) => event.Records[0].dynamodb.SizeBytes)).toEqual(recorded.sizes);
      }
    });
  }
});

describe('test_dynamodb_invalid_event_filter', () => {
  it.each(['single-string', '[{"eventName": ["INSERT"=123}]'])('refuses %s', (Pattern) => {
    expect(() => parseFilterCriteria({ Filters: [{ Pattern }] })).toThrow(INVALID_PATTERN);
  });
});

/**
 * One item in a NEW_IMAGE stream read by a ReportBatchItemFailures consumer (BatchSize 3,
 * MaximumRetryAttempts 3) whose handler answers `respond`: its invocations and on-failure entries.
 */
function reportingConsumer(respond: (event: StreamEvent) => unknown, retries = 3) {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'reported',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'my_partition_key', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'my_partition_key', AttributeType: 'S' }],
  });
  ok(engine, 'UpdateTable', {
    TableName: 'reported',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
  });
  let invocations = 0;
  const consumer = addStreamConsumer(engine, {
    tableName: 'reported',
    startingPosition: 'TRIM_HORIZON',
    batchSize: 3,
    maximumBatchingWindowInSeconds: 1,
    maximumRetryAttempts: retries,
    functionResponseTypes: ['ReportBatchItemFailures'],
    handler: (event) => {
      invocations++;
      return respond(event);
    },
  });
  const Item = { my_partition_key: S('hello world'), binary_key: { B: 'Zm9vYmFy' } };
  ok(engine, 'PutItem', { TableName: 'reported', Item });
  engine.advance(60_000);
  return { invocations, failures: consumer.state().failures };
}

describe('test_dynamodb_report_batch_item_success_scenarios', () => {
  it.each([
    ['empty_list_success', []],
    ['null_success', null],
    ['empty_dict_success', {}],
    ['empty_batch_item_failure_success', { batchItemFailures: [] }],
    ['null_batch_item_failure_success', { batchItemFailures: null }],
  ])('%s: one invocation, nothing given up on', (_, response) => {
    expect(reportingConsumer(() => response, 2)).toEqual({ invocations: 1, failures: [] });
  });
});

describe('test_dynamodb_report_batch_item_failure_scenarios', () => {
  it.each([
    ['item_identifier_not_present_failure', { batchItemFailures: [{ itemIdentifier: 123 }] }],
    ['empty_string_item_identifier_failure', { batchItemFailures: [{ itemIdentifier: '' }] }],
    ['null_item_identifier_failure', { batchItemFailures: [{ itemIdentifier: null }] }],
    ['invalid_key_foo_failure', { batchItemFailures: [{ foo: 123 }] }],
    ['invalid_key_foo_null_value_failure', { batchItemFailures: [{ foo: null }] }],
  ])('%s: the whole batch fails, four invocations, then the destination', (_, response) => {
    const { invocations, failures } = reportingConsumer(() => response);
    expect(invocations).toBe(4);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 4,
      batchSize: 1,
    });
    expect(failures[0].startSequenceNumber).toBe(failures[0].endSequenceNumber);
  });

  it('unhandled_exception_in_function: the same, as a function error', () => {
    const { invocations, failures } = reportingConsumer(() => {
      throw new Error('division by zero');
    });
    expect(invocations).toBe(4);
    expect(failures).toMatchObject([
      { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 4, batchSize: 1 },
    ]);
    expect(failures[0].functionError).toContain('division by zero');
  });
});

describe('test_dynamodb_report_batch_item_failures', () => {
  it('retries from the reported record only: a batch of that one record, four invocations, no function error', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'reported',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'my_partition_key', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'my_partition_key', AttributeType: 'S' }],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    const sizes = new Set<number>();
    const consumer = addStreamConsumer(engine, {
      tableName: 'reported',
      startingPosition: 'TRIM_HORIZON',
      batchSize: 3,
      maximumBatchingWindowInSeconds: 1,
      maximumRetryAttempts: 3,
      functionResponseTypes: ['ReportBatchItemFailures'],
      handler: (event) => {
        for (const record of event.Records) sizes.add(record.dynamodb.SizeBytes!);
        const failed = event.Records.filter((record) => record.dynamodb.NewImage!.should_fail.BOOL);
        return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.dynamodb.SequenceNumber })) };
      },
    });
    for (let i = 0; i < 6; i++) {
      const Item = { my_partition_key: S(`testId${i}`), should_fail: { BOOL: i === 5 } };
      ok(engine, 'PutItem', { TableName: 'reported', Item });
      engine.advance(100);
    }
    engine.advance(60_000);
    const { failures, recordsProcessed } = consumer.state();
    expect([...sizes]).toEqual([58]);
    expect(recordsProcessed).toBe(5);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 4,
      batchSize: 1,
    });
    // AWS recorded functionError null: the function returned normally.
    expect(failures[0].functionError).toBeUndefined();
    expect(failures[0].records.map((r) => r.dynamodb.Keys.my_partition_key.S)).toEqual(['testId5']);
  });
});
