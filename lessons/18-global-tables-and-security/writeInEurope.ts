/**
 * Lesson 18's second exercise: a write made in a replica's Region reaches the home Region about a
 * second later (globalTables/replication.ts). The learner's request must be signed for eu-west-1 —
 * the Console records each request's Region — and the change must be there in us-east-1 too.
 */
import { getItem, notYet, pass, stringOf } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';

const ACCOUNTS = 'accounts';
const EUROPE = 'eu-west-1';
const GRACE = { id: { S: 'grace' } };
const OLD_EMAIL = 'grace@example.com';
const NEW_EMAIL = 'grace@example.ie';
const WRITES = new Set(['PutItem', 'UpdateItem', 'BatchWriteItem', 'TransactWriteItems', 'ExecuteStatement']);

/** The learner's newest write to `accounts` (a PartiQL statement naming it counts), if any. */
function latestWrite(engine: LessonEngine): RecordedCall | undefined {
  return engine.recentCalls().find((call) => {
    if (!WRITES.has(call.operation) || call.error) return false;
    return JSON.stringify(call.request).includes(ACCOUNTS);
  });
}

/** Grace's email as `region` reads it (strongly consistent), or why it could not be read. */
async function emailIn(engine: LessonEngine, region?: string) {
  const regional: LessonEngine = {
    ...engine,
    call: (operation, body) => engine.call(operation, body, region),
  };
  const read = await getItem(regional, ACCOUNTS, GRACE);
  return 'problem' in read ? read : { email: stringOf(read.item, 'email') };
}

export const writeInEurope: Exercise = {
  id: 'write-in-europe',
  title: 'Write in Europe, read in America',
  task:
    `Table \`${ACCOUNTS}\` is a global table: its home is \`us-east-1\`, with a replica in \`${EUROPE}\`. Grace lives in ` +
    `Dublin and changes her email address to \`${NEW_EMAIL}\`; the app she uses runs in Europe and writes to ` +
    'the replica in its own Region.\n\n' +
    `Make that change in \`${EUROPE}\`, then read Grace’s item in \`us-east-1\` with a strongly consistent read ` +
    'and watch the change arrive there a moment later.',
  hints: [
    "Once a table is held in two Regions, the Console’s JSON and PartiQL modes show a Region choice beside Run. The AWS CLI mode takes `--region eu-west-1`, and in JavaScript a client made with `region: 'eu-west-1'` reaches the replica.",
    `An UpdateItem in ${EUROPE}: \`{"TableName": "${ACCOUNTS}", "Key": {"id": {"S": "grace"}}, "UpdateExpression": "SET email = :email", "ExpressionAttributeValues": {":email": {"S": "${NEW_EMAIL}"}}}\`.`,
    'The write reaches us-east-1 about a second of sandbox time later: a read right away may still show the old address, even a strongly consistent one, since consistency is per Region. If the clock is paused, step it.',
  ],
  setup: {
    resetTables: [ACCOUNTS],
    calls: [
      createTableCall(ACCOUNTS, { hash: 'id' }),
      putCall(ACCOUNTS, { ...GRACE, name: { S: 'Grace' }, email: { S: OLD_EMAIL } }),
      putCall(ACCOUNTS, { id: { S: 'alan' }, name: { S: 'Alan' }, email: { S: 'alan@example.com' } }),
      {
        operation: 'UpdateTable',
        body: { TableName: ACCOUNTS, ReplicaUpdates: [{ Create: { RegionName: EUROPE } }] },
      },
    ],
  },
  async check(engine) {
    const home = await emailIn(engine);
    if ('problem' in home) return home.problem;
    const europe = await emailIn(engine, EUROPE);
    if ('problem' in europe) return europe.problem;
    const write = latestWrite(engine);
    if (home.email !== NEW_EMAIL) {
      if (europe.email === NEW_EMAIL)
        return notYet(
          `${EUROPE} has Grace’s new address, us-east-1 not yet: the write is on its way, about a second of sandbox time. Is the clock paused? Step it and check again.`,
        );
      return notYet(
        `Grace’s email is still ${home.email ?? 'missing'} in us-east-1${europe.email === home.email ? ` and in ${EUROPE}` : ''}: change it to ${NEW_EMAIL} with a write signed for ${EUROPE}.`,
      );
    }
    if (write?.region !== EUROPE)
      return notYet(
        `Grace’s address is right, but your latest write to ${ACCOUNTS} was made in us-east-1. The app in Europe writes to its own Region: pick ${EUROPE} (the Region choice beside Run, or --region ${EUROPE}) and make the change there.`,
      );
    return pass(
      `Written in ${EUROPE}, and there in us-east-1 a moment later: both replicas hold ${NEW_EMAIL}. Each Region answers its own reads, strongly consistent ones included, so a read in us-east-1 right after the write could still have shown ${OLD_EMAIL}.`,
    );
  },
  solution: [
    {
      operation: 'UpdateItem',
      body: {
        TableName: ACCOUNTS,
        Key: GRACE,
        UpdateExpression: 'SET email = :email',
        ExpressionAttributeValues: { ':email': { S: NEW_EMAIL } },
      },
      region: EUROPE,
    },
    { operation: 'GetItem', body: { TableName: ACCOUNTS, Key: GRACE, ConsistentRead: true } },
  ],
};
