/**
 * What `npm run bench:instructions` runs under valgrind (bundled first, so that no TypeScript loader
 * runs under the instrumentation): `count` requests of one benchmark operation, either through
 * `dispatch` or only through JSON.parse of the same bodies (the share no engine can avoid).
 *   node driver.mjs <dispatch|parse> <GetItem|PutItem|Query> <count>
 */
import { benchEngine, benchRequests, expectOk, OPERATIONS, target, type BenchOperation } from './fixture.ts';

const [mode, operation, countText] = process.argv.slice(2);
const count = Number(countText);
if ((mode !== 'dispatch' && mode !== 'parse') || !OPERATIONS.includes(operation as BenchOperation)) {
  throw new Error(`usage: driver <dispatch|parse> <${OPERATIONS.join('|')}> <count>`);
}
const bodies = benchRequests()[operation as BenchOperation];
if (mode === 'dispatch') {
  const { dispatch } = benchEngine();
  const name = target(operation);
  for (let i = 0; i < count; i++) expectOk(operation, dispatch(name, bodies[i % bodies.length]));
} else {
  let tables = 0;
  for (let i = 0; i < count; i++) {
    if ((JSON.parse(bodies[i % bodies.length]) as { TableName?: string }).TableName) tables++;
  }
  if (tables !== count) throw new Error('a benchmark request has no TableName');
}
