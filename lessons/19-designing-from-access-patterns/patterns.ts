/**
 * Lesson 19's first exercise judges three access patterns at once: for each, whether one of the
 * learner's Console requests served it (GetItem or Query, exactly its items, in order, reading no
 * more than it returned) and, if not, what the newest attempt at it did wrong.
 */
import { consumedUnits, stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import { plural } from '../../src/ui/plural.ts';
import type { RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { agendaSortKey, CORE, DAY_TWO, TABLE, TALKS } from './conference.ts';

export interface Pattern {
  name: string;
  /** The items that answer it, `PK | SK`, in the order they should come. */
  expected: readonly string[];
  /** The request that serves it, as advice. */
  how: string;
  /** What to do about items it should not have returned. */
  narrow: string;
  /** For a pattern of one day: the prefix its key value puts before the date (`DAY#`, `AGENDA#`). */
  dayPrefix?: string;
}

const id = (pk: string, sk: string) => `${pk} | ${sk}`;
const MO = CORE[0];
const dayTwoTalks = TALKS.filter((talk) => talk.day === DAY_TWO).sort((a, b) =>
  a.start.localeCompare(b.start),
);

export const PATTERNS: readonly Pattern[] = [
  {
    name: 'talk t21’s page',
    expected: [id('TALK#t21', 'TALK#t21')],
    how: 'GetItem on the table with the Key PK = TALK#t21, SK = TALK#t21.',
    narrow: 'a GetItem reads exactly the one item its Key names.',
  },
  {
    name: 'the day-two schedule',
    expected: dayTwoTalks.map((talk) => id(`TALK#${talk.id}`, `TALK#${talk.id}`)),
    how: `a Query with "IndexName": "GSI1" and GSI1PK = DAY#${DAY_TWO}.`,
    narrow: `a Query on GSI1 with GSI1PK = DAY#${DAY_TWO} holds that day’s talks and nothing else.`,
    dayPrefix: 'DAY#',
  },
  {
    name: `Mo’s day-two agenda`,
    expected: MO.talks
      .map((talk) => agendaSortKey(talk))
      .filter((sk) => sk.startsWith(`AGENDA#${DAY_TWO}`))
      .sort()
      .map((sk) => id(`ATTENDEE#${MO.id}`, sk)),
    how: `a Query on the table with PK = ATTENDEE#${MO.id} AND begins_with(SK, :day), :day = AGENDA#${DAY_TWO}.`,
    narrow: `narrow the sort key to the day: begins_with(SK, :day) with :day = AGENDA#${DAY_TWO}.`,
    dayPrefix: 'AGENDA#',
  },
];

/** What a call returned, as `PK | SK` (undefined for an item missing either); undefined if it returned no items at all. */
function returned(call: RecordedCall): (string | undefined)[] | undefined {
  const { reply } = call;
  if (!reply) return undefined;
  let items: WireItem[] | undefined;
  if (call.operation === 'GetItem') items = reply.Item ? [reply.Item as WireItem] : [];
  else if (call.operation === 'Query' || call.operation === 'Scan')
    items = reply.Items as WireItem[] | undefined;
  return items?.map((item) => {
    const [pk, sk] = [stringOf(item, 'PK'), stringOf(item, 'SK')];
    return pk === undefined || sk === undefined ? undefined : id(pk, sk);
  });
}

/** Items read, before any filter (a GetItem reads the one it names). */
const readCount = (call: RecordedCall) =>
  call.operation === 'GetItem' ? 1 : Number(call.reply?.ScannedCount ?? 0);

function serves(call: RecordedCall, pattern: Pattern): boolean {
  if (call.operation !== 'GetItem' && call.operation !== 'Query') return false;
  const ids = returned(call);
  return (
    ids !== undefined &&
    ids.join('\n') === pattern.expected.join('\n') &&
    readCount(call) === pattern.expected.length
  );
}

const units = (call: RecordedCall) => {
  const consumed = consumedUnits(call.reply);
  return consumed === undefined ? '' : ` (${consumed} read units)`;
};

/** Why `call`, which returned some of the pattern's items, does not serve it. */
function diagnosis(call: RecordedCall, pattern: Pattern): string {
  const ids = returned(call) ?? [];
  const { expected } = pattern;
  if (call.operation === 'Scan')
    return `your latest attempt was a Scan: it read ${plural(readCount(call), 'item')}${units(call)} to return ${ids.length}, a cost that grows with the table, not with the answer. Use ${pattern.how}`;
  const extra = ids.filter((found) => !expected.includes(found!));
  const read = readCount(call);
  if (read > ids.length)
    return `your latest attempt read ${plural(read, 'item')}${units(call)} and its filter threw ${read - ids.length} of them away. A filter saves bandwidth, not reads: ${pattern.narrow}`;
  if (extra.length > 0)
    return `your latest attempt also returned ${plural(extra.length, 'item')} that ${extra.length === 1 ? 'does' : 'do'} not belong (${extra[0]}): ${pattern.narrow}`;
  const missing = expected.filter((wanted) => !ids.includes(wanted));
  if (missing.length > 0)
    return `your latest attempt returned ${ids.length} of its ${expected.length} items${
      call.reply?.LastEvaluatedKey
        ? ' and stopped at its Limit: leave Limit out'
        : `; ${missing[0]} is missing`
    }.`;
  return 'the right items, in the wrong order: leave ScanIndexForward out, so that the sort key reads forward.';
}

export interface Verdict {
  pattern: Pattern;
  served?: RecordedCall;
  /** Why it is not served yet. */
  problem?: string;
}

/** The pattern a request that served none was most likely meant for: the one it returned most of. */
function meantFor(call: RecordedCall): Pattern | undefined {
  const ids = returned(call) ?? [];
  let best: Pattern | undefined;
  let most = 0;
  for (const pattern of PATTERNS) {
    const overlap = ids.filter((found) => found !== undefined && pattern.expected.includes(found)).length;
    // On a tie the smaller pattern wins: one talk read with a filter was meant for the talk page.
    if (overlap > most || (overlap === most && best && pattern.expected.length < best.expected.length)) {
      if (overlap === 0) continue;
      best = pattern;
      most = overlap;
    }
  }
  return best;
}

/**
 * For a Query whose values name another day than day two under the pattern's prefix (AGENDA#2026-06-11
 * for Mo's agenda): what to say about it; undefined for any other request.
 */
function askedForOtherDay(call: RecordedCall, pattern: Pattern): string | undefined {
  const { dayPrefix } = pattern;
  if (!dayPrefix || call.operation !== 'Query') return undefined;
  const values = Object.values((call.request.ExpressionAttributeValues ?? {}) as Record<string, unknown>);
  const dated = new RegExp(`^${dayPrefix}(\\d{4}-\\d{2}-\\d{2})`);
  const asked = values
    .map((value) => (value as { S?: unknown } | null)?.S)
    .map((text) => (typeof text === 'string' ? dated.exec(text) : null))
    .find((match) => match !== null && match[1] !== DAY_TWO);
  if (!asked) return undefined;
  return `your latest attempt asked for ${asked[0]}, another day: day two is ${DAY_TWO}. Use ${pattern.how}`;
}

/** Each pattern with the request that served it, or what is still wrong. `calls` are newest first. */
export function judgePatterns(calls: readonly RecordedCall[]): Verdict[] {
  const mine = calls.filter((call) => call.request.TableName === TABLE && call.reply);
  const servedBy = PATTERNS.map((pattern) => mine.find((call) => serves(call, pattern)));
  const attempts = mine.filter((call) => !servedBy.includes(call));
  return PATTERNS.map((pattern, index) => {
    if (servedBy[index]) return { pattern, served: servedBy[index] };
    const attempt = attempts.find((call) => meantFor(call) === pattern);
    if (attempt) return { pattern, problem: diagnosis(attempt, pattern) };
    const otherDay = attempts.map((call) => askedForOtherDay(call, pattern)).find(Boolean);
    return { pattern, problem: otherDay ?? 'no request has returned any of its items yet.' };
  });
}

/** Whether the request returned items the check cannot name, having no PK or SK. */
export const keyless = (call: RecordedCall) => (returned(call) ?? []).includes(undefined);
