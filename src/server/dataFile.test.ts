/** The endpoint's data file (`npm run serve -- --data`), with a real engine and real files. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createDispatch } from '../protocol/dispatch.ts';
import { DataFileError, openDataFile, type DataFileOptions } from './dataFile.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(name = 'sandbox.json'): string {
  const folder = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-data-'));
  folders.push(folder);
  return join(folder, name);
}

function newEngine() {
  const engine = new Engine({ tableStatusDelayMs: 0 });
  const dispatch = createDispatch(engine);
  const call = (operation: string, body: object) => {
    const target = operation.includes('.') ? operation : `DynamoDB_20120810.${operation}`;
    const reply = dispatch(target, JSON.stringify(body));
    expect(reply.status, reply.body).toBe(200);
    return JSON.parse(reply.body) as Record<string, unknown>;
  };
  return { engine, call };
}

const OPTIONS: DataFileOptions = { clockSpeed: 1, onError: (message) => expect.fail(message) };

const createTable = (call: ReturnType<typeof newEngine>['call']) =>
  call('CreateTable', {
    TableName: 'notes',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
  });

/** Every record of the `notes` stream, shard by shard. */
function streamRecords(call: ReturnType<typeof newEngine>['call']): unknown[] {
  const StreamArn = (call('DescribeTable', { TableName: 'notes' }).Table as { LatestStreamArn: string })
    .LatestStreamArn;
  const { Shards } = call('DynamoDBStreams_20120810.DescribeStream', { StreamArn }).StreamDescription as {
    Shards: { ShardId: string }[];
  };
  return Shards.flatMap(({ ShardId }) => {
    const { ShardIterator } = call('DynamoDBStreams_20120810.GetShardIterator', {
      StreamArn,
      ShardId,
      ShardIteratorType: 'TRIM_HORIZON',
    });
    return call('DynamoDBStreams_20120810.GetRecords', { ShardIterator }).Records as unknown[];
  });
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('openDataFile', () => {
  it('starts empty without a file, saves changes, and restores them in the next run', async () => {
    const path = tempFile();
    const first = newEngine();
    const file = await openDataFile(first.engine, path, OPTIONS);
    expect(file.restored).toBeUndefined();
    createTable(first.call);
    first.call('PutItem', { TableName: 'notes', Item: { id: { S: 'n1' }, text: { S: 'hello' } } });
    file.changed();
    await file.close();
    expect(readJson(path)).toMatchObject({ format: 'dynamo-sandbox/engine-snapshot', tables: [{}] });

    const second = newEngine();
    const reopened = await openDataFile(second.engine, path, OPTIONS);
    expect(reopened.restored).toEqual({ tables: 1, items: 1 });
    expect(second.call('GetItem', { TableName: 'notes', Key: { id: { S: 'n1' } } }).Item).toEqual({
      id: { S: 'n1' },
      text: { S: 'hello' },
    });
    const describe = (call: typeof first.call) => call('DescribeTable', { TableName: 'notes' }).Table;
    expect(describe(second.call)).toEqual(describe(first.call));
    // The stream's record of the put came through the restart, under the same sequence number.
    expect(streamRecords(second.call)).toEqual(streamRecords(first.call));
    expect(streamRecords(second.call)).toMatchObject([{ eventName: 'INSERT' }]);
  });

  it('resumes the clock at the later of the saved time and now, running at the server speed', async () => {
    const path = tempFile();
    const source = newEngine();
    const file = await openDataFile(source.engine, path, OPTIONS);
    source.call('DynamoSandbox.AdvanceClock', { Seconds: 2 * 24 * 3600 });
    source.call('DynamoSandbox.SetClock', { Paused: true });
    file.changed();
    await file.close();
    const savedNow = (readJson(path).clock as { now: number }).now;

    const ahead = newEngine();
    await (await openDataFile(ahead.engine, path, { ...OPTIONS, clockSpeed: 60 })).close();
    expect(ahead.engine.clock.state()).toMatchObject({ running: true, speed: 60 });
    expect(ahead.engine.now()).toBeGreaterThanOrEqual(savedNow);

    // Saved two days ago by the wall clock: the server resumes at the wall clock, not back then.
    const later = newEngine();
    const wallClock = () => savedNow + 5 * 24 * 3600 * 1000;
    await openDataFile(later.engine, path, { ...OPTIONS, wallClock });
    expect(later.engine.now()).toBeGreaterThanOrEqual(wallClock());
  });

  it('saves a steady stream of changes without waiting for a pause', async () => {
    const path = tempFile();
    const { engine, call } = newEngine();
    const file = await openDataFile(engine, path, { ...OPTIONS, debounceMs: 50, maxWaitMs: 150 });
    createTable(call);
    // A change every 20 ms never leaves the 50 ms pause a save waits for; the 150 ms cap saves anyway.
    for (let i = 0; i < 25; i++) {
      call('PutItem', { TableName: 'notes', Item: { id: { S: `n${i}` } } });
      file.changed();
      await sleep(20);
    }
    const saved = readJson(path).tables as { items: unknown[] }[];
    expect(saved[0].items.length).toBeGreaterThan(0);
    await file.flush();
    expect((readJson(path).tables as { items: unknown[] }[])[0].items).toHaveLength(25);
  });

  it('carries what the app keeps beside the snapshot (its triggers) through a save', async () => {
    const path = tempFile();
    const { engine } = newEngine();
    const empty = await openDataFile(engine, path, OPTIONS);
    empty.changed();
    await empty.close();
    const triggers = [
      { id: 't1', name: 'audit', tableName: 'notes', code: 'export const handler = () => {}' },
    ];
    writeFileSync(path, JSON.stringify({ ...readJson(path), triggers, savedAt: 1 }));

    const next = newEngine();
    const file = await openDataFile(next.engine, path, { ...OPTIONS, wallClock: () => 1_800_000_000_000 });
    file.changed();
    await file.flush();
    expect(readJson(path)).toMatchObject({ triggers, savedAt: 1_800_000_000_000 });
  });

  it('writes the engine afresh: a backup deleted after loading does not come back from the file', async () => {
    const path = tempFile();
    const first = newEngine();
    const file = await openDataFile(first.engine, path, OPTIONS);
    createTable(first.call);
    first.call('CreateBackup', { TableName: 'notes', BackupName: 'nightly' });
    file.changed();
    await file.close();
    expect(readJson(path).backups).toHaveLength(1);

    const second = newEngine();
    const reopened = await openDataFile(second.engine, path, OPTIONS);
    const { BackupSummaries } = second.call('ListBackups', {}) as {
      BackupSummaries: { BackupArn: string }[];
    };
    second.call('DeleteBackup', { BackupArn: BackupSummaries[0].BackupArn });
    reopened.changed();
    await reopened.close();
    expect(readJson(path).backups).toBeUndefined();
  });

  it('lets one server at a time use a file, and takes over the lock of one that died', async () => {
    const path = tempFile();
    const first = await openDataFile(newEngine().engine, path, OPTIONS);
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDataFile(newEngine().engine, path, OPTIONS)).rejects.toThrow(
      `${path} is in use by another Dynamo Sandbox server (process ${process.pid})`,
    );
    await first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);

    // A lock left behind by a process that is gone.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    writeFileSync(`${path}.lock`, gone);
    const next = await openDataFile(newEngine().engine, path, OPTIONS);
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(String(process.pid));
    await next.close();
  });

  it('refuses a file it cannot load, says why, and leaves the file alone', async () => {
    const cases: [string, string][] = [
      ['{"tables": [', 'it is not JSON'],
      [
        JSON.stringify({ format: 'dynamo-sandbox/engine-snapshot', version: 9, tables: [] }),
        'The snapshot was saved by a newer version of Dynamo Sandbox',
      ],
      [JSON.stringify({ hello: 'world' }), 'The data is not a Dynamo Sandbox snapshot.'],
    ];
    for (const [text, reason] of cases) {
      const path = tempFile();
      writeFileSync(path, text);
      const attempt = openDataFile(newEngine().engine, path, OPTIONS);
      await expect(attempt).rejects.toThrow(DataFileError);
      await expect(attempt).rejects.toThrow(`cannot load ${path}: `);
      await expect(attempt).rejects.toThrow(reason);
      expect(readFileSync(path, 'utf8')).toBe(text);
      // The refusal frees the file again.
      expect(existsSync(`${path}.lock`)).toBe(false);
    }
    const nowhere = join(tempFile(), 'missing-folder', 'sandbox.json');
    await expect(openDataFile(newEngine().engine, nowhere, OPTIONS)).rejects.toThrow(
      /cannot write to the data file's folder .*missing-folder: no such folder/,
    );
  });

  it('reports a failed save, keeps serving, and saves at the next chance', async () => {
    const path = tempFile();
    const { engine, call } = newEngine();
    const problems: string[] = [];
    const file = await openDataFile(engine, path, {
      ...OPTIONS,
      onError: (message) => problems.push(message),
    });
    createTable(call);
    // A folder where the file should be: the rename fails.
    mkdirSync(path);
    file.changed();
    await file.flush();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`saving ${path} failed`);

    rmSync(path, { recursive: true });
    await file.flush();
    expect((readJson(path).tables as unknown[]).length).toBe(1);
  });
});
