/**
 * The servers the HTTP benchmarks measure, each started in a process of its own:
 *   sandbox        the real endpoint (createDynamoServer) over the benchmark engine
 *   bare           a minimal node:http server: reads the body, answers a fixed reply of the same size
 *                  as the sandbox's reply to the operation named by the path (/GetItem, /PutItem, /Query)
 *   bare-parse     the `bare` server that also parses each request body with JSON.parse: the share of
 *                  any JSON endpoint's cost that comes before its own work (parsing a request costs
 *                  several times more here, with caches cold between requests, than in a tight loop)
 *   bare-dispatch  the minimal server calling the same engine's dispatch: the difference to `sandbox`
 *                  is the cost of the endpoint's HTTP layer alone
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAsyncDispatch } from '../src/protocol/dispatch.ts';
import { createDynamoServer } from '../src/server/dynamoServer.ts';
import { benchEngine } from './fixture.ts';

export type ServerMode = 'sandbox' | 'bare' | 'bare-parse' | 'bare-dispatch';

export interface BenchServerOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** The bare servers' replies by operation name (the sandbox's replies to the benchmark requests). */
  replies?: Record<string, string>;
}

type Answer = (request: IncomingMessage, body: Buffer) => { status: number; body: string };

/** Starts a benchmark server on 127.0.0.1; resolves with its base URL. */
export async function startBenchServer(mode: ServerMode, options: BenchServerOptions = {}): Promise<string> {
  const { port = 0 } = options;
  if (mode === 'sandbox') {
    // The dispatch `npm run serve` uses: one that lets transactions wait on the engine clock.
    return createDynamoServer({
      dispatch: createAsyncDispatch(benchEngine().engine, { checksums: true }),
    }).listen(port);
  }
  if (mode === 'bare-dispatch') {
    const { dispatch } = benchEngine();
    return listenBare(port, (request, body) =>
      dispatch(String(request.headers['x-amz-target']), body.toString()),
    );
  }
  const byPath = new Map(Object.entries(options.replies ?? {}).map(([op, body]) => [`/${op}`, body]));
  const reply = (request: IncomingMessage) => ({ status: 200, body: byPath.get(request.url ?? '') ?? '' });
  return listenBare(
    port,
    mode === 'bare'
      ? reply
      : (request, body) => {
          // The parsed request decides nothing, but is used, so the parse cannot be skipped.
          const parsed = JSON.parse(body.toString()) as { TableName?: string };
          return parsed.TableName === undefined ? { status: 400, body: '' } : reply(request);
        },
  );
}

function listenBare(port: number, answer: Answer): Promise<string> {
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
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}
