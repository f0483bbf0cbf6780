/**
 * Lesson 18's MRSC exercise: an empty table becomes a global table in multi-Region strong
 * consistency, with a replica in us-east-2 and a witness in us-west-2 (globalTables/strongGroups.ts);
 * an entry written in us-east-2 is then in us-east-1 at once (strongWrites.ts). The check reads the
 * table's mode and members, the entry in us-east-1, the Region the learner's write was signed for, and
 * the learner's strongly consistent read in us-east-1 after it.
 */
import {
  describeTable,
  getItem,
  notYet,
  numberOf,
  pass,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { PARTIQL_WRITES, statementVerb } from '../../src/features/lessons/partiqlWrites.ts';
import {
  acceptedReads,
  consistentReadFor,
  failedReadMessage,
  notASelect,
  readKind,
  strongReadAfter,
  unjudgedReadMessage,
} from './strongRead.ts';

const LEDGER = 'ledger';
const HOME = 'us-east-1';
const OHIO = 'us-east-2';
const OREGON = 'us-west-2';
const ENTRY = { id: { S: 'txn-1001' } };
const AMOUNT = 250;

interface GlobalShape {
  Replicas?: { RegionName: string; ReplicaStatus: string }[];
  GlobalTableWitnesses?: { RegionName: string; WitnessStatus: string }[];
  MultiRegionConsistency?: string;
}

/**
 * The learner's newest successful write naming the ledger: the Region it was signed for, its place in
 * recentCalls (newest first, so a later call has a smaller index), and whether it was a PartiQL
 * statement, so that feedback on it can speak PartiQL.
 */
function latestWrite(engine: LessonEngine): { region: string; at: number; partiql: boolean } | undefined {
  const calls = engine.recentCalls();
  const at = calls.findIndex(
    (call) =>
      (['PutItem', 'UpdateItem', 'ExecuteStatement', 'BatchWriteItem'].includes(call.operation) &&
        notASelect(call) &&
        !call.error &&
        JSON.stringify(call.request).includes(LEDGER)) ||
      batchStatementWrote(call),
  );
  if (at < 0) return undefined;
  const partiql = ['ExecuteStatement', 'BatchExecuteStatement'].includes(calls[at].operation);
  return { region: calls[at].region ?? HOME, at, partiql };
}

/**
 * Whether a BatchExecuteStatement wrote the ledger: each statement succeeds or fails on its own (a
 * failed one has an Error in its place in Responses), so the call counts by its writes that succeeded.
 */
function batchStatementWrote(call: RecordedCall): boolean {
  if (call.operation !== 'BatchExecuteStatement' || call.error) return false;
  const statements = Array.isArray(call.request.Statements) ? (call.request.Statements as unknown[]) : [];
  const responses = Array.isArray(call.reply?.Responses) ? (call.reply.Responses as unknown[]) : [];
  return statements.some((entry, i) => {
    const statement = (entry as { Statement?: unknown } | null)?.Statement;
    const response = responses[i] as { Error?: unknown } | undefined;
    return (
      PARTIQL_WRITES.has(statementVerb(statement) ?? '') &&
      String(statement).includes(LEDGER) &&
      response !== undefined &&
      response.Error === undefined
    );
  });
}

/**
 * What is missing from the read the task asks for: a strongly consistent read of txn-1001 in
 * us-east-1 (strongRead.ts) sent after the write at `writeAt`; undefined when it was made. The
 * messages do not offer a TransactGetItems: an MRSC table refuses transactions.
 */
function readMissing(engine: LessonEngine, writeAt: number): string | undefined {
  const read = strongReadAfter(engine, writeAt, { table: LEDGER, id: 'txn-1001', region: HOME });
  if (read.kind === 'made') return undefined;
  if (read.kind === 'unjudged') return unjudgedReadMessage(HOME, read.call, 'txn-1001', false);
  if (read.kind === 'failed') return failedReadMessage(HOME, read.call);
  if (read.kind === 'eventual')
    return `Your ${readKind(read.call)} of txn-1001 in ${HOME} was eventually consistent. Under MRSC only a strongly consistent read is sure to see every write the other Regions have confirmed; an eventually consistent one may still miss it. Send it again with ${consistentReadFor(read.call)}.`;
  return `txn-1001 is written in ${OHIO}. Now read it in ${HOME} as the task asks, strongly consistent, signed for ${HOME} and sent after your write: ${acceptedReads('txn-1001', false)}.`;
}

/** A string as a PartiQL literal: single quotes, a quote inside doubled. */
const partiqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statement that sets the existing entry's amount: an INSERT of a key that exists fails. */
const SET_AMOUNT = `UPDATE "${LEDGER}" SET amount = ${AMOUNT} WHERE id = 'txn-1001'`;

/**
 * What is wrong with txn-1001's amount, said in PartiQL when the learner wrote the entry with a
 * statement (a number there has no quotes, and the fix is an UPDATE), else in DynamoDB JSON.
 */
function amountProblem(item: WireItem, partiql: boolean): string {
  return partiql ? partiqlAmountProblem(item) : jsonAmountProblem(item);
}

function partiqlAmountProblem(item: WireItem): string {
  const amount = item.amount as Record<string, unknown> | undefined;
  const fix = `change it in ${OHIO} with ${SET_AMOUNT}.`;
  if (typeof amount?.S === 'string')
    return `txn-1001 is in ${LEDGER}, but your statement wrote its amount as the string ${partiqlString(amount.S)}, not a number: DynamoDB compares a string as text and cannot add to it. In PartiQL a number has no quotes ('amount': ${AMOUNT}, not 'amount': ${partiqlString(amount.S)}). The entry exists, so an INSERT of it would fail: ${fix}`;
  if (amount?.N !== undefined)
    return `txn-1001 is in ${LEDGER}, with an amount of ${numberOf(item, 'amount')}: it should be ${AMOUNT}; ${fix}`;
  return amount === undefined
    ? `txn-1001 is in ${LEDGER}, without an amount: ${fix}`
    : `txn-1001 is in ${LEDGER}, but its amount is not a number: ${fix}`;
}

/**
 * What is wrong with txn-1001's amount, in DynamoDB JSON. An amount written as a string ("S") is
 * named as one: it reads like the right number, but DynamoDB compares it as text and cannot add to it.
 */
function jsonAmountProblem(item: WireItem): string {
  const amount = item.amount as Record<string, unknown> | undefined;
  if (typeof amount?.S === 'string')
    return `txn-1001 is in ${LEDGER}, but its amount is the string "${amount.S}" ("S"), not a number: DynamoDB compares a string as text and cannot add to it. Write the entry again in ${OHIO}, with "amount": {"N": "${AMOUNT}"}.`;
  if (amount?.N !== undefined)
    return `txn-1001 is in ${LEDGER}, with an amount of ${numberOf(item, 'amount')}: it should be ${AMOUNT}.`;
  return amount === undefined
    ? `txn-1001 is in ${LEDGER}, without an amount: write it again in ${OHIO}, with "amount": {"N": "${AMOUNT}"}.`
    : `txn-1001 is in ${LEDGER}, but its amount is of type ${Object.keys(amount).join(', ')}, not a number ("N"): write it again in ${OHIO}, with "amount": {"N": "${AMOUNT}"}.`;
}

/** The newest refused UpdateTable on the ledger: its message usually says what to change. */
function latestRefusal(engine: LessonEngine): string {
  const [latest] = engine
    .recentCalls()
    .filter((call) => call.operation === 'UpdateTable' && call.request.TableName === LEDGER);
  return latest?.error ? ` Your latest UpdateTable on ${LEDGER} failed: ${latest.error.message}` : '';
}

export const strongLedger: Exercise = {
  id: 'strong-ledger',
  title: 'A ledger that two Regions cannot both overwrite',
  task:
    `Table \`${LEDGER}\` in \`us-east-1\` is new and still empty. The payments team wants every confirmed entry ` +
    'to survive the loss of a Region, and never two Regions accepting different versions of one entry. Make it ' +
    `a global table with **multi-Region strong consistency**: a replica in \`${OHIO}\` and a witness in ` +
    `\`${OREGON}\`.\n\n` +
    `Then record entry \`txn-1001\` with an \`amount\` of ${AMOUNT} in \`${OHIO}\`, and read it in \`us-east-1\` ` +
    'with a strongly consistent read.',
  hints: [
    'One `UpdateTable` makes it: `ReplicaUpdates` with a `Create` for the replica, `GlobalTableWitnessUpdates` with a `Create` for the witness, and `"MultiRegionConsistency": "STRONG"`. The mode is chosen then and never changes.',
    `\`{"TableName": "${LEDGER}", "ReplicaUpdates": [{"Create": {"RegionName": "${OHIO}"}}], "GlobalTableWitnessUpdates": [{"Create": {"RegionName": "${OREGON}"}}], "MultiRegionConsistency": "STRONG"}\`. \`DescribeTable\` shows the replica and the witness CREATING for a few seconds of sandbox time, then ACTIVE.`,
    `MRSC starts from an empty table: write the entry once the replica is ACTIVE, with a request signed for ${OHIO} (the Region choice beside Run, or \`--region ${OHIO}\`).`,
  ],
  setup: { resetTables: [LEDGER], calls: [createTableCall(LEDGER, { hash: 'id' })] },
  async check(engine) {
    const described = await describeTable(engine, LEDGER);
    if ('problem' in described) return described.problem;
    const table = described.table as GlobalShape;
    if (table.Replicas === undefined)
      return notYet(
        `${LEDGER} is still a Regional table: make it global with one UpdateTable naming the replica, the witness and MultiRegionConsistency STRONG.${latestRefusal(engine)}`,
      );
    if (table.MultiRegionConsistency !== 'STRONG')
      return notYet(
        `${LEDGER} is a global table with eventual consistency (MREC), the default, and a mode never changes. Remove its replica (ReplicaUpdates with a Delete), empty the table if needed, and create the global table again with MultiRegionConsistency STRONG.`,
      );
    const replica = table.Replicas.find((entry) => entry.RegionName === OHIO);
    const witness = table.GlobalTableWitnesses?.find((entry) => entry.RegionName === OREGON);
    if (!replica || !witness)
      return notYet(
        `${LEDGER} is strongly consistent, but not across the three Regions asked for: it needs a replica in ${OHIO} and a witness in ${OREGON}. Take it apart (one UpdateTable deleting every other replica and the witness) and make it again.`,
      );
    if (replica.ReplicaStatus !== 'ACTIVE' || witness.WitnessStatus !== 'ACTIVE')
      return notYet(
        `The replica in ${OHIO} is ${replica.ReplicaStatus} and the witness ${witness.WitnessStatus}: wait until both are ACTIVE (the clock must be running, or step it).`,
      );
    const read = await getItem(engine, LEDGER, ENTRY);
    if ('problem' in read) return read.problem;
    const write = latestWrite(engine);
    if (numberOf(read.item, 'amount') !== AMOUNT)
      return notYet(
        read.item
          ? amountProblem(read.item, write?.partiql === true)
          : `${LEDGER} is ready across three Regions and has no entry txn-1001 yet: write it in ${OHIO}.`,
      );
    if (write?.region !== OHIO)
      return notYet(
        `txn-1001 is there, but your latest write to ${LEDGER} was signed for ${write?.region ?? HOME}. Write it in ${OHIO}, then read it here.`,
      );
    const unread = readMissing(engine, write.at);
    if (unread) return notYet(unread);
    return pass(
      `Written in ${OHIO} and read in us-east-1 at once: under MRSC a write returns only after a second Region has stored it, so a strongly consistent read anywhere sees it (under MREC it would arrive about a second later). Had us-east-1 written txn-1001 in that same moment, one of the two writes would have failed with ReplicatedWriteConflictException, safe to retry, instead of one silently replacing the other. The witness in ${OREGON} confirms writes without holding the items, and costs no storage or replicated writes.`,
    );
  },
  solution: [
    {
      operation: 'UpdateTable',
      body: {
        TableName: LEDGER,
        ReplicaUpdates: [{ Create: { RegionName: OHIO } }],
        GlobalTableWitnessUpdates: [{ Create: { RegionName: OREGON } }],
        MultiRegionConsistency: 'STRONG',
      },
    },
    {
      operation: 'PutItem',
      body: { TableName: LEDGER, Item: { ...ENTRY, amount: { N: String(AMOUNT) } } },
      region: OHIO,
    },
    { operation: 'GetItem', body: { TableName: LEDGER, Key: ENTRY, ConsistentRead: true } },
  ],
};
