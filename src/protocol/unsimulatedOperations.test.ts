import * as sdk from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../../test/helpers/endpoint.ts';
import { Engine } from '../engine/engine.ts';
import { createDispatch } from './dispatch.ts';
import { operationNames } from './operationTable.ts';
import { unsimulatedOperationNames } from './unsimulatedOperations.ts';

/** Every operation of the DynamoDB API as the pinned AWS SDK names its commands. */
const sdkOperations = Object.keys(sdk)
  .filter((name) => /^[A-Z][A-Za-z]+Command$/.test(name))
  .map((name) => name.slice(0, -'Command'.length))
  .sort();

describe('operations the sandbox leaves out', () => {
  it('accounts for every operation of the DynamoDB API: simulated or said to be left out, never both', () => {
    const simulated = new Set(operationNames());
    const leftOut = unsimulatedOperationNames();
    expect(leftOut.filter((name) => simulated.has(name))).toEqual([]);
    expect(new Set(leftOut).size).toBe(leftOut.length);
    expect(sdkOperations.filter((name) => !simulated.has(name) && !leftOut.includes(name))).toEqual([]);
    expect(leftOut.filter((name) => !sdkOperations.includes(name))).toEqual([]);
  });

  it('answers them with UnknownOperationException and a message; a made-up operation gets a bare one', () => {
    const dispatch = createDispatch(new Engine({}));
    const reply = (operation: string) => {
      const { status, body } = dispatch(`DynamoDB_20120810.${operation}`, '{}');
      return { status, body: JSON.parse(body) as unknown };
    };
    for (const operation of unsimulatedOperationNames()) {
      expect(reply(operation)).toEqual({
        status: 400,
        body: {
          __type: 'com.amazon.coral.service#UnknownOperationException',
          message: expect.stringMatching(
            new RegExp(`^Dynamo Sandbox does not simulate ${operation} \\(.+\\)`),
          ),
        },
      });
    }
    expect(reply('DescribeKinesisStreamingDestination').body).toMatchObject({
      message: expect.stringContaining('use the table\u2019s DynamoDB stream (StreamSpecification) instead'),
    });
    expect(reply('CreateBackups')).toEqual({
      status: 400,
      body: { __type: 'com.amazon.coral.service#UnknownOperationException' },
    });
  });

  describe('through the endpoint, with the AWS SDK', () => {
    let endpoint: TestEndpoint;
    beforeAll(async () => {
      endpoint = await startEndpoint();
    });
    afterAll(() => endpoint.close());

    it('reaches the SDK as UnknownOperationException with the message', async () => {
      const attempt = endpoint.client.send(
        new sdk.DescribeKinesisStreamingDestinationCommand({ TableName: 'orders' }),
      );
      await expect(attempt).rejects.toMatchObject({
        name: 'UnknownOperationException',
        message:
          'Dynamo Sandbox does not simulate DescribeKinesisStreamingDestination (Kinesis Data Streams for DynamoDB): use the table\u2019s DynamoDB stream (StreamSpecification) instead.',
      });
    });
  });
});
