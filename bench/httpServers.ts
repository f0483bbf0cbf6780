/** Starting the benchmark servers as child processes and measuring their CPU time per request under load. */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { pinnedFork, SERVER_CPU } from './cpuPinning.ts';
import { rawHttpLoad } from './httpLoad.ts';
import { sdkLoad } from './sdkLoad.ts';
import type { ParentMessage, ServerMessage, ServerMode } from './serverProcess.ts';

export interface BenchServer {
  mode: ServerMode;
  child: ChildProcess;
  url: string;
  /** user + system CPU time of the server process so far, µs. */
  cpuMicros(): Promise<number>;
  stop(): void;
}

export interface Measurement {
  opsPerSecond: number;
  cpuMicrosPerRequest: number;
}

/** Starts a server in its own node process; `pinned`: on SERVER_CPU alone (see cpuPinning.ts). */
export async function startServer(
  mode: ServerMode,
  options: { replies?: Record<string, string>; pinned: boolean },
): Promise<BenchServer> {
  const { replies, pinned } = options;
  // Bundled, as `npm run serve` runs the endpoint (scripts/run-bundled.mjs says why not under tsx).
  // Paths from the repository's root, where npm runs the bench: this module may itself be bundled.
  const child = fork('scripts/run-bundled.mjs', ['bench/serverProcess.ts', mode], {
    ...(pinned ? pinnedFork(SERVER_CPU, []) : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = async () => (await once(child, 'message'))[0] as ServerMessage;
  const send = (message: ParentMessage) => child.send(message);
  const ready = nextMessage();
  if (replies) send({ replies });
  const started = await ready;
  if (!('url' in started)) throw new Error(`the ${mode} server did not start`);
  return {
    mode,
    child,
    url: started.url,
    async cpuMicros() {
      const answer = nextMessage();
      send('cpu');
      const message = await answer;
      if (!('cpu' in message)) throw new Error('expected a CPU sample');
      return message.cpu.user + message.cpu.system;
    },
    stop: () => child.disconnect(),
  };
}

export type BenchClient = 'http' | 'sdk';

/** Warms the server up, then loads it for `windowMs` and divides its CPU time by the requests answered. */
export async function measure(
  server: BenchServer,
  operation: string,
  bodies: readonly string[],
  options: {
    warmupMs: number;
    /** Warm up for at least this many requests too (the JIT needs requests, not time). */
    warmupRequests?: number;
    windowMs: number;
    concurrency: number;
    client: BenchClient;
  },
): Promise<Measurement> {
  const load = (options.client === 'sdk' ? sdkLoad : rawHttpLoad)(
    server.url,
    operation,
    bodies,
    options.concurrency,
  );
  try {
    let warmed = 0;
    do warmed += (await load.run({ durationMs: options.warmupMs })).requests;
    while (warmed < (options.warmupRequests ?? 0));
    const before = await server.cpuMicros();
    const result = await load.run({ durationMs: options.windowMs });
    const after = await server.cpuMicros();
    if (result.failures > 0) {
      throw new Error(
        `${server.mode} ${operation}: ${result.failures} of ${result.requests} requests failed`,
      );
    }
    return {
      opsPerSecond: (result.requests / result.elapsedMs) * 1000,
      cpuMicrosPerRequest: (after - before) / result.requests,
    };
  } finally {
    load.close();
  }
}
