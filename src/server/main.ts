/**
 * `npm run serve`: one engine behind the HTTP endpoint until SIGINT/SIGTERM. Exit status 2 for a bad
 * command line, 1 if the port cannot be opened, 0 after a clean shutdown.
 */
import { startClockDriver } from '../engine/clockDriver.ts';
import { Engine } from '../engine/engine.ts';
import { createAsyncDispatch, onInternalError } from '../protocol/dispatch.ts';
import { parseArguments, USAGE } from './cliOptions.ts';
import { createDynamoServer } from './dynamoServer.ts';

async function main(): Promise<void> {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`error: ${parsed.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { port, host, region, clockSpeed, tableStatusDelayMs, gsiLagMs, transactionLatencyMs, ttlDelayMs } =
    parsed.options;
  const engine = new Engine({
    region,
    clock: { speed: clockSpeed },
    tableStatusDelayMs,
    gsiPropagationDelayMs: gsiLagMs,
    transactionLatencyMs,
    timeToLive:
      ttlDelayMs === undefined
        ? undefined
        : { minDeletionDelayMs: ttlDelayMs, maxDeletionDelayMs: ttlDelayMs },
  });
  // Replies that wait on the clock (transactions in flight) need the engine woken on time.
  const stopDriver = startClockDriver(engine, {
    setTimeout,
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });
  onInternalError((error) => console.error('dynamo-sandbox: internal error in an operation:', error));
  const endpoint = createDynamoServer({ dispatch: createAsyncDispatch(engine), region });

  let url: string;
  try {
    url = await endpoint.listen(port, host);
  } catch (error) {
    console.error(`error: cannot listen on ${host}:${port}: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Dynamo Sandbox listening on ${url} (region ${region})`);

  // Ctrl-C reaches every process of the group and tsx relays it too, so the same signal can arrive
  // twice: repeats are ignored (close() cuts connections that outlive its grace period anyway).
  let shuttingDown = false;
  const shutDown = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopDriver();
    void endpoint.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

void main();
