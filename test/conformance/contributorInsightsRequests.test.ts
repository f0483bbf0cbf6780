/**
 * Contributor Insights requests DynamoDB refuses: bad action and mode values, a NextToken it did not
 * make, and turning insights on while the table is still being created.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { ALL_TRANSPORTS, constraintErrors, rejectsOn, useEndpoint, validationOn } from './support/suite.ts';
import { tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 11, 1, 9, 0, 0);
const context = useEndpoint({ clock: { start: START, running: false } });

describe('Contributor Insights requests', () => {
  it('checks the action and mode against their values', async () => {
    await validationOn(
      context,
      ['dispatch', 'http'],
      'UpdateContributorInsights',
      { TableName: 'abc', ContributorInsightsAction: 'ON', ContributorInsightsMode: 'ALL' },
      constraintErrors(
        "Value 'ON' at 'contributorInsightsAction' failed to satisfy constraint: Member must satisfy enum value set: [ENABLE, DISABLE]",
        // AWS's order, not the model's (ack-api-quirks dynamodb DDB-TABLE-457).
        "Value 'ALL' at 'contributorInsightsMode' failed to satisfy constraint: Member must satisfy enum value set: [THROTTLED_KEYS, ACCESSED_AND_THROTTLED_KEYS]",
      ),
    );
    await validationOn(
      context,
      ['dispatch', 'http'],
      'UpdateContributorInsights',
      { TableName: 'abc' },
      constraintErrors(
        "Value null at 'contributorInsightsAction' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('refuses a NextToken it did not make', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'ListContributorInsights',
      { NextToken: 'not-a-token' },
      'ValidationException',
      'The provided NextToken is not valid',
    );
  });

  it('refuses to turn insights on while the table is being created, but lets them be described', () => {
    const engine = new Engine({ tableStatusDelayMs: 1_000, clock: { start: START, running: false } });
    const dispatch = createDispatch(engine);
    const call = (operation: string, body: object) => {
      const reply = dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
      return { status: reply.status, body: JSON.parse(reply.body) };
    };
    expect(call('CreateTable', tableRequest('fresh', ['pk', 'S'])).status).toBe(200);
    // Insights learn of the table 40% of the way into its creation (operations/tableArrival.ts).
    expect(call('DescribeContributorInsights', { TableName: 'fresh' }).body.message).toBe(
      'Requested resource not found: Table: fresh not found',
    );
    engine.advance(400);
    expect(
      call('UpdateContributorInsights', { TableName: 'fresh', ContributorInsightsAction: 'ENABLE' }),
    ).toEqual({
      status: 400,
      body: {
        __type: 'com.amazon.coral.validate#ValidationException',
        message:
          'Table or Index is not in a valid state to update Key Access Insights: TableStatus must be ACTIVE to enable ContributorInsights.',
      },
    });
    expect(call('DescribeContributorInsights', { TableName: 'fresh' }).body.ContributorInsightsStatus).toBe(
      'DISABLED',
    );
    engine.advance(600);
    // While the table is UPDATING they can be turned on (ack-api-quirks dynamodb DDB-TABLE-116, 117).
    const streaming = { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' };
    expect(call('UpdateTable', { TableName: 'fresh', StreamSpecification: streaming }).status).toBe(200);
    expect(call('DescribeTable', { TableName: 'fresh' }).body.Table.TableStatus).toBe('UPDATING');
    expect(
      call('UpdateContributorInsights', { TableName: 'fresh', ContributorInsightsAction: 'ENABLE' }).status,
    ).toBe(200);
  });
});
