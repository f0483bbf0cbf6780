/**
 * One read, three ways in: a random sort-key condition and filter through Query's
 * KeyConditionExpression and FilterExpression, through the legacy KeyConditions and QueryFilter, and
 * as a PartiQL SELECT must return the same items in the same order (or all be refused). Each form
 * has its own parser and its own mapping onto the engine's conditions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, ok, testEngine, createKeyedTable } from '../helpers/wire.ts';

type Value = Record<string, unknown>;
type Comparator = 'EQ' | 'LT' | 'LE' | 'GT' | 'GE' | 'BETWEEN' | 'BEGINS_WITH';

const SYMBOL: Record<Exclude<Comparator, 'BETWEEN' | 'BEGINS_WITH'>, string> = {
  EQ: '=',
  LT: '<',
  LE: '<=',
  GT: '>',
  GE: '>=',
};

const sortKey = fc.constantFrom('a', 'ab', 'abc', 'b', 'ba', 'c', 'é', 'z#1', 'z#2');
const condition = fc.record({
  op: fc.constantFrom<Comparator>('EQ', 'LT', 'LE', 'GT', 'GE', 'BETWEEN', 'BEGINS_WITH'),
  values: fc.tuple(sortKey, sortKey),
});
const filter = fc.option(
  fc.record({
    op: fc.constantFrom<Comparator>('EQ', 'LT', 'GE', 'BETWEEN'),
    values: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })),
  }),
  { freq: 2 },
);
const items = fc.uniqueArray(fc.tuple(fc.constantFrom('p1', 'p2'), sortKey, fc.option(fc.nat(9))), {
  selector: ([pk, sk]) => `${pk}/${sk}`,
  minLength: 6,
  maxLength: 18,
  size: 'max',
});

function engineWith(rows: [string, string, number | null][]) {
  const engine = testEngine({ capacity: { enforce: false } });
  createKeyedTable(engine, 'reads', 'S');
  for (const [pk, sk, n] of rows) {
    ok(engine, 'PutItem', {
      TableName: 'reads',
      Item: { pk: { S: pk }, sk: { S: sk }, ...(n === null ? {} : { n: { N: String(n) } }) },
    });
  }
  return engine;
}

/** `sk BETWEEN :k0 AND :k1`, `begins_with(sk, :k0)`, `sk < :k0` … */
function expressionOf(path: string, op: Comparator, first: string, second: string): string {
  if (op === 'BETWEEN') return `${path} BETWEEN ${first} AND ${second}`;
  if (op === 'BEGINS_WITH') return `begins_with(${path}, ${first})`;
  return `${path} ${SYMBOL[op]} ${first}`;
}

describe('the same Query through every API', () => {
  it('returns the same items in the same order, or is refused by all', () => {
    fc.assert(
      fc.property(items, condition, filter, fc.boolean(), (rows, key, rowFilter, forward) => {
        const engine = engineWith(rows);
        const keyValues = key.op === 'BETWEEN' ? key.values : [key.values[0]];
        const filterValues = rowFilter
          ? (rowFilter.op === 'BETWEEN' ? rowFilter.values : [rowFilter.values[0]]).map(String)
          : [];
        const S = (s: string): Value => ({ S: s });
        const N = (n: string): Value => ({ N: n });

        const values: Record<string, Value> = { ':p': S('p1') };
        keyValues.forEach((v, i) => (values[`:k${i}`] = S(v)));
        filterValues.forEach((v, i) => (values[`:f${i}`] = N(v)));
        const expression = call(engine, 'Query', {
          TableName: 'reads',
          KeyConditionExpression: `pk = :p AND ${expressionOf('sk', key.op, ':k0', ':k1')}`,
          ...(rowFilter ? { FilterExpression: expressionOf('n', rowFilter.op, ':f0', ':f1') } : {}),
          ExpressionAttributeValues: values,
          ScanIndexForward: forward,
        });

        const legacy = call(engine, 'Query', {
          TableName: 'reads',
          KeyConditions: {
            pk: { ComparisonOperator: 'EQ', AttributeValueList: [S('p1')] },
            sk: { ComparisonOperator: key.op, AttributeValueList: keyValues.map(S) },
          },
          ...(rowFilter
            ? {
                QueryFilter: {
                  n: { ComparisonOperator: rowFilter.op, AttributeValueList: filterValues.map(N) },
                },
              }
            : {}),
          ScanIndexForward: forward,
        });

        const parameters: Value[] = [S('p1'), ...keyValues.map(S), ...filterValues.map(N)];
        const keyClause = expressionOf('"sk"', key.op, '?', '?');
        const filterClause = rowFilter ? ` AND ${expressionOf('"n"', rowFilter.op, '?', '?')}` : '';
        const partiql = call(engine, 'ExecuteStatement', {
          Statement: `SELECT * FROM "reads" WHERE "pk" = ? AND ${keyClause}${filterClause} ORDER BY "sk" ${forward ? 'ASC' : 'DESC'}`,
          Parameters: parameters,
        });

        const context = JSON.stringify({ rows, key, rowFilter, forward });
        expect(legacy.status, `legacy: ${context}`).toBe(expression.status);
        expect(partiql.status === 200, `PartiQL: ${context} ${JSON.stringify(partiql.body)}`).toBe(
          expression.status === 200,
        );
        if (expression.status !== 200) return;
        expect(legacy.body.Items, context).toEqual(expression.body.Items);
        expect(partiql.body.Items, context).toEqual(expression.body.Items);
      }),
      { numRuns: 400, seed: 20261130 },
    );
  });
});
