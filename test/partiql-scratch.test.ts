import { it } from 'vitest';
import { parsePartiQL } from '../src/engine/partiql/parsePartiQL.ts';
it('x', () => {
  for (const s of [
    `SELECT * FROM "t" WHERE pk = 'a' AND sk BETWEEN 1 AND 2 OR x IN [1,2]`,
    `SELECT a.b[0], "c" FROM t.i WHERE a IS NOT MISSING ORDER BY sk DESC`,
    `INSERT INTO "t" VALUE {'pk': 'a', 'n': -1.5e3, 's': <<'x','y'>>, 'l': [1, {'m': null}]}`,
    `UPDATE t SET a = a + 1, b = list_append(b, [1]) SET c = set_add(c, <<1>>) REMOVE d WHERE pk = ? RETURNING ALL NEW *`,
    `DELETE FROM t WHERE pk = 1 RETURNING ALL NEW *`,
    `SELECT * FROM t WHERE`, `SELECT * FROM "t" WHERE pk = 1 foo`, `SELECT * FROM "t" WHERE pk = 1 # x`,
    `SLECT *`, `SELECT key FROM t`, `SELECT m.inner FROM t`, `SELECT l[-1] FROM t`, `SELECT attribute_exists(ss) FROM t`,
    `SELECT * FROM t AS x`, `SELECT * FROM "t" WHERE pk = 1e99999999999`, `FROM t WHERE pk = 1 SET a = 2`, `EXISTS(SELECT * FROM t WHERE a = 1)`,
    `SELECT * FROM t;`, `SELECT * FROM t /* x`, `select * from t where pk = 'it''s'`,
  ]) console.log(s, '\n  ', JSON.stringify(parsePartiQL(s)).slice(0, 300));
});
