/**
 * The load generator: requests of a key pattern at a steady rate, issued through the same operation
 * functions every transport ends in (putItem, updateItem, getItem with request objects), on the
 * engine clock. It owns time while it runs: `advance(ms)` issues the requests due in the next `ms`
 * of simulated time, moving the clock to each request's moment, so token buckets see the traffic
 * spread as production would. Throttled requests are counted, not retried.
 */
import { isThrottlingError } from '../capacity/throttleReasons.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import { getItem } from '../operations/getItem.ts';
import { putItem } from '../operations/putItem.ts';
import { updateItem } from '../operations/updateItem.ts';
import {
  keyChooser,
  LOW_CARDINALITY_ATTRIBUTE,
  LOW_CARDINALITY_VALUES,
  type KeyChoice,
  type LoadPattern,
} from './patterns.ts';
import { Random } from './random.ts';

/** The attribute that gives a written item its size. */
const PAYLOAD = 'payload';

export interface LoadOptions {
  tableName: string;
  pattern: LoadPattern;
  /** Requests per second. */
  rate: number;
  /** Fraction of requests that are reads (GetItem), 0 to 1 (default 0: all writes). */
  readRatio?: number;
  /** About how large each written item is, in bytes (default 800: one write unit). */
  itemBytes?: number;
  /** Key space of uniform, zipf, status-key and date-key items (default 100,000). */
  keys?: number;
  zipfExponent?: number;
  /** Suffixes of the sharded pattern (default 10). */
  shards?: number;
  seed?: number;
  /**
   * The table's key attribute names, both of type S (default `pk` and `sk`, the scenario table's).
   * Without a sort key, each request addresses the pattern's partition key alone.
   */
  keyNames?: { partition: string; sort?: string };
}

export interface LoadTotals {
  requests: number;
  reads: number;
  writes: number;
  throttled: number;
  throttledReads: number;
  throttledWrites: number;
  /** Requests that failed for another reason (none expected; the last message is kept). */
  failed: number;
  lastFailure?: string;
}

export class LoadGenerator {
  readonly totals: LoadTotals = {
    requests: 0,
    reads: 0,
    writes: 0,
    throttled: 0,
    throttledReads: 0,
    throttledWrites: 0,
    failed: 0,
  };
  private readonly engine: Engine;
  private readonly options: LoadOptions;
  private readonly random: Random;
  private readonly nextKey: () => KeyChoice;
  private readonly padding: string;
  private readonly readRatio: number;
  private readonly partitionName: string;
  private readonly sortName: string | undefined;
  /** Load time issued so far (ms) and requests issued. */
  private position = 0;
  private issued = 0;
  /** Simulated time at which the load started. */
  private origin: number | undefined;

  constructor(engine: Engine, options: LoadOptions) {
    if (!(options.rate > 0)) throw new RangeError('rate must be positive');
    this.engine = engine;
    this.options = options;
    this.random = new Random(options.seed ?? engine.seed);
    this.readRatio = Math.min(1, Math.max(0, options.readRatio ?? 0));
    this.partitionName = options.keyNames?.partition ?? 'pk';
    this.sortName = options.keyNames ? options.keyNames.sort : 'sk';
    this.nextKey = keyChooser(options.pattern, {
      keys: Math.max(1, options.keys ?? 100_000),
      zipfExponent: options.zipfExponent ?? 1.1,
      shards: Math.max(1, options.shards ?? 10),
      random: this.random,
      now: () => engine.now(),
    });
    // Names and key values take about 40 bytes; the payload makes up the rest.
    this.padding = 'x'.repeat(Math.max(1, (options.itemBytes ?? 800) - 40));
  }

  /** Issues the requests due in the next `ms` of simulated time, moving the clock through it. */
  advance(ms: number): void {
    const rate = this.options.rate;
    const end = this.position + Math.max(0, ms);
    // Request times are computed, not accumulated, and multiplied before dividing, so whole seconds
    // stay exact (request 1,500 at 1,500/s is at exactly +1 s) and buckets see exact seconds.
    // If time moved without the generator (an idle pause), the load resumes from now.
    const now = this.engine.now();
    if (this.origin === undefined) this.origin = now;
    else if (now !== this.origin + this.position) this.origin += now - (this.origin + this.position);
    for (let at = (this.issued * 1000) / rate; at < end; at = (this.issued * 1000) / rate) {
      this.moveTo(at);
      this.request();
      this.issued++;
    }
    this.moveTo(end);
  }

  private moveTo(at: number): void {
    this.engine.advance(this.origin! + at - this.engine.now());
    this.position = at;
  }

  private request(): void {
    const read = this.readRatio > 0 && this.random.next() < this.readRatio;
    const key = this.nextKey();
    const totals = this.totals;
    totals.requests++;
    if (read) totals.reads++;
    else totals.writes++;
    try {
      if (read) this.read(key);
      else this.write(key);
    } catch (error) {
      if (isThrottlingError(error)) {
        totals.throttled++;
        if (read) totals.throttledReads++;
        else totals.throttledWrites++;
      } else {
        totals.failed++;
        totals.lastFailure =
          error instanceof DynamoDBError ? `${error.type}: ${error.message}` : String(error);
      }
    }
  }

  private read(key: KeyChoice): void {
    getItem(this.engine, { TableName: this.options.tableName, Key: this.keyOf(key) });
  }

  private write(key: KeyChoice): void {
    const TableName = this.options.tableName;
    if (this.options.pattern === 'counter') {
      updateItem(this.engine, {
        TableName,
        Key: this.keyOf(key),
        UpdateExpression: 'ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': { N: '1' } },
      });
      return;
    }
    const Item = this.keyOf(key);
    if (!(PAYLOAD in Item)) Item[PAYLOAD] = { S: this.padding };
    if (this.options.pattern === 'gsi-low-cardinality') {
      Item[LOW_CARDINALITY_ATTRIBUTE] = { S: LOW_CARDINALITY_VALUES[this.random.int(2)] };
    }
    putItem(this.engine, { TableName, Item });
  }

  /** The key attributes of `key` under the table's names (null prototype: names are the user's). */
  private keyOf(key: KeyChoice): Record<string, { S: string }> {
    const out = Object.create(null) as Record<string, { S: string }>;
    out[this.partitionName] = { S: key.pk };
    if (this.sortName !== undefined) out[this.sortName] = { S: key.sk };
    return out;
  }
}
