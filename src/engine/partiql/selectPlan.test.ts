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

  it('scans when a branch lacks the partition key, or the branches are too many', () => {
    expect(plan(`pk = 'a' OR x = 1`).queries).toBeUndefined();
    expect(plan(`pk > 'a'`).queries).toBeUndefined();
    expect(plan(`NOT pk = 'a'`).queries).toBeUndefined();
    const many = Array.from({ length: 101 }, (_, i) => `'v${i}'`).join(', ');
    expect(plan(`pk IN [${many}]`).queries).toBeUndefined();
    expect(plan(`(pk = 'a' OR pk = 'b') AND (sk = 1 OR sk = 2)`).queries).toHaveLength(2);
  });

  it('leaves negated and <> sort-key terms to the filter', () => {
    expect(plan(`pk = 'a' AND NOT sk = 1`).queries![0].sort).toBeUndefined();
    expect(plan(`pk = 'a' AND sk <> 1`).queries![0].sort).toBeUndefined();
    expect(plan(`pk = 'a' AND begins_with(sk, 'x')`).queries![0].sort).toMatchObject({ kind: 'begins_with' });
  });
});
