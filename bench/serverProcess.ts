/**
 * A benchmark server in its own process, so its CPU time can be measured alone (process.cpuUsage).
 *   sandbox        the real endpoint (createDynamoServer) over the benchmark engine
 *   bare           a minimal node:http server: reads the body, answers a fixed reply of the same size
 *                  as the sandbox's reply to the operation named by the path (/GetItem, /PutItem, /Query)
 *   bare-parse     the `bare` server that also parses each request body with JSON.parse: the share of
 *                  any JSON endpoint's cost that comes before its own work (parsing a request costs
 *                  several times more here, with caches cold between requests, than in a tight loop)
 *   bare-dispatch  the minimal server calling the same engine's dispatch: the difference to `sandbox`
 *                  is the cost of the endpoint's HTTP layer alone
 *
 * IPC with the parent: `bare` first receives { replies }; the process sends { url } when listening
 * and { cpu } in answer to every 'cpu'.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAsyncDispatch } from '../src/protocol/dispatch.ts';
import { createDynamoServer } from '../src/server/dynamoServer.ts';
import { benchEngine } from './fixture.ts';

export type ServerMode = 'sandbox' | 'bare' | 'bare-parse' | 'bare-dispatch';
export type ServerMessage = { url: string } | { cpu: NodeJS.CpuUsage };
export type ParentMessage = 'cpu' | { replies: Record<string, string> };

const send = (message: ServerMessage) => process.send!(message);

function listenBare(answer: (request: IncomingMessage, body: Buffer) => { status: number; body: string }) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = answer(request, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
      response.writeHead(reply.status, {
        'Content-Type': 'application/x-amz-json-1.0',
        'Content-Length': Buffer.byteLength(reply.body),
      });
      response.end(reply.body);
    });
  });
  server.listen(0, '127.0.0.1', () =>
    send({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
  );
}

const mode = process.argv[2] as ServerMode;
process.on('message', (message: ParentMessage) => {
  if (message === 'cpu') {
    send({ cpu: process.cpuUsage() });
  } else if (mode === 'bare' || mode === 'bare-parse') {
    const byPath = new Map(Object.entries(message.replies).map(([op, body]) => [`/${op}`, body]));
    const reply = (request: IncomingMessage) => ({ status: 200, body: byPath.get(request.url ?? '') ?? '' });
    listenBare(
      mode === 'bare'
        ? reply
        : (request, body) => {
            // The parsed request decides nothing, but is used, so the parse cannot be skipped.
            const parsed = JSON.parse(body.toString()) as { TableName?: string };
            return parsed.TableName === undefined ? { status: 400, body: '' } : reply(request);
          },
    );
  }
});
process.on('disconnect', () => process.exit(0));

if (mode === 'sandbox') {
  // The dispatch `npm run serve` uses: one that lets transactions wait on the engine clock.
  const { engine } = benchEngine();
  void createDynamoServer({ dispatch: createAsyncDispatch(engine) })
    .listen(0)
    .then((url) => send({ url }));
} else if (mode === 'bare-dispatch') {
  const { dispatch } = benchEngine();
  listenBare((request, body) => dispatch(String(request.headers['x-amz-target']), body.toString()));
}
