/**
 * Partition events grouped as a learner reads them: splits of the same moment and cause (on-demand
 * doubling splits every partition at once) are one event.
 */
import type { FrameEvent } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';
import { plural } from '../../ui/plural.ts';

export interface EventGroup {
  /** Identity for lists. */
  key: string;
  time: number;
  /** `table` or `index <name>`. */
  where: string;
  resource: ResourceHistory;
  events: FrameEvent[];
  /** A "cannot split" decision repeated (mergeRepeats): how many times, and the first one's time. */
  repeats?: { count: number; since: number };
}

/**
 * Splits of the same resource, moment and cause, newest first. A "cannot split" decision stays its
 * own event: each names its partition's key and reason, which differ between partitions decided at
 * the same moment (an index's ACTIVE and INACTIVE keys, say), and between the decisions about one
 * partition's heat and its size.
 */
export function groupEvents(resources: readonly ResourceHistory[]): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  for (const resource of resources) {
    const where = resource.kind === 'index' ? `index ${resource.resource.split('/index/')[1]}` : 'table';
    for (const event of resource.events) {
      const key =
        event.kind === 'no-split'
          ? `${event.resource}/${event.time}/no-split/${event.cause}/${event.partition}`
          : `${event.resource}/${event.time}/${event.kind}/${event.cause}`;
      const group = groups.get(key) ?? { key, time: event.time, where, resource, events: [] };
      group.events.push(event);
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.time - a.time);
}

/**
 * The same "cannot split" decision — same partition, cause, reason and key — repeats after every
 * further 30 hot seconds while nothing changes (a size decision, whenever the table's size changes);
 * listed each time, it would push every other event out of the list. Each such run becomes its newest entry with a count and the first one's time. A partition's
 * id is never reused (a split retires it), so the repeats of one partition are one run.
 */
export function mergeRepeats(groups: readonly EventGroup[]): EventGroup[] {
  const merged: EventGroup[] = [];
  const runs = new Map<string, EventGroup>();
  for (const group of groups) {
    const [event] = group.events;
    if (event.kind !== 'no-split') {
      merged.push(group);
      continue;
    }
    const key = `${event.resource}/${event.partition}/${event.cause}/${event.reason ?? ''}/${event.hotKeyText ?? ''}`;
    const run = runs.get(key);
    if (!run) {
      const first = { ...group };
      runs.set(key, first);
      merged.push(first);
      continue;
    }
    // Newest first: a later group in the list is older.
    run.repeats = { count: (run.repeats?.count ?? 1) + 1, since: group.time };
  }
  return merged;
}

/** Splits named one by one in a group's text; the others are counted ("and 57 more"). */
export const NAMED_SPLITS = 3;

export interface SplitCount {
  /** Splits in the group's moment: more than its events when the history kept only the latest. */
  splits: number;
  /** The resource's partitions just before and just after it, while the history still holds them. */
  before?: number;
  after?: number;
}

/**
 * How many partitions a group of splits made. A raise to thousands of partitions records more
 * splits than the history keeps events (MAX_EVENTS), so they are counted from the partitions —
 * each split retires one and adds two — while the moment is within the history's window (`since`,
 * its first epoch second), which holds every partition alive or retired since. Splits of another
 * cause at the same millisecond (rare) are their own group's, so they are taken out.
 */
export function splitCount(group: EventGroup, since: number | undefined): SplitCount {
  const { time, resource, events } = group;
  if (since === undefined || time < since * 1000) return { splits: events.length };
  let before = 0;
  let after = 0;
  for (const partition of resource.partitions) {
    const retired = partition.retiredAt ?? Infinity;
    // A resource's first partitions have no parent: created in the same moment, they were there first.
    const first = partition.createdAt < time || partition.parentId === undefined;
    if (first && retired >= time) before++;
    if (partition.createdAt <= time && retired > time) after++;
  }
  const others = resource.events.filter(
    (event) => event.time === time && event.kind === 'split' && event.cause !== events[0].cause,
  ).length;
  return { splits: Math.max(events.length, after - before - others), before, after };
}

/** `from 4 partitions to 64`: a resource's partitions before and after a group of splits. */
export const beforeAndAfter = (before: number, after: number) =>
  `from ${plural(before, 'partition')} to ${after.toLocaleString('en-US')}`;
