/**
 * One attribute cannot be both a key and a vector index's vector attribute: UpdateTable refuses
 * either order, naming the schema that has the attribute and the one that wanted it.
 */
import { describe, expect, it } from 'vitest';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const vectorIndex = (AttributeName: string) => ({
  IndexName: 'by-vector',
  VectorAttribute: { AttributeName },
  Projection: { ProjectionType: 'KEYS_ONLY' },
  Dimensions: 3,
  DistanceFunction: 'COSINE',
});

describe('keys and vector attributes', () => {
  it('refuses a vector index on the table’s key attribute', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('things'));
    const refused = fails(engine, 'UpdateTable', {
      TableName: 'things',
      VectorIndexUpdates: [{ Create: vectorIndex('id') }],
    });
    expect(refused.message).toBe(
      'One or more parameter values were invalid: Attributes cannot be redefined. Please check that your attribute has the same type as previously defined. ' +
        'Existing schema: Schema:[SchemaElement: key{id:S:HASH}] New schema: VectorIndexSchema:[VectorAttribute: key{id:L:3}]',
    );
  });

  it('refuses a global index keyed on a vector attribute', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('things', { VectorIndexes: [vectorIndex('embedding')] }));
    engine.advance(1);
    const refused = fails(engine, 'UpdateTable', {
      TableName: 'things',
      AttributeDefinitions: [{ AttributeName: 'embedding', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'by-embedding',
            KeySchema: [{ AttributeName: 'embedding', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        },
      ],
    });
    expect(refused.message).toBe(
      'One or more parameter values were invalid: Attributes cannot be redefined. Please check that your attribute has the same type as previously defined. ' +
        'Existing schema: VectorIndexSchema:[VectorAttribute: key{embedding:L:3}] New schema: Schema:[SchemaElement: key{embedding:S:HASH}]',
    );
    expect(ok(engine, 'DescribeTable', { TableName: 'things' }).Table.GlobalSecondaryIndexes).toBeUndefined();
  });
});
