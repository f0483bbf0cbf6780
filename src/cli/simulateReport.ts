/** The readable report of `npm run simulate` (without --json). */
import { PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from '../engine/capacity/limits.ts';
import { PATTERN_DESCRIPTIONS } from '../engine/load/patterns.ts';
import type { ScenarioResult } from '../engine/load/scenario.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (part: number, whole: number) =>
  whole === 0 ? '0.0%' : `${((part / whole) * 100).toFixed(1)}%`;
const hex = (n: number) => Math.min(n, 0xffffffff).toString(16).padStart(8, '0');

const HINTS: Partial<Record<ScenarioResult['pattern'], string>> = {
  'hot-key': 'One item gets every request: no split can divide it. Spread its key (try --pattern sharded).',
  'hot-collection':
    'One partition key over many sort keys: after 30 hot seconds a split by sort key begins, and its item collection is divided about a minute later (not with a local secondary index, nor on a rising sort key).',
  counter: 'A global counter is one hot item: shard it into N counters and sum them when reading.',
  'date-key':
    "Today's date puts all of today's writes on one key: add a shard suffix or a higher-cardinality key.",
  'status-key':
    'A status has few values, so few keys carry all traffic: use it as a GSI sort key, not a partition key.',
  'gsi-low-cardinality':
    'The index has two key values, so two index partitions take every write; their throttling throttles the table (back-pressure).',
};

/** Why a partition over the size limit was left whole (a no-split event for size, by its reason). */
const SIZE_WHOLE: Record<string, string> = {
  'single-item': 'size: it is one item',
  'local-index': 'size: one item collection, never divided with a local secondary index',
  'global-index': 'size: one index key, whose entries are never divided',
  'partition-limit': 'size: as many partitions as the sandbox keeps',
};

/** Why a hot partition was left whole (a no-split event for heat, by its reason). */
const HEAT_WHOLE: Record<string, string> = {
  'single-item': 'heat: all of it on one item',
  monotonic: 'heat: on a rising sort key',
  'local-index': 'heat: one item collection, never divided with a local secondary index',
  'global-index': 'heat: one index key, whose entries are never divided',
  'partition-limit': 'heat: as many partitions as the sandbox keeps',
};

/** Partitions an event line names before it counts the others. */
const NAMED_PARTITIONS = 6;
/** Rows of the partition table: beyond them, the partitions that throttled most or peaked highest. */
const MAX_ROWS = 24;

type PartitionRow = ScenarioResult['partitions'][number];

/** The partitions with the most to say — throttled most, then nearest a ceiling at peak — in hash order. */
function partitionsShown(partitions: PartitionRow[]): { shown: PartitionRow[]; rest: PartitionRow[] } {
  if (partitions.length <= MAX_ROWS) return { shown: partitions, rest: [] };
  const peak = (p: PartitionRow) =>
    Math.max(p.peakReadUnits / PARTITION_READ_UNITS, p.peakWriteUnits / PARTITION_WRITE_UNITS);
  const ranked = [...partitions].sort((a, b) => b.throttled - a.throttled || peak(b) - peak(a));
  const chosen = new Set(ranked.slice(0, MAX_ROWS));
  return {
    shown: partitions.filter((p) => chosen.has(p)),
    rest: partitions.filter((p) => !chosen.has(p)),
  };
}

/** The partitions left out of the table, in one line: how many, how many split, their highest peaks. */
function restLine(rest: PartitionRow[]): string {
  const split = rest.filter((p) => !p.active).length;
  const throttled = rest.reduce((sum, p) => sum + p.throttled, 0);
  const read = Math.max(...rest.map((p) => p.peakReadUnits));
  const write = Math.max(...rest.map((p) => p.peakWriteUnits));
  return `… ${int(rest.length)} more partitions (${int(split)} of them split), each at most ${int(read)} RCU and ${int(write)} WCU at peak, ${throttled === 0 ? 'none throttled' : `${int(throttled)} throttled in all`}`;
}

/** `00000000–3fffffff`; where a split divided a collection, the sort key too (`1a2b3c4d@order#5012`). */
function rangeOf(p: PartitionRow): string {
  const from = p.startSortKey ? `${hex(p.start)}@${p.startSortKey}` : hex(p.start);
  const to = p.endSortKey ? `${hex(p.end)}@${p.endSortKey} (excl.)` : hex(p.end - 1);
  return `${from}–${to}`;
}

export function simulateReport(result: ScenarioResult, wallMs: number): string {
  const lines: string[] = [];
  const modeText = result.mode === 'provisioned' ? 'provisioned table' : 'on-demand table';
  lines.push(`Scenario: ${result.pattern} — ${PATTERN_DESCRIPTIONS[result.pattern]}`);
  lines.push(`  ${modeText}, ${int(result.rate)} requests/s for ${int(result.seconds)} s of simulated time`);
  lines.push('');
  lines.push(
    `Requests    ${int(result.requests)}  (${int(result.reads)} reads, ${int(result.writes)} writes)`,
  );
  lines.push(`Throttled   ${int(result.throttled)}  (${percent(result.throttled, result.requests)})`);
  if (result.failed > 0) lines.push(`Failed      ${int(result.failed)}  (last: ${result.lastFailure})`);
  lines.push(`Splits      ${int(result.splits)}`);
  lines.push('');
  const rows = [['resource', 'partition', 'hash range', 'peak RCU', 'peak WCU', 'throttled', '']];
  const { shown, rest } = partitionsShown(result.partitions);
  for (const p of shown) {
    rows.push([
      p.resource,
      p.id,
      rangeOf(p),
      int(p.peakReadUnits),
      int(p.peakWriteUnits),
      int(p.throttled),
      p.active ? '' : '(split)',
    ]);
  }
  lines.push(...table(rows));
  if (rest.length > 0) lines.push(restLine(rest));
  const groups = groupEvents(result);
  if (groups.length > 0) {
    lines.push('');
    lines.push('Events');
    for (const group of groups.slice(0, 20)) lines.push(group);
    if (groups.length > 20) lines.push(`          … ${groups.length - 20} more`);
  }
  const hint = result.throttled > 0 ? HINTS[result.pattern] : undefined;
  if (hint) lines.push('', hint);
  const rate = wallMs > 0 ? (result.requests / wallMs) * 1000 : 0;
  lines.push('', `Ran in ${(wallMs / 1000).toFixed(2)} s (${int(rate)} simulated requests per second).`);
  return lines.join('\n');
}

/** Events at the same moment, of the same kind and cause on the same resource, as one line. */
function groupEvents(result: ScenarioResult): string[] {
  const lines: string[] = [];
  let previous = '';
  let partitions: string[] = [];
  const flush = () => {
    if (!previous) return;
    // A split of every partition at once (on-demand growth, size splits of a table of tiny
    // partitions) names thousands: a few, and the count of the others.
    const named = partitions.slice(0, NAMED_PARTITIONS).join(', ');
    const more = partitions.length - NAMED_PARTITIONS;
    lines.push(`${previous}: ${named}${more > 0 ? ` and ${int(more)} more` : ''}`);
  };
  for (const event of result.events) {
    const at = `+${((event.time - result.start) / 1000).toFixed(0)} s`.padStart(8);
    const what =
      event.kind === 'split'
        ? `split (${event.cause})`
        : event.cause === 'size'
          ? `over the size limit, not split (${SIZE_WHOLE[event.reason ?? ''] ?? 'size'})`
          : `hot, no split can help (${HEAT_WHOLE[event.reason ?? ''] ?? event.cause})`;
    const heading = `${at}  ${event.resource} ${what}`;
    if (heading !== previous) {
      flush();
      previous = heading;
      partitions = [];
    }
    partitions.push(event.partition);
  }
  flush();
  return lines;
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  return rows.map((cells) =>
    cells
      .map((cell, i) => (i < 3 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}
