import { benchEngine, benchRequests, target } from './fixture.ts';
const { dispatch } = benchEngine();
const bodies = benchRequests().PutItem;
const name = target('PutItem');
for (let i = 0; i < 50000; i++) dispatch(name, bodies[i % bodies.length]);
const t = performance.now(); let n = 0;
while (performance.now() - t < 4000) { for (let j = 0; j < 1000; j++) dispatch(name, bodies[n++ % bodies.length]); }
console.log((n / (performance.now() - t)) * 1000);
