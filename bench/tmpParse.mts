import { benchRequests } from './fixture.ts';
const bodies = benchRequests().PutItem;
let x = 0;
for (let r = 0; r < 3; r++) {
const t = performance.now(); let n = 0;
while (performance.now() - t < 1000) { for (let j = 0; j < 1000; j++) { x += (JSON.parse(bodies[n++ % bodies.length]) as any).TableName.length; } }
console.log('parse', 1e6 / ((n / (performance.now() - t)) * 1000), 'µs', bodies[0].length);
}
