import * as sdk from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../../test/helpers/endpoint.ts';
import { Engine } from '../engine/engine.ts';
import { createDispatch } from './dispatch.ts';
import { operationNames } from './operationTable.ts';

/** Every operation of the DynamoDB API as the pinned AWS SDK names its commands. */
const sdkOperations = Object.keys(sdk)
  .filter((name) => /^[A-Z][A-Za-z]+Command$/.test(name))
  .map((name) => name.slice(0, -'Command'.length))
  .sort();

describe('UnknownOperationException', () => {
  it('is for made-up operations only: every operation of the API gets its own reply', () => {
    const simulated = new Set(operationNames());
    expect(sdkOperations.length).toBeGreaterThan(50);
    expect(sdkOperations.filter((name) => !simulated.has(name))).toEqual([]);
    const dispatch = createDispatch(new Engine({}));
    const reply = (operation: string) => {
      const { status, body } = dispatch(`DynamoDB_20120810.${operation}`, '{}');
      return { status, body: JSON.parse(body) as { __type?: string } };
    };
    for (const operation of sdkOperations) {
      expect({ operation, type: reply(operation).body.__type }).not.toEqual({
        operation,
        type: 'com.amazon.coral.service#UnknownOperationException',
      });
    }
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

    it('is not what the SDK gets for the last operations the sandbox added (Kinesis destinations)', async () => {
      const attempt = endpoint.client.send(
        new sdk.DescribeKinesisStreamingDestinationCommand({ TableName: 'orders' }),
      );
      await expect(attempt).rejects.toMatchObject({
        name: 'ResourceNotFoundException',
        message: 'Requested resource not found: Table: orders not found',
      });
    });
  });
});
