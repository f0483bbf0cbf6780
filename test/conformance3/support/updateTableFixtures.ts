/**
 * The tables and request builders the UpdateTable conformance files share: an on-demand and a
 * provisioned table, each with a local and a global index, made ACTIVE on the manual clock.
 */
import {
  ALL_TRANSPORTS,
  ok,
  parameterError,
  validationOn,
  type Conformance,
} from '../../conformance/support/suite.ts';
import { hash, range, tableRequest } from '../../conformance/support/tables.ts';
import { advance } from './setup.ts';
import { S } from '../../helpers/attributeValues.ts';
export { S };

export const STATUS_DELAY_MS = 1000;
export const TABLE = 'utable_checks';
export const PROVISIONED = 'utable_provisioned';
export const throughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
export const definitions = [{ AttributeName: 'g', AttributeType: 'S' }];
export const create = (name: string, extra: object = {}) => ({
  Create: { IndexName: name, KeySchema: [hash('g')], Projection: { ProjectionType: 'ALL' }, ...extra },
});
export const remove = (name: string) => ({ Delete: { IndexName: name } });
export const update = (name: string, extra: object = { ProvisionedThroughput: throughput }) => ({
  Update: { IndexName: name, ...extra },
});

/** CreateTable, then the clock past the status delay: the table is ACTIVE. */
export async function createActive(context: Conformance, request: Record<string, unknown>): Promise<void> {
  ok(await context.call.dispatch('CreateTable', request));
  advance(context, STATUS_DELAY_MS);
}

export const withIndexes = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...tableRequest(name, ['pk', 'S'], ['sk', 'S']),
  AttributeDefinitions: ['pk', 'sk', 'x', 'r'].map((n) => ({ AttributeName: n, AttributeType: 'S' })),
  LocalSecondaryIndexes: [
    {
      IndexName: 'local1',
      KeySchema: [hash('pk'), range('r')],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
  GlobalSecondaryIndexes: [
    { IndexName: 'global1', KeySchema: [hash('x')], Projection: { ProjectionType: 'ALL' } },
  ],
  ...extra,
});

/** TABLE on demand and PROVISIONED, both ACTIVE. */
export async function createUpdateTableFixtures(context: Conformance): Promise<void> {
  await createActive(context, withIndexes(TABLE));
  const { BillingMode: _onDemand, ...provisioned } = withIndexes(PROVISIONED, {
    GlobalSecondaryIndexes: [
      {
        IndexName: 'global1',
        KeySchema: [hash('x')],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: throughput,
      },
    ],
  });
  await createActive(context, { ...provisioned, ProvisionedThroughput: throughput });
}

/**
 * The assertions of the UpdateTable validation files: `rejects` a body with a ValidationException on
 * every transport, `parameter` one on TABLE worded "One or more parameter values were invalid: …".
 */
export function updateTableRejections(context: Conformance) {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'UpdateTable', body, message);
  const parameter = (body: object, detail: string) =>
    rejects({ TableName: TABLE, ...body }, parameterError(detail));
  return { rejects, parameter };
}
