/**
 * Lesson 19's worked example, a conference app in one table: talks, attendees and their
 * registrations, with the overloaded index GSI1 for each day's schedule. The exercises set it up
 * with the whole crowd (the first, where a Scan's cost should show) or with the first few attendees
 * only (the second, whose backfill is done by hand).
 */
import { advanceClockCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { LessonCall } from '../../src/features/lessons/lessonTypes.ts';

export const TABLE = 'conference';
const DAY_ONE = '2026-06-11';
export const DAY_TWO = '2026-06-12';

export interface Talk {
  id: string;
  day: string;
  start: string;
  title: string;
  speaker: string;
  room: string;
}

/** Talk ids do not follow start times on day two, so only the index's sort key gives start order. */
export const TALKS: readonly Talk[] = [
  {
    id: 't11',
    day: DAY_ONE,
    start: '09:00',
    title: 'Start from the questions',
    speaker: 'Ada Okafor',
    room: 'Main hall',
  },
  {
    id: 't12',
    day: DAY_ONE,
    start: '11:00',
    title: 'Partition keys that spread',
    speaker: 'Bruno Silva',
    room: 'Room A',
  },
  {
    id: 't13',
    day: DAY_ONE,
    start: '14:00',
    title: 'Indexes as a second key',
    speaker: 'Chiara Rossi',
    room: 'Room B',
  },
  {
    id: 't14',
    day: DAY_ONE,
    start: '16:00',
    title: 'Counting without counting',
    speaker: 'Dev Patel',
    room: 'Room A',
  },
  {
    id: 't21',
    day: DAY_TWO,
    start: '11:00',
    title: 'Migrations without downtime',
    speaker: 'Farid Haddad',
    room: 'Room A',
  },
  {
    id: 't22',
    day: DAY_TWO,
    start: '09:00',
    title: 'One table or many?',
    speaker: 'Elena Petrova',
    room: 'Main hall',
  },
  {
    id: 't23',
    day: DAY_TWO,
    start: '16:00',
    title: 'Streams in practice',
    speaker: 'Hugo Martin',
    room: 'Room A',
  },
  {
    id: 't24',
    day: DAY_TWO,
    start: '14:00',
    title: 'Filters are not free',
    speaker: 'Grace Kim',
    room: 'Room B',
  },
];
const talkById = (id: string) => TALKS.find((talk) => talk.id === id)!;

export interface Attendee {
  id: string;
  name: string;
  /** The talks this attendee registered for. */
  talks: readonly string[];
}

/** The attendees the exercises name; the door list of t21 is Ana, Ben and Mo. */
export const CORE: readonly Attendee[] = [
  { id: 'mo', name: 'Mo Adeyemi', talks: ['t12', 't22', 't21'] },
  { id: 'ana', name: 'Ana Lima', talks: ['t21', 't24'] },
  { id: 'ben', name: 'Ben Roth', talks: ['t21'] },
  { id: 'chen', name: 'Chen Wu', talks: ['t23'] },
];

const CROWD_NAMES = [
  'Ines',
  'Jon',
  'Kemal',
  'Lars',
  'Mira',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tariq',
  'Uma',
  'Vera',
  'Wen',
  'Xavi',
  'Yara',
  'Zoe',
];
/** Everyone else: three talks each, spread over both days, so the table grows as a real one would. */
export const CROWD: readonly Attendee[] = CROWD_NAMES.map((name, i) => ({
  id: name.toLowerCase(),
  name: `${name} Example`,
  talks: [0, 3, 5].map((step) => TALKS[(i + step) % TALKS.length].id),
}));

export const talkKey = (id: string) => ({ PK: { S: `TALK#${id}` }, SK: { S: `TALK#${id}` } });
const attendeeKey = (id: string) => ({ PK: { S: `ATTENDEE#${id}` }, SK: { S: `ATTENDEE#${id}` } });
/** A registration sorts in its attendee's collection by day and start: the agenda, in order. */
export const agendaSortKey = (talkId: string) => {
  const talk = talkById(talkId);
  return `AGENDA#${talk.day}T${talk.start}#${talk.id}`;
};
export const registrationKey = (attendee: string, talkId: string) => ({
  PK: { S: `ATTENDEE#${attendee}` },
  SK: { S: agendaSortKey(talkId) },
});

/** Enough text that talk items weigh what real ones do (about 700 bytes): the schedule leaves it out. */
const abstract = (talk: Talk) =>
  `${talk.title}. ${talk.speaker} walks through a production system, the decisions behind it and what they cost. `.repeat(
    5,
  );

/**
 * The conference table with the schedule's index, GSI1. It projects what a schedule shows and not
 * `registered`, so the counter each registration bumps costs GSI1 nothing: every day's talks share
 * one GSI1 partition.
 */
const createConference = createTableCall(TABLE, { hash: 'PK', range: 'SK' }, [
  {
    name: 'GSI1',
    hash: 'GSI1PK',
    range: 'GSI1SK',
    projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title', 'speaker', 'room', 'start'] },
  },
]);

/** The calls that build the conference with these attendees, GSI1 caught up at the end. */
export function conferenceCalls(attendees: readonly Attendee[]): LessonCall[] {
  const registered = (talkId: string) => attendees.filter((a) => a.talks.includes(talkId)).length;
  const put = (item: Record<string, unknown>) => putCall(TABLE, item);
  return [
    createConference,
    ...TALKS.map((talk) =>
      put({
        ...talkKey(talk.id),
        GSI1PK: { S: `DAY#${talk.day}` },
        GSI1SK: { S: `${talk.start}#${talk.id}` },
        title: { S: talk.title },
        speaker: { S: talk.speaker },
        room: { S: talk.room },
        start: { S: `${talk.day}T${talk.start}` },
        seats: { N: '120' },
        registered: { N: String(registered(talk.id)) },
        abstract: { S: abstract(talk) },
      }),
    ),
    ...attendees.flatMap((attendee) => [
      put({
        ...attendeeKey(attendee.id),
        name: { S: attendee.name },
        email: { S: `${attendee.id}@example.com` },
      }),
      // Each registration copies what an agenda shows, so the agenda is one Query with no second read.
      ...attendee.talks.map((talkId) =>
        put({
          ...registrationKey(attendee.id, talkId),
          title: { S: talkById(talkId).title },
          room: { S: talkById(talkId).room },
          attendeeName: { S: attendee.name },
        }),
      ),
    ]),
    // GSI1 copies the talks a moment after the table takes them: let that moment pass.
    advanceClockCall(1),
  ];
}
