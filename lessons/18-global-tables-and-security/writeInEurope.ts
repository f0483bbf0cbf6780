/**
 * Lesson 18's second exercise: a write made in a replica's Region reaches the home Region about a
 * second later (globalTables/replication.ts). The learner's request must be signed for eu-west-1 (the
 * Console records each request's Region), the change must be there in us-east-1 too with the rest of
 * Grace's item as it was, and a strongly consistent read of the item in us-east-1 (a GetItem, a Query
 * of its partition, a PartiQL SELECT, a BatchGetItem or a TransactGetItems: strongRead.ts) must
 * follow it.
 */
import { getItem, notYet, pass, stringOf } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import {
  acceptedReads,
  consistentReadFor,
  failedReadMessage,
  notASelect,
  readKind,
  strongReadAfter,
  unjudgedReadMessage,
} from './strongRead.ts';

const ACCOUNTS = 'accounts';
const EUROPE = 'eu-west-1';
const HOME = 'us-east-1';
const GRACE = { id: { S: 'grace' } };
const OLD_EMAIL = 'grace@example.com';
const NEW_EMAIL = 'grace@example.ie';
const NAME = 'Grace';
const WRITES = new Set(['PutItem', 'UpdateItem', 'BatchWriteItem', 'TransactWriteItems', 'ExecuteStatement']);

/**
 * The learner's newest write to `accounts` (a PartiQL statement naming it counts), if any, with its
 * place in recentCalls.
 */
function latestWrite(engine: LessonEngine): (RecordedCall & { at: number }) | undefined {
  const calls = engine.recentCalls();
  const at = calls.findIndex(
    (call) =>
      WRITES.has(call.operation) &&
      notASelect(call) &&
      !call.error &&
      JSON.stringify(call.request).includes(ACCOUNTS),
  );
  return at < 0 ? undefined : { ...calls[at], at };
}

/** Grace’s email and name as `region` reads them (strongly consistent), or why they could not be read. */
async function graceIn(engine: LessonEngine, region?: string) {
  const regional: LessonEngine = {
    ...engine,
    call: (operation, body) => engine.call(operation, body, region),
  };
  const read = await getItem(regional, ACCOUNTS, GRACE);
  return 'problem' in read
    ? read
    : { email: stringOf(read.item, 'email'), name: stringOf(read.item, 'name') };
}

/**
 * What is missing from the read the task asks for: a strongly consistent read of Grace’s item in
 * us-east-1 (strongRead.ts), sent after `writeAt` (the write’s place in recentCalls, which is newest
 * first, so a later call has a smaller index); undefined when it was made.
 */
function readMissing(engine: LessonEngine, writeAt: number): string | undefined {
  const read = strongReadAfter(engine, writeAt, { table: ACCOUNTS, id: 'grace', region: HOME });
  if (read.kind === 'made') return undefined;
  if (read.kind === 'unjudged') return unjudgedReadMessage(HOME, read.call, 'Grace’s item');
  if (read.kind === 'failed') return failedReadMessage(HOME, read.call);
  if (read.kind === 'eventual')
    return `Your ${readKind(read.call)} of Grace’s item in ${HOME} was eventually consistent. Send it again with ${consistentReadFor(read.call)}: a strongly consistent read returns all that ${HOME} has stored, and it shows the new address once the change has arrived from ${EUROPE}.`;
  return `Grace’s new address is in both Regions. Now read her item the way the task asks, strongly consistent, signed for ${HOME} and sent after your write: ${acceptedReads('Grace’s item')}.`;
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
      putCall(ACCOUNTS, { ...GRACE, name: { S: NAME }, email: { S: OLD_EMAIL } }),
      putCall(ACCOUNTS, { id: { S: 'alan' }, name: { S: 'Alan' }, email: { S: 'alan@example.com' } }),
      {
        operation: 'UpdateTable',
        body: { TableName: ACCOUNTS, ReplicaUpdates: [{ Create: { RegionName: EUROPE } }] },
      },
    ],
  },
  async check(engine) {
    const home = await graceIn(engine);
    if ('problem' in home) return home.problem;
    const europe = await graceIn(engine, EUROPE);
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
    if (home.name !== NAME)
      return notYet(
        home.name === undefined
          ? `Grace’s address is right, but her item has lost its name: a PutItem replaces the whole item with the one you send. Press Set up and change only the email, with an UpdateItem and "SET email = :email", which keeps the rest.`
          : `Grace’s address is right, but her name is now ${home.name}; it was ${NAME}. Change only the email: press Set up and use an UpdateItem with "SET email = :email".`,
      );
    if (write?.region !== EUROPE)
      return notYet(
        `Grace’s address is right, but your latest write to ${ACCOUNTS} was made in us-east-1. The app in Europe writes to its own Region: pick ${EUROPE} (the Region choice beside Run, or --region ${EUROPE}) and make the change there.`,
      );
    const unread = readMissing(engine, write.at);
    if (unread) return notYet(unread);
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
