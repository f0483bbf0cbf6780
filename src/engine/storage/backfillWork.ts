/**
 * What the backfill of a global index added by UpdateTable still has to write, item by item
 * (operations/globalIndexBackfill.ts paces it; docs/capacity-model.md, "Global index backfill").
 *
 * AWS: "For each item in the table, DynamoDB determines which set of attributes to write to the
 * index based on its projection … It then writes these attributes to the index. During the backfill
 * phase, DynamoDB keeps track of items that are being added, deleted, or updated in the table. The
 * attributes from these items are also added, deleted, or updated in the index as appropriate"
 * (GSI.OnlineOps.html, "Phases of index creation"); the backfill and those ongoing writes share the
 * index's write capacity. So the backfill pays for what it writes, and a change made meanwhile is the
 * ongoing write's, paid by it (an IndexChange, writePlan.ts).
 *
 * The model: the backfill walks the items the table holds when the index is added, in Scan order,
 * with a cursor; each costs the write units of its entry. A write that changes the entry of an item
 * the cursor has not reached (an update, an overwrite, a delete) takes the item out of the walk: the
 * ongoing write has put the entry in or taken it out, and DynamoDB keeps track of such items, so the
 * backfill neither writes a deleted item nor writes a written one again. An item whose copy has
 * begun is paid in full, whatever happens to it after; a write behind the cursor is the ongoing
 * write's alone; an item put during the build was never in the walk. Whether AWS charges a tracked
 * item twice is not published either way: writing it again would add nothing to the index.
 */
import type { EncodedKey } from './primaryKey.ts';
import type { SecondaryIndex } from './secondaryIndex.ts';

/** Floating-point remainders of a fractional rate are not work left. */
const EPSILON = 1e-9;

export class BackfillWork {
  /** Write units of each item of the walk, in Scan order; 0 once a write took the item out. */
  private readonly units: number[] = [];
  private readonly positions = new Map<string, number>();
  /** The first item whose copy has not begun (the cursor). */
  private next = 0;
  /** Units of the item being copied that are still to write. */
  private inFlight = 0;
  /** Units of the items after the cursor still in the walk. */
  private ahead = 0;
  /** Units written so far. */
  copied = 0;

  /** Adds an item of the table, after those added before it. */
  add(key: EncodedKey, units: number): void {
    this.positions.set(keyText(key), this.units.length);
    this.units.push(units);
    this.ahead += units;
  }

  /** Units still to write. */
  get remaining(): number {
    return this.inFlight + this.ahead;
  }

  /** Units to write in all: those written and those still to write. */
  get total(): number {
    return this.copied + this.remaining;
  }

  /** Writes up to `units` (the cursor moves on as items are begun); returns the units written. */
  copy(units: number): number {
    let left = Math.min(units, this.remaining);
    if (!(left > 0)) return 0;
    const written = left;
    while (left > EPSILON) {
      if (this.inFlight === 0) {
        if (this.next >= this.units.length) break;
        const size = this.units[this.next++];
        if (size === 0) continue;
        this.ahead -= size;
        this.inFlight = size;
      }
      const part = Math.min(this.inFlight, left);
      this.inFlight -= part;
      left -= part;
      if (this.inFlight < EPSILON) this.inFlight = 0;
    }
    this.copied += written;
    return written;
  }

  /** A write changed the index entry of the item at `key`: unless its copy has begun, it leaves the walk. */
  changed(key: EncodedKey): void {
    const text = keyText(key);
    const position = this.positions.get(text);
    if (position === undefined) return;
    this.positions.delete(text);
    if (position < this.next) return;
    this.ahead -= this.units[position];
    this.units[position] = 0;
  }
}

const works = new WeakMap<SecondaryIndex, BackfillWork>();

/** Follows the writes to `index`'s table while it is built (undefined: stops). */
export function watchBackfill(index: SecondaryIndex, work: BackfillWork | undefined): void {
  if (work) works.set(index, work);
  else works.delete(index);
}

/** commitWrite's word of a committed change to an index being built (a cheap miss otherwise). */
export function noteIndexWrite(index: SecondaryIndex, key: EncodedKey): void {
  if (index.status === 'CREATING') works.get(index)?.changed(key);
}

/** One text per table key: the partition key's length keeps (pk, sk) pairs apart. */
function keyText(key: EncodedKey): string {
  return `${key.pk.length}:${key.pk}${key.sk}`;
}
