/**
 * What `npm run bench:http-instructions` runs under valgrind (bundled first, so that no TypeScript
 * loader runs under the instrumentation): one benchmark server that exits once it has answered
 * `count` requests.
 *   node server.mjs <sandbox|bare|bare-parse> <port> <count> <GetItem|PutItem|Query>
 */
import { startBenchServer, type ServerMode } from './benchServers.ts';
import { benchEngine, benchRequests, type BenchOperation, target } from './fixture.ts';

const [mode, port, count, operation] = process.argv.slice(2) as [ServerMode, string, string, BenchOperation];
// The bare servers answer the sandbox's reply to the operation's first request, as in `npm run bench`.
const replies = {
  [operation]: benchEngine().dispatch(target(operation), benchRequests()[operation][0]).body,
};
let answered = 0;
await startBenchServer(mode, {
  port: Number(port),
  replies,
  // Exit on the next turn, once the last reply has been handed to the socket.
  served: () => void (++answered === Number(count) && setImmediate(() => process.exit(0))),
});
