/**
 * What `npm run bench:http-instructions` runs under valgrind (bundled first, so that no TypeScript
 * loader runs under the instrumentation): one benchmark server, answering until it is killed.
 *   node server.mjs <sandbox|bare|bare-parse|bare-dispatch> <port> <GetItem|PutItem|Query>
 */
import { startBenchServer, type ServerMode } from './benchServers.ts';
import { benchEngine, benchRequests, type BenchOperation, target } from './fixture.ts';

const [mode, port, operation] = process.argv.slice(2) as [ServerMode, string, BenchOperation];
// The bare servers answer the sandbox's reply to the operation's first request, as in `npm run bench`.
const replies = {
  [operation]: benchEngine().dispatch(target(operation), benchRequests()[operation][0]).body,
};
await startBenchServer(mode, { port: Number(port), replies });
