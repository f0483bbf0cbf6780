/**
 * The fixtures paritysuite/dynamodb-conformance runs its tests against, rebuilt as CreateTable
 * requests: `hash` (pk S), `hashB` (pk B), `composite` (pk S + sk S) and `compositeIdx`, the
 * composite table with its secondary indexes (LSIs lsi1 on lsi1sk and lsi2 on lsi2sk, GSIs gsi1 on
 * lsi1sk and gsi2 on lsi1sk + lsi2sk), so index names in recorded messages read the same here.
 */
import { ok } from '../../helpers/wire.ts';
import type { Engine } from '../../../src/engine/engine.ts';

const hash = (AttributeName: string) => ({ AttributeName, KeyType: 'HASH' });
const range = (AttributeName: string) => ({ AttributeName, KeyType: 'RANGE' });
const defined = (types: Record<string, string>) =>
  Object.entries(types).map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));

/** An on-demand table keyed by `pk` alone, of the given type. */
export function createHashTable(engine: Engine, TableName: string, type: 'S' | 'N' | 'B' = 'S'): void {
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [hash('pk')],
    AttributeDefinitions: defined({ pk: type }),
  });
}

/** The suite's `compositeIndexedTableDef`: pk + sk, two LSIs and two GSIs. */
export function createCompositeIndexedTable(engine: Engine, TableName = 'compositeIdx'): void {
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [hash('pk'), range('sk')],
    AttributeDefinitions: defined({ pk: 'S', sk: 'S', lsi1sk: 'S', lsi2sk: 'S' }),
    LocalSecondaryIndexes: [
      { IndexName: 'lsi1', KeySchema: [hash('pk'), range('lsi1sk')], Projection: { ProjectionType: 'ALL' } },
      {
        IndexName: 'lsi2',
        KeySchema: [hash('pk'), range('lsi2sk')],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['lsi1sk'] },
      },
    ],
    GlobalSecondaryIndexes: [
      { IndexName: 'gsi1', KeySchema: [hash('lsi1sk')], Projection: { ProjectionType: 'ALL' } },
      {
        IndexName: 'gsi2',
        KeySchema: [hash('lsi1sk'), range('lsi2sk')],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['data'] },
      },
    ],
  });
}
