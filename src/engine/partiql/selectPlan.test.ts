import { describe, expect, it } from 'vitest';
import { Binder } from './bind.ts';
import { planSelect } from './selectPlan.ts';
import { parseStatement } from './statementParser.ts';

const keys = { partition: 'pk', sort: 'sk' };

function plan(where: string) {
  const text = `SELECT * FROM "T" WHERE ${where}`;
  const { statement } = parseStatement(text);
  if (statement.kind !== 'select') throw new Error('not a select');
  return planSelect(statement.where, keys, new Binder(text, []));
}

describe('planSelect', () => {
  it('queries on a partition key equality, serving one sort-key term', () => {
    expect(plan(`pk = 'a' AND sk > 3`)).toEqual({
      queries: [
        {
          partition: { S: 'a' },
          sort: { kind: 'compare', op: '>', value: expect.objectContaining({ text: '3' }) },
        },
      ],
      filter: false,
    });
    expect(plan(`pk = 'a' AND x = 1`).filter).toBe(true);
    expect(plan(`3 < sk AND 'a' = pk`).queries![0].sort).toMatchObject({ op: '>' });
  });

  it('decomposes IN and OR on the partition key, one Query per value', () => {
    expect(plan(`pk IN ['a', 'b', 'a']`).queries!.map((q) => q.partition)).toEqual([{ S: 'a' }, { S: 'b' }]);
    const or = plan(`pk = 'a' AND sk = 1 OR pk = 'a' AND sk = 2 OR pk = 'b' AND sk = 3`);
    expect(or.queries).toHaveLength(2);
    expect(or.queries![0].sort).toBeUndefined();
    expect(or.queries![1].sort).toMatchObject({ kind: 'compare', op: '=' });
  });

  it('scans when a branch lacks the partition key, however many branches there are', () => {
    expect(plan(`pk = 'a' OR x = 1`).queries).toBeUndefined();
    expect(plan(`pk > 'a'`).queries).toBeUndefined();
    expect(plan(`NOT pk = 'a'`).queries).toBeUndefined();
    const many = Array.from({ length: 51 }, (_, i) => `'v${i}'`).join(', ');
    expect(plan(`pk IN [${many}] OR x = 1`).queries).toBeUndefined();
    expect(plan(`(pk = 'a' OR pk = 'b') AND (sk = 1 OR sk = 2)`).queries).toHaveLength(2);
  });

  it('refuses more than 50 reads when every branch pins the partition key', () => {
    const values = (count: number) => Array.from({ length: count }, (_, i) => `'v${i}'`).join(', ');
    expect(plan(`pk IN [${values(50)}]`).queries).toHaveLength(50);
    expect(() => plan(`pk IN [${values(51)}]`)).toThrow(
      'Too many decomposed read operations for a given query.',
    );
    expect(() => plan(`pk IN [${values(17)}] AND sk IN [1, 2, 3]`)).toThrow('Too many decomposed');
  });

  it('keeps an OR that names no key attribute as one term of its branch', () => {
    expect(plan(`pk = 'a' AND sk = 1 AND (x = 1 OR y = 2)`)).toMatchObject({
      queries: [{ partition: { S: 'a' }, sort: { kind: 'compare', op: '=' } }],
      filter: true,
    });
    expect(plan(`pk = 'a' AND (sk = 1 OR y = 2)`).queries).toEqual([
      { partition: { S: 'a' }, sort: undefined },
    ]);
  });

  it('leaves negated and <> sort-key terms to the filter', () => {
    expect(plan(`pk = 'a' AND NOT sk = 1`).queries![0].sort).toBeUndefined();
    expect(plan(`pk = 'a' AND sk <> 1`).queries![0].sort).toBeUndefined();
    expect(plan(`pk = 'a' AND begins_with(sk, 'x')`).queries![0].sort).toMatchObject({ kind: 'begins_with' });
  });
});
