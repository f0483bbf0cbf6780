import { describe, expect, it } from 'vitest';
import { callOperation } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { parameterErrors } from './paramValidation.ts';
import { parseCliText } from './parseCli.ts';

const STREAM = 'arn:aws:kinesis:us-east-1:000000000000:stream/app-changes';

describe('aws dynamodb … kinesis-streaming-destination', () => {
  it('reads its options as the CLI does, configurations in shorthand or JSON', () => {
    const [enable] = parseCliText(
      `aws dynamodb enable-kinesis-streaming-destination --table-name app --stream-arn ${STREAM} --enable-kinesis-streaming-configuration ApproximateCreationDateTimePrecision=MICROSECOND`,
    );
    expect(enable).toMatchObject({
      operation: 'EnableKinesisStreamingDestination',
      request: {
        TableName: 'app',
        StreamArn: STREAM,
        EnableKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
      },
    });
    const [update] = parseCliText(
      `aws dynamodb update-kinesis-streaming-destination --table-name app --stream-arn ${STREAM} --update-kinesis-streaming-configuration '{"ApproximateCreationDateTimePrecision":"MILLISECOND"}'`,
    );
    expect(update.request).toEqual({
      TableName: 'app',
      StreamArn: STREAM,
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MILLISECOND' },
    });
    expect(() => parseCliText('aws dynamodb disable-kinesis-streaming-destination --table-name app')).toThrow(
      'aws: error: the following arguments are required: --stream-arn',
    );
    // botocore checks the model's minimum length before sending (ack-api-quirks dynamodb DDB-TABLE-318).
    expect(
      parameterErrors('EnableKinesisStreamingDestination', { TableName: 'app', StreamArn: 'not-an-arn' }),
    ).toEqual(['Invalid length for parameter StreamArn, value: 10, valid min length: 37']);
    expect(
      parameterErrors('UpdateKinesisStreamingDestination', { TableName: '', StreamArn: STREAM }),
    ).toEqual(['Invalid length for parameter TableName, value: 0, valid min length: 1']);
  });

  it('are listed with the commands the sandbox runs, and run against the engine', async () => {
    const help = parseCliText('aws dynamodb help')[0].printed!;
    for (const verb of ['enable', 'disable', 'describe', 'update']) {
      expect(help).toContain(`\n  ${verb}-kinesis-streaming-destination\n`);
    }
    const client = createInProcessClient({ clock: { start: Date.UTC(2026, 0, 1), running: false } });
    const [describe] = parseCliText('aws dynamodb describe-kinesis-streaming-destination --table-name app');
    const outcome = await callOperation(client, describe.operation, JSON.stringify(describe.request));
    expect(!outcome.ok && outcome.error).toMatchObject({
      __type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException',
      message: 'Requested resource not found: Table: app not found',
    });
  });
});
