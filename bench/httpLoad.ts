/** Closed-loop HTTP load: `concurrency` workers on keep-alive connections, each sending its next request as soon as the last is answered. */
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface LoadResult {
  requests: number;
  failures: number;
  elapsedMs: number;
}

/** A load generator bound to one server and operation: `run` loads it within `limit` and counts. */
export interface Load {
  run(limit: LoadLimit): Promise<LoadResult>;
  close(): void;
}

/** Raw node:http requests with fixed, well-formed SigV4 headers: the leanest client there is. */
export function rawHttpLoad(
  url: string,
  operation: string,
  bodies: readonly string[],
  concurrency: number,
): Load {
  const agent = createAgent(concurrency);
  return {
    run: (limit) => runLoad(agent, url, operation, bodies, limit, concurrency),
    close: () => agent.destroy(),
  };
}

export const BENCH_HEADERS = (operation: string): OutgoingHttpHeaders => ({
  'content-type': 'application/x-amz-json-1.0',
  'x-amz-target': `DynamoDB_20120810.${operation}`,
  'x-amz-date': '20260101T000000Z',
  authorization:
    'AWS4-HMAC-SHA256 Credential=AKIDBENCH/20260101/us-east-1/dynamodb/aws4_request, ' +
    'SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=0123456789abcdef0123456789abcdef',
});

export function createAgent(concurrency: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: concurrency });
}

function post(agent: Agent, url: URL, headers: OutgoingHttpHeaders, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends `bodies` round-robin for as long as `limit` says and counts the answers (non-200 are failures). */
export async function runLoad(
  agent: Agent,
  url: string,
  operation: string,
  bodies: readonly string[],
  limit: LoadLimit,
  concurrency: number,
): Promise<LoadResult> {
  const target = new URL(`/${operation}`, url);
  const headerSets = bodies.map((body) => ({
    ...BENCH_HEADERS(operation),
    'content-length': Buffer.byteLength(body),
  }));
  return closedLoop(
    async (i) => (await post(agent, target, headerSets[i], bodies[i])) === 200,
    bodies.length,
    concurrency,
    limit,
  );
}

/**
 * How long a load runs: `durationMs`, or until it has sent `requests`, whichever comes first (an
 * exact count: bench:http-instructions counts instructions per request).
 */
export interface LoadLimit {
  durationMs: number;
  requests?: number;
}

/**
 * `concurrency` workers each sending their next request as soon as the last is answered, within
 * `limit`; `send(i)` sends request i (round-robin over `count`) and tells whether it succeeded.
 */
export async function closedLoop(
  send: (i: number) => Promise<boolean>,
  count: number,
  concurrency: number,
  { durationMs, requests: limit = Infinity }: LoadLimit,
): Promise<LoadResult> {
  let next = 0;
  let requests = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && next < limit) {
      const succeeded = await send(next++ % count);
      requests++;
      if (!succeeded) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests, failures, elapsedMs: performance.now() - started };
}
