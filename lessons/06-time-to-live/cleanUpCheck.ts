/**
 * Lesson 6's clean-up exercise: the four sessions its set-up writes (two expired, two live) and the
 * check that the learner deleted the expired ones by hand, judged on the sandbox's clock.
 */
import {
  clockText,
  getItem,
  notYet,
  numberOf,
  pass,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { learnerWrites, noLearnerRequests } from '../../src/features/lessons/learnerRequests.ts';
import { learnerDeletes, namesKey } from '../../src/features/lessons/learnerDeletes.ts';
import type { CheckResult, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

export const HOUR = 3600;

/**
 * Expired two and five minutes before set-up. The sandbox's TTL deletes an item 10 minutes to 48 hours
 * after it expires, so with the clock running on it may get there first; the check then asks the
 * learner to delete them by hand after all.
 */
export const expiredSessions = (now: number) => [
  { id: 'a1', expiresAt: now - 300 },
  { id: 'a2', expiresAt: now - 120 },
];
const liveSessions = (now: number) => [
  { id: 'b1', expiresAt: now + HOUR },
  { id: 'b2', expiresAt: now + 3 * HOUR },
];

export const sessionKey = (id: string) => ({ PK: { S: `SESSION#${id}` } });

/** The clean-up's four sessions as its set-up wrote them at `now`: two expired, two live. */
export const setUpSessions = (now: number) => [...expiredSessions(now), ...liveSessions(now)];
const SESSION_IDS = setUpSessions(0).map((item) => item.id);

/**
 * The second the clean-up was set up, from the sessions table's creation: what a session that is
 * gone expired at. The set-up builds its sessions at the clock's whole second just before it creates
 * the table, so this is that second, or (with the clock running fast) one after it.
 */
async function setUpSecond(engine: LessonEngine, now: number): Promise<number> {
  const described = await engine.call('DescribeTable', { TableName: 'sessions' });
  const table = described.ok ? (described.reply.Table as { CreationDateTime?: number }) : undefined;
  return table?.CreationDateTime === undefined ? now : Math.floor(table.CreationDateTime);
}

/** The sandbox clock's second at which the learner's delete was answered, when the history says. */
const deleteSecond = (clockMs: number | undefined) =>
  clockMs === undefined ? undefined : Math.floor(clockMs / 1000);

/**
 * The exercise is about the sessions that had expired when it was set up (a1 and a2): they must be
 * gone, and the learner must have deleted something. A session that is gone must have expired by the
 * sandbox's clock now (TTL's background deleter may take any expired one), and by the time the
 * learner's delete of it was answered. A session still stored must not have expired by the time of
 * the learner's last delete (the task: what expires after you are done is left to TTL); one that
 * expired only after that (b1, once the clock is stepped an hour on) is named but does not fail:
 * stepping the clock after a finished clean-up must not undo it. The Console's history says when on
 * the sandbox's clock each request was answered; should an entry lack it (defensive: every successful
 * reply carries it), the check judges from the set-up's time instead. A session that is still there
 * has its expiresAt; one that is gone, the one the set-up gave it.
 */
export async function checkCleanUp(engine: LessonEngine): Promise<CheckResult> {
  const stored = new Map<string, WireItem>();
  for (const id of SESSION_IDS) {
    const read = await getItem(engine, 'sessions', sessionKey(id));
    if ('problem' in read) return read.problem;
    if (read.item) stored.set(id, read.item);
  }
  const now = await engine.clockSeconds();
  const setUpAt = await setUpSecond(engine, now);
  const planned = setUpSessions(setUpAt);
  // A second's grace: the set-up's second may be one earlier than the table's creation says.
  const liveButGone = planned.find((item) => !stored.has(item.id) && item.expiresAt > now + 1);
  if (stored.size === 0 && liveButGone)
    return notYet(
      'sessions holds none of this exercise’s four sessions: press Set up, it builds the starting state ' +
        '(and starts again if you deleted them all).',
    );
  if (liveButGone)
    return notYet(
      `SESSION#${liveButGone.id} was live and is gone: it expires at ${clockText(liveButGone.expiresAt)}, after the sandbox’s time, ${clockText(now)}. Delete only expired sessions; Set up to start again.`,
    );
  const deletes = learnerDeletes(engine, 'sessions').filter((remove) =>
    SESSION_IDS.some((id) => namesKey(remove.target, `SESSION#${id}`)),
  );
  // Gone, and expired now, but the learner's delete of it was answered while it was still live.
  for (const item of planned) {
    if (stored.has(item.id)) continue;
    const early = deletes.find(
      (remove) =>
        namesKey(remove.target, `SESSION#${item.id}`) &&
        remove.clockMs !== undefined &&
        item.expiresAt > remove.clockMs / 1000 + 1,
    );
    if (early)
      return notYet(
        `SESSION#${item.id} was live when you deleted it: it expires at ${clockText(item.expiresAt)}, and your delete was answered at ${clockText(deleteSecond(early.clockMs)!)} on the sandbox’s clock. Delete only expired sessions; Set up to start again.`,
      );
  }
  // A session whose expiresAt is missing or not a Number never expires.
  const expiry = ([, item]: [string, WireItem]) => numberOf(item, 'expiresAt') ?? Infinity;
  const expired = [...stored].filter((entry) => expiry(entry) <= Math.min(setUpAt + 1, now));
  if (expired.length > 0)
    return notYet(
      `${expired.map(([id]) => `SESSION#${id}`).join(' and ')} expired at or before ${clockText(now)} but ${expired.length === 1 ? 'is' : 'are'} still stored.`,
    );
  // With no request in the history, either TTL got there first or a reload emptied the history.
  if (noLearnerRequests(engine))
    return notYet(
      'The expired sessions are gone, but no delete of yours is in the Console’s history: either TTL’s background deleter got there first, because the clock ran on, or you deleted them before the page reloaded (the history starts afresh then). Press Set up and delete them yourself before stepping the clock.',
    );
  if (!learnerWrites(engine, 'sessions', ['PK']).some((write) => write.succeeded))
    return notYet(
      'The expired sessions are gone, but not by any request of yours: TTL’s background deleter got there first, because the clock ran on. Press Set up and delete them yourself before stepping the clock.',
    );
  // When the learner was done: their last delete, by the sandbox's clock (the set-up's time if unknown).
  const doneAt = deleteSecond(deletes[0]?.clockMs);
  const names = (entries: [string, WireItem][]) => entries.map(([id]) => `SESSION#${id}`).join(' and ');
  const times = (entries: [string, WireItem][]) =>
    entries.map((entry) => clockText(expiry(entry))).join(' and ');
  // Expired means earlier than the time (API reference, UpdateTimeToLive: "less than the current
  // time"): a session whose expiresAt is the very second of the last delete may be left, or deleted.
  if (doneAt !== undefined) {
    const missed = [...stored].filter((entry) => expiry(entry) < Math.min(doneAt, now));
    if (missed.length > 0)
      return notYet(
        `${names(missed)} expired at ${times(missed)}, before your last delete (answered at ${clockText(doneAt)} on the sandbox’s clock), but ${missed.length === 1 ? 'is' : 'are'} still stored. Delete every session that has expired by the time you are done: only one that expires after that is left to TTL.`,
      );
  }
  // Still stored and past their expiry now: they expired after the learner was done.
  const since = [...stored].filter((entry) => expiry(entry) < now);
  const live = [...stored].filter((entry) => expiry(entry) >= now).map(([id]) => `SESSION#${id}`);
  const kept =
    live.length > 0 ? ` and ${live.join(' and ')}, still live, ${live.length === 1 ? 'stays' : 'stay'}` : '';
  if (since.length === 0)
    return pass(`The expired sessions are gone${kept}. Reads that cannot wait for TTL filter on expiresAt.`);
  const after = doneAt === undefined ? 'after the set-up' : 'after your last delete';
  return pass(
    `The two sessions that had expired are gone${kept}. ${names(since)} expired later, at ${times(since)}, ${after}: that is left to TTL, and until it deletes ${since.length === 1 ? 'it' : 'them'}, reads that cannot wait filter on expiresAt.`,
  );
}
