/** Lesson 19's "Check yourself" questions, with their answers. */
import type { SelfCheck } from '../../src/features/lessons/lessonTypes.ts';

export const questions: SelfCheck[] = [
  {
    question:
      'A colleague flags a Scan with a FilterExpression as an anti-pattern. It runs once a night and exports every registration for the organisers’ spreadsheet. Should it become a Query?',
    answer:
      'No. A Scan is the anti-pattern on a hot path, where each user request pays for the whole table. A nightly export wants every registration anyway, so a Scan (a parallel one for a big table, lesson 7) is the right tool; the filter only trims talks and profiles. If the job reads the table often, or capacity matters, an export to S3 (it needs point-in-time recovery, lesson 14) consumes none of the table’s read capacity.',
  },
  {
    question:
      'GSI1 projects `title`, `speaker`, `room` and `start`, but not the `registered` counter. Why leave out the one number the schedule could show?',
    answer:
      'Every registration bumps `registered` on its talk. With the counter projected, each bump is also a write to GSI1, and all of a day’s talks share one GSI1 partition key (`DAY#…`): when registration opens, thousands of counter updates would land on two partition key values of the index, and a GSI that cannot keep up throttles writes to the table (lesson 3). Unprojected, `ADD registered :one` costs 1 write unit on the table and nothing on GSI1, as `ReturnConsumedCapacity: "INDEXES"` shows. The price: a filter on GSI1 may not name `registered` either (“Secondary index GSI1 does not project one or more filter attributes”), so free seats are read from the talk items.',
  },
  {
    question:
      'The organisers want a board with the three talks of a day that have the most registrations. Why not Scan the talks and sort them in the app, and what do you add and send instead?',
    answer:
      'A Scan reads every item of the table on every refresh, and the app then throws almost all of it away. Instead, add an index whose partition key groups what is ranked together (the day, `GSI1PK`) and whose sort key is the number itself (`registered`, defined as `N`: as a string, `"10"` would sort before `"8"`). A Query on the day with `"ScanIndexForward": false` and `"Limit": 3` reads the partition from the largest value down and stops after three entries, so it costs the same 0.5 read units whether the day has four talks or four hundred.',
  },
  {
    question:
      'GSI3 ranks a day’s talks by `registered`, and in testing it is fast and cheap. What happens to it when registration opens, and what are the ways out?',
    answer:
      'Every registration changes `registered`, a key attribute of GSI3, so each one moves the talk’s index entry: a delete and a put, 2 write units on GSI3 on top of 1 on the table, and all of a day’s talks share one GSI3 partition key. That partition takes every registration of the day at the moment traffic peaks, and a GSI that cannot keep up throttles writes to the table itself. Rank on a copy of the count that a job refreshes every minute or so, or shard the day key (`DAY#2026-06-12#0` to `#3`) and merge the top three of each shard in the app.',
  },
  {
    question: 'Could the door list have reused GSI1 instead of adding GSI2?',
    answer:
      'Yes, in principle: that is index overloading. Registrations would carry `GSI1PK = TALK#t21` and `GSI1SK = ATTENDEE#mo`, and GSI1 would hold schedules under `DAY#…` and door lists under `TALK#…`. Here it does not fit: GSI1 projects no `attendeeName`, and an index’s projection cannot be changed after it is created, only by building a new index. Overloading saves indexes; a separate GSI keeps its own projection, and its writes away from the schedule’s partitions.',
  },
  {
    question: 'Talk t21 moves from Room A to Room C. What has to be written, and how do you find it all?',
    answer:
      'The talk item (`SET room = :r`) and every registration for t21, since each copies `room` so that the agenda needs no second read. The door list on GSI2 is how you find those registrations; before the migration, only a Scan could. Update them one by one, or in one TransactWriteItems (up to 100 items) if no agenda may show the old room next to the new. Copying data that rarely changes is cheap; copying data that changes often multiplies writes.',
  },
];
