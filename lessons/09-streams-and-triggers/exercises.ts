/**
 * Lesson 9's exercises: a stream turned on for an existing table and judged by the record it holds,
 * and a bad change undone from the old image the stream kept.
 */
import {
  describeTable,
  getItem,
  notYet,
  numberOf,
  pass,
  stringOf,
  type TableShape,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { streamRecords } from '../../src/features/lessons/streamChecks.ts';
import { createAppTable, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import type { StreamRecordWire } from '../../src/client/streamCalls.ts';

const CUSTOMER = 'CUSTOMER#42';
const ORDER = 'ORDER#2026-10-02#A17';
const ORDER_KEY: WireItem = { PK: { S: CUSTOMER }, SK: { S: ORDER } };
/** A17's total, and what each run of the faulty job left (exercise 2). */
const TOTAL_BEFORE_JOB = 35;
const AFTER_FIRST_RUN = 350;
const AFTER_SECOND_RUN = 3500;

const order = (sk: string, status: string, total: number) =>
  putCall('app', { PK: { S: CUSTOMER }, SK: { S: sk }, status: { S: status }, total: { N: String(total) } });

/** Customer 42 with three orders; A17 is PENDING with a total of 35. */
const customerWithOrders: LessonCall[] = [
  putCall('app', { PK: { S: CUSTOMER }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } }),
  order('ORDER#2026-08-21#A05', 'PENDING', 18),
  order(ORDER, 'PENDING', TOTAL_BEFORE_JOB),
  order('ORDER#2026-11-15#B03', 'SHIPPED', 120),
];

const updateOrder = (expression: string, names: Record<string, string>, values: WireItem): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'app',
    Key: ORDER_KEY,
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  },
});

// `status` and `total` are both reserved words: expressions name them through placeholders.
const setStatus = (status: string) => updateOrder('SET #s = :s', { '#s': 'status' }, { ':s': { S: status } });
const setTotal = (total: number) =>
  updateOrder('SET #t = :t', { '#t': 'total' }, { ':t': { N: String(total) } });

const WITH_IMAGES = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' };

type StreamTable = TableShape & {
  CreationDateTime?: number;
  StreamSpecification?: { StreamEnabled: boolean; StreamViewType?: string };
  LatestStreamArn?: string;
};

/** What each view type leaves out, for a learner who picked the wrong one. */
const LACKS: Record<string, string> = {
  KEYS_ONLY: 'records with the keys only, no images',
  NEW_IMAGE: 'no old image, so nobody can tell what a change replaced',
  OLD_IMAGE: 'no new image, so nobody can tell what a change wrote',
};

const isTheOrder = (record: StreamRecordWire) =>
  stringOf(record.dynamodb.Keys as WireItem, 'PK') === CUSTOMER &&
  stringOf(record.dynamodb.Keys as WireItem, 'SK') === ORDER;

const statusIn = (image: unknown) => stringOf(image as WireItem | undefined, 'status');

/** The stream's settings on `app`, or what is wrong with them. */
function streamProblem(table: StreamTable): CheckResult | undefined {
  const specification = table.StreamSpecification;
  if (!specification?.StreamEnabled)
    return notYet(
      table.LatestStreamArn
        ? 'The stream of app is disabled: enable it again (that starts a new stream, with a new ARN).'
        : 'app has no stream yet: send UpdateTable with a StreamSpecification.',
    );
  const viewType = specification.StreamViewType ?? '';
  if (viewType !== 'NEW_AND_OLD_IMAGES')
    return notYet(
      `The stream carries ${viewType}: ${LACKS[viewType] ?? 'not both images'}. A stream's view type cannot change: ` +
        'disable the stream, wait until app is ACTIVE, then enable it again with NEW_AND_OLD_IMAGES.',
    );
  return undefined;
}

const totalIn = (image: unknown) => numberOf(image as WireItem | undefined, 'total');

/** True when the stream of `app` holds the faulty job's second change of the order; else what to do. */
async function jobInStream(engine: LessonEngine): Promise<true | CheckResult> {
  const setUp = notYet(
    `The stream of app holds no record of the pricing job's changes to ${ORDER}: press Set up first, it builds ` +
      "this exercise's starting state.",
  );
  const described = await describeTable(engine, 'app');
  if ('problem' in described) return described.problem;
  const arn = (described.table as StreamTable).LatestStreamArn;
  if (arn === undefined) return setUp;
  const stream = await streamRecords(engine, arn);
  if ('problem' in stream) return stream.problem;
  const secondRun = stream.records.some(
    (record) =>
      isTheOrder(record) &&
      totalIn(record.dynamodb.OldImage) === AFTER_FIRST_RUN &&
      totalIn(record.dynamodb.NewImage) === AFTER_SECOND_RUN,
  );
  return secondRun || setUp;
}

