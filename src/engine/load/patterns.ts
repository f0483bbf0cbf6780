/**
 * Key patterns of the load generator: the access patterns the developer guide's partition-key
 * design pages (bp-partition-key-design.html, bp-partition-key-sharding.html, bp-indexes-gsi-sharding)
 * warn about or recommend, each as a chooser of the next item key.
 */
import { ZipfSampler, type Random } from './random.ts';

export const LOAD_PATTERNS = [
  'uniform',
  'zipf',
  'hot-key',
  'hot-collection',
  'date-key',
  'counter',
  'status-key',
  'sharded',
  'gsi-low-cardinality',
] as const;

export type LoadPattern = (typeof LOAD_PATTERNS)[number];

export const PATTERN_DESCRIPTIONS: Record<LoadPattern, string> = {
  uniform: 'random keys from a large key space: the design DynamoDB scales best',
  zipf: 'a few popular keys take most requests (Zipf distribution)',
  'hot-key': 'every request to one item (one partition key, one sort key)',
  'hot-collection':
    "every request to one partition key, spread over its many sort keys (one big tenant's orders)",
  'date-key':
    "today's date as partition key (rising event numbers as sort key): all of today's traffic on one key",
  counter: 'one global counter item incremented by every write',
  'status-key': 'a low-cardinality status (3 values) as partition key, rising order numbers as sort key',
  sharded: 'the hot key spread over N suffixes (write sharding)',
  'gsi-low-cardinality': 'uniform table keys, but a GSI keyed on a two-value attribute',
};

export interface KeyChoice {
  pk: string;
  sk: string;
}

export interface PatternSettings {
  /** Key space of uniform, zipf and status-key items. */
  keys: number;
  zipfExponent: number;
  shards: number;
  random: Random;
  /** Simulated time, for the date key. */
  now: () => number;
}

/** The next key a request of `pattern` addresses (reads and writes draw from the same pattern). */
export function keyChooser(pattern: LoadPattern, settings: PatternSettings): () => KeyChoice {
  const { random, keys } = settings;
  switch (pattern) {
    case 'uniform':
    case 'gsi-low-cardinality':
      return () => ({ pk: `user#${random.int(keys)}`, sk: 'profile' });
    case 'zipf': {
      const zipf = new ZipfSampler(keys, settings.zipfExponent, random);
      return () => ({ pk: `item#${zipf.sample()}`, sk: 'profile' });
    }
    case 'hot-key':
      return () => ({ pk: 'celebrity#1', sk: 'profile' });
    case 'hot-collection': {
      const width = String(Math.max(0, keys - 1)).length;
      return () => ({ pk: 'tenant#1', sk: `order#${String(random.int(keys)).padStart(width, '0')}` });
    }
    case 'date-key': {
      let day = NaN;
      let date = '';
      const sequence = risingKeys(keys);
      return () => {
        const today = Math.floor(settings.now() / 86_400_000);
        if (today !== day) {
          day = today;
          date = new Date(today * 86_400_000).toISOString().slice(0, 10);
        }
        return { pk: date, sk: `event#${sequence()}` };
      };
    }
    case 'counter':
      return () => ({ pk: 'counter', sk: 'global' });
    case 'status-key': {
      // PLACED and DELIVERED hash into the same quarter of the key space (storage/keyHash.ts): on a
      // new on-demand table's four partitions they share one, which throttles until a split for heat.
      const statuses = ['PLACED', 'SHIPPED', 'DELIVERED'];
      const sequence = risingKeys(keys);
      return () => ({ pk: statuses[random.int(statuses.length)], sk: `order#${sequence()}` });
    }
    case 'sharded':
      return () => ({ pk: `celebrity#1#${random.int(settings.shards)}`, sk: 'profile' });
  }
}

/**
 * Sort keys that rise with every request (event and order numbers, as time-ordered ids do), wrapping
 * after `count` so a long run keeps at most `count` items per partition key. DynamoDB divides a hot
 * item collection between partitions by sort key, but not one whose traffic follows a rising sort
 * key (docs/capacity-model.md): the date-key and status-key scenarios stay hot on one key, while
 * hot-collection, on random sort keys, is split.
 */
function risingKeys(count: number): () => string {
  const width = String(Math.max(0, count - 1)).length;
  let next = 0;
  return () => {
    const key = String(next).padStart(width, '0');
    next = next + 1 === count ? 0 : next + 1;
    return key;
  };
}

/** The GSI attribute of gsi-low-cardinality: two values only. */
export const LOW_CARDINALITY_ATTRIBUTE = 'status';
export const LOW_CARDINALITY_INDEX = 'by-status';
export const LOW_CARDINALITY_VALUES = ['ACTIVE', 'INACTIVE'] as const;
