/**
 * `npm run serve`: one engine behind the HTTP endpoint until SIGINT/SIGTERM, kept in a data file
 * between runs when `--data` names one (dataFile.ts). Exit status 2 for a bad command line, 1 if the
 * data file cannot be used or the port cannot be opened, 0 after a clean shutdown (the data saved).
 */
import { startClockDriver } from '../engine/clockDriver.ts';
import { watchTimedChanges } from '../engine/timedChangeWatch.ts';
import { Engine } from '../engine/engine.ts';
import { createAsyncDispatch, onInternalError, type AsyncDispatch } from '../protocol/dispatch.ts';
import { mayChangeState } from '../protocol/readOnlyOperations.ts';
import { parseArguments, USAGE } from './cliOptions.ts';
import { DataFileError, openDataFile, type DataFile } from './dataFile.ts';
import { MAX_REQUEST_BYTES } from './requestBody.ts';
import { createS3Handler } from './s3/s3Handler.ts';
import { DirectoryObjectStore } from './directoryObjectStore.ts';
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
  const {
    port,
    host,
    region,
    clockSpeed,
    tableStatusDelayMs,
    gsiLagMs,
    replicaLagMs,
    transactionLatencyMs,
    replicationLatencyMs,
    ttlDelayMs,
    dataFile,
    s3Dir,
  } = parsed.options;
  const engine = new Engine({
    region,
    clock: { speed: clockSpeed },
    tableStatusDelayMs,
    gsiPropagationDelayMs: gsiLagMs,
    transactionLatencyMs,
    replicationLatencyMs,
    timeToLive:
      ttlDelayMs === undefined
        ? undefined
        : { minDeletionDelayMs: ttlDelayMs, maxDeletionDelayMs: ttlDelayMs },
    objectStore: s3Dir === undefined ? undefined : new DirectoryObjectStore(s3Dir),
  });
  let data: DataFile | undefined;
  if (dataFile !== undefined) {
    try {
      data = await openDataFile(engine, dataFile, { clockSpeed });
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      console.error(`error: ${error.message}`);
      process.exitCode = 1;
      return;
    }
  }
  // Given on the command line, the lag wins over the one the data file was saved with.
  if (replicaLagMs !== undefined) engine.replicas.setLag(replicaLagMs);
  // Replies that wait on the clock (transactions in flight) need the engine woken on time.
  // The data file also saves what the clock changes between requests (TTL deletions, say).
  const timedChanged = watchTimedChanges(engine);
  const stopDriver = startClockDriver(
    engine,
    { setTimeout, clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
    () => {
      if (timedChanged()) data?.changed();
    },
  );
  onInternalError((error) => console.error('dynamo-sandbox: internal error in an operation:', error));
  engine.regions.onOwnTables((own) =>
    console.error(
      `dynamo-sandbox: ${own} now holds a global table replica, so requests signed for ${own} reach its own tables from now on; tables made through ${own} before stay in ${engine.region}.`,
    ),
  );
  const endpoint = createDynamoServer({
    dispatch: savingAfterChanges(createAsyncDispatch(engine, { checksums: true }), data, timedChanged),
    region,
    s3: createS3Handler(
      () => ({
        store: engine.regions.objectStore,
        now: () => engine.now(),
        changed: () => data?.changed(),
        region,
      }),
      MAX_REQUEST_BYTES,
      (error) => console.error('dynamo-sandbox: internal error in the S3 API:', error),
    ),
  });

  let url: string;
  try {
    url = await endpoint.listen(port, host);
  } catch (error) {
    console.error(`error: cannot listen on ${host}:${port}: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Dynamo Sandbox listening on ${url} (region ${region}${data ? `; ${describeData(data)}` : ''}${
      s3Dir === undefined ? '' : `; S3 in ${s3Dir}`
    })`,
  );

  // Ctrl-C reaches every process of the group and npm relays it too, so the same signal can arrive
  // twice: repeats are ignored (close() cuts connections that outlive its grace period anyway).
  // `npm run serve` runs node with tsx's loader (--import tsx), not the tsx command: tsx's wrapper
  // process SIGKILLs its child when the child does not confirm a signal within 30 ms, which a busy
  // machine can miss, and the data file's last changes would be lost.
  let shuttingDown = false;
  const shutDown = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopDriver();
    void endpoint
      .close()
      .then(() => data?.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

/** The dispatch, telling the data file about every request that may have changed something once it is answered. */
function savingAfterChanges(
  dispatch: AsyncDispatch,
  data: DataFile | undefined,
  timedChanged: () => boolean,
): AsyncDispatch {
  if (!data) return dispatch;
  return (target, body, region) => {
    const reply = dispatch(target, body, region);
    // A read changes nothing itself, but the timed work due at its start may have.
    if (timedChanged() || mayChangeState(target)) {
      if (reply instanceof Promise) void reply.then(() => data.changed());
      else data.changed();
    }
    return reply;
  };
}

function describeData(data: DataFile): string {
  const { restored, path } = data;
  if (!restored) return `new data file ${path}`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(restored.tables, 'table')} and ${plural(restored.items, 'item')} from ${path}`;
}

void main();