export const exercises: Exercise[] = [
  {
    id: 'stream-a-change',
    title: 'Turn the stream on, then watch a change',
    task:
      'Table `app` holds customer 42’s orders and has no stream yet. A trigger will need to see how each ' +
      'order changed, so turn on a stream for `app` whose records carry the item both before and after ' +
      `each change. Then mark order \`${ORDER}\` as \`SHIPPED\` (it is \`PENDING\`). “Check” reads the ` +
      'stream itself: it must hold a MODIFY record of that order with PENDING in its old image and ' +
      'SHIPPED in its new one.',
    hints: [
      'UpdateTable with `"StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}` ' +
        'turns the stream on for the table as it is. The table is UPDATING for a moment.',
      'A stream holds only the changes made after it was turned on: change the order afterwards. ' +
        'UpdateItem with `"UpdateExpression": "SET #s = :s"`, `#s` standing for `status` (a reserved word).',
      'To see the record yourself: Explorer → `app` → “Stream & triggers”.',
    ],
    setup: { resetTables: ['app'], calls: [createAppTable(), ...customerWithOrders] },
    async check(engine) {
      const described = await describeTable(engine, 'app');
      if ('problem' in described) return described.problem;
      const table = described.table as StreamTable;
      const read = await getItem(engine, 'app', ORDER_KEY);
      if ('problem' in read) return read.problem;
      if (!read.item)
        return notYet(
          `${ORDER} is no longer in app: turn the stream on for the existing table with UpdateTable ` +
            'rather than creating it again. Set up to start again.',
        );
      const problem = streamProblem(table);
      if (problem) return problem;
      const stream = await streamRecords(engine, table.LatestStreamArn!);
      if ('problem' in stream) return stream.problem;
      // A stream made by CreateTable holds a set-up's changes (exercise 2's has this one), not the learner's.
      if (stream.createdAt <= (table.CreationDateTime ?? 0))
        return notYet(
          'The stream of app was turned on when the table was created, by a set-up (this lesson’s second ' +
            'exercise makes one) or a CreateTable: the changes in it are not ones you watched. Set up to start ' +
            `again, turn the stream on for the existing table with UpdateTable, then mark ${ORDER} SHIPPED.`,
        );
      const changes = stream.records.filter(isTheOrder);
      // The latest attempt is the order's newest change of status: a SHIPPED undone since does not count.
      const latest = changes.findLast(
        (record) =>
          record.eventName !== 'MODIFY' ||
          statusIn(record.dynamodb.OldImage) !== statusIn(record.dynamodb.NewImage),
      );
      if (
        latest?.eventName === 'MODIFY' &&
        statusIn(latest.dynamodb.OldImage) === 'PENDING' &&
        statusIn(latest.dynamodb.NewImage) === 'SHIPPED'
      )
        return pass(
          `The stream holds MODIFY ${latest.dynamodb.SequenceNumber} of ${ORDER}: status PENDING in the old ` +
            'image, SHIPPED in the new one. A trigger reading it can tell exactly what changed.',
        );
      if (latest !== undefined && latest.eventName !== 'MODIFY')
        return notYet(
          `The stream shows ${ORDER} removed and written again: to a trigger that is a deletion and a new ` +
            'order, not a status change. Set up to start again, and update the order in place.',
        );
      const modify = latest ?? changes.findLast((record) => record.eventName === 'MODIFY');
      if (modify)
        return notYet(
          `The stream's latest MODIFY of ${ORDER} took status from ${statusIn(modify.dynamodb.OldImage) ?? 'nothing'} ` +
            `to ${statusIn(modify.dynamodb.NewImage) ?? 'nothing'}; it should go from PENDING to SHIPPED.`,
        );
      if (stringOf(read.item, 'status') === 'SHIPPED')
        return notYet(
          `${ORDER} is SHIPPED, but the stream holds no record of that change: it was made before this stream ` +
            'was turned on, and a stream holds only later changes. Set status back to PENDING, then to SHIPPED again.',
        );
      return notYet(`The stream holds no change of ${ORDER} yet: set its status to SHIPPED.`);
    },
    solution: [
      { operation: 'UpdateTable', body: { TableName: 'app', StreamSpecification: WITH_IMAGES } },
      setStatus('SHIPPED'),
    ],
  },
  {
    id: 'undo-from-the-stream',
    title: 'Undo a bad change from the old image',
    task:
      `A faulty pricing job ran twice over order \`${ORDER}\` in \`app\`, and each run multiplied its ` +
      `\`total\` by ten: the table now says ${AFTER_SECOND_RUN}, and only the stream remembers what it was. ` +
      'The table has had a NEW_AND_OLD_IMAGES stream since it was created. Read the order’s records in ' +
      'order, find the total it had before the job, and put it back, changing nothing else about the order.',
    hints: [
      'Explorer → `app` → “Stream & triggers” lists the records newest first, with each old and new image. ' +
        'In AWS CLI mode: `aws dynamodbstreams describe-stream`, then `get-shard-iterator` (`TRIM_HORIZON`) ' +
        'and `get-records` for each shard.',
      'The order has four records: its INSERT, a status change, then the job’s two MODIFYs. The old image ' +
        'of the job’s first MODIFY holds the total from before the job.',
      '`UpdateItem` with `SET #t = :t` (`#t` for `total`, a reserved word) changes the total alone; ' +
        `\`"ConditionExpression": "#t = :bad"\` with \`:bad\` = ${AFTER_SECOND_RUN} makes sure nobody changed it since.`,
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        { ...createAppTable(), body: { ...createAppTable().body, StreamSpecification: WITH_IMAGES } },
        ...customerWithOrders,
        setStatus('SHIPPED'),
        setTotal(AFTER_FIRST_RUN),
        setTotal(AFTER_SECOND_RUN),
      ],
    },
    async check(engine) {
      const read = await getItem(engine, 'app', ORDER_KEY);
      if ('problem' in read) return read.problem;
      if (!read.item)
        return notYet(`${ORDER} is gone: repair it rather than deleting it. Set up to start again.`);
      const total = numberOf(read.item, 'total');
      // The job's starting state is made by Set up: without its changes in the stream there is nothing to repair.
      const jobRan = await jobInStream(engine);
      if (jobRan !== true) return jobRan;
      if (total === AFTER_SECOND_RUN)
        return notYet(`The total of ${ORDER} is still ${AFTER_SECOND_RUN}: both of the job's changes stand.`);
      if (total === AFTER_FIRST_RUN)
        return notYet(
          `The total is ${AFTER_FIRST_RUN}: that is the old image of the job's second change, so only the ` +
            "second run is undone. The record before it, the job's first change, holds the total from before the job.",
        );
      const text = stringOf(read.item, 'total');
      if (total === undefined && text !== undefined)
        return notYet(
          `The total is the String "${text}": the images hold it as a Number ({"N": "…"}), so write it back as one.`,
        );
      if (total !== TOTAL_BEFORE_JOB)
        return notYet(
          `The total is ${total ?? 'missing'}, a value ${ORDER} never had: read its MODIFY records oldest first.`,
        );
      const status = stringOf(read.item, 'status');
      if (status !== 'SHIPPED')
        return notYet(
          `${ORDER} is ${status ?? 'without a status'}, yet it had shipped before the job ran: that comes from an ` +
            'image older than the job. Put back only what the job changed.',
        );
      const extra = Object.keys(read.item).filter((name) => !['PK', 'SK', 'status', 'total'].includes(name));
      if (extra.length > 0)
        return notYet(`${ORDER} now has ${extra.join(', ')}, which it did not have before the job.`);
      return pass(
        `${ORDER} is back to a total of ${TOTAL_BEFORE_JOB} and still SHIPPED. Your repair is in the stream too, ` +
          'as one more MODIFY: a stream records every change, and keeps it for 24 hours only — no substitute for backups.',
      );
    },
    solution: [
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: ORDER_KEY,
          UpdateExpression: 'SET #t = :t',
          ConditionExpression: '#t = :bad',
          ExpressionAttributeNames: { '#t': 'total' },
          ExpressionAttributeValues: {
            ':t': { N: String(TOTAL_BEFORE_JOB) },
            ':bad': { N: String(AFTER_SECOND_RUN) },
          },
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'Your table’s stream has been KEYS_ONLY for a week, and a new trigger needs the old image. What do you do, and what happens to the records already in the stream?',
    answer:
      'A stream’s view type cannot change. Disable the stream and, once the table is ACTIVE again, enable it with `OLD_IMAGE` or `NEW_AND_OLD_IMAGES`. That creates a new stream with a new ARN: later changes go there, with images. The old stream takes no more records and stays readable for 24 hours; changes made while no stream was on are in neither. Triggers read one stream by its ARN, so attach them to the new one.',
  },
  {
    question:
      'A trigger’s handler throws on one record of a batch of 100. What happens to the batch, to the records behind it in the same shard, and to the other shards?',
    answer:
      'The whole batch fails and is retried, and its shard waits: nothing behind the batch is handled, and the iterator age grows. Other shards carry on. With the default of unlimited retries this lasts until the records leave the stream after 24 hours; a maximum retry count (with splitting the batch on error to corner the bad record) gives the batch up, to the on-failure destination if one is set, so the shard moves on. The records before the bad one were handled already and will be handed over again, so the handler must be idempotent.',
  },
];
