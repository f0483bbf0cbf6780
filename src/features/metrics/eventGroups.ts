/**
 * Partition events grouped as a learner reads them: splits of the same moment and cause (on-demand
 * doubling splits every partition at once) are one event.
 */
import type { FrameEvent } from '../../client/capacityClient.ts';
import type { ResourceHistory } from '../../client/capacityHistory.ts';

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
