/**
 * Lesson 22's third check held to its feedback on the real engine: no export, an export of the whole
 * table, a filter without a key condition (billed as much as the whole table), the wrong orders or
 * attributes, and the reference solution, which passes.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const customerAudit = exercise('22-exports-and-imports', 'one-customer-for-the-auditors');
const TABLE_ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/customer_orders';
const [solution] = solutionOf(customerAudit);

const exportCall = (FilterSpecification?: Record<string, unknown>): LessonCall => ({
  operation: 'ExportTableToPointInTime',
  body: {
    TableArn: TABLE_ARN,
    S3Bucket: 'audit-exports',
    ...(FilterSpecification && { FilterSpecification }),
  },
});
const feedback = async (calls: readonly LessonCall[]) =>
  (await checkExercise(await afterLearner(customerAudit, calls, 5), customerAudit)).feedback;
/** The bytes billed a feedback quotes ("billed 1,234 bytes" or "1,234 bytes billed"). */
const billedOf = (text: string) =>
  Number(/billed ([\d,]+) bytes|([\d,]+) bytes billed/.exec(text)!.slice(1).join('').replace(/,/g, ''));

const names = { '#status': 'status', '#total': 'total' };
const values = { ':customer': { S: 'CUSTOMER#ada' }, ':shipped': { S: 'SHIPPED' } };

describe('exporting one customer’s shipped orders for the auditors', () => {
  it('asks for an export until there is one', async () => {
    const engine = freshEngine();
    await setUp(engine, customerAudit);
    expect((await checkExercise(engine, customerAudit)).feedback).toBe(
      `There is no export of customer_orders since Set up. ExportTableToPointInTime takes TableArn (${TABLE_ARN}), S3Bucket and, to export part of the table, a FilterSpecification.`,
    );
  });

  it('says what a filter alone costs: the same bytes as an export of the whole table', async () => {
    const whole = await feedback([exportCall()]);
    expect(whole).toMatch(
      /^Your latest export has no FilterSpecification: it holds the whole table, 13 items, and billed/,
    );
    const filterOnly = await feedback([
      exportCall({
        FilterExpression: 'PK = :customer AND #status = :shipped',
        ProjectionExpression: 'SK, #total, shippedAt',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ]);
    expect(filterOnly).toMatch(
      /^Your export’s FilterSpecification has no KeyConditionExpression, so DynamoDB read the whole table/,
    );
    expect(billedOf(filterOnly)).toBe(billedOf(whole));
  });

  it('names the orders that should not be there, and a line with the wrong attributes', async () => {
    const everyOrder = await feedback([
      exportCall({
        KeyConditionExpression: 'PK = :customer',
        ProjectionExpression: 'SK, #total, shippedAt',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':customer': values[':customer'] },
      }),
    ]);
    expect(everyOrder).toBe(
      'Your export also holds ORDER#2026-08-19, ORDER#2026-11-28 and PROFILE, which are not a shipped order of CUSTOMER#ada. Keep only the items whose status is SHIPPED (status is a reserved word: name it with #).',
    );
    const wholeItems = await feedback([
      exportCall({
        KeyConditionExpression: 'PK = :customer',
        FilterExpression: '#status = :shipped',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    ]);
    expect(wholeItems).toBe(
      'Each line should hold exactly SK, total and shippedAt, but one holds PK, SK, shippedAt, status and total. A ProjectionExpression picks them (total is a reserved word too).',
    );
  });

  it('names a projection that leaves SK out, rather than calling Ada’s shipped orders unwanted', async () => {
    const noSortKey = await feedback([
      exportCall({
        KeyConditionExpression: 'PK = :customer AND begins_with(SK, :orders)',
        FilterExpression: '#status = :shipped',
        ProjectionExpression: '#total, shippedAt',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':orders': { S: 'ORDER#' } },
      }),
    ]);
    expect(noSortKey).toBe(
      'Your export’s 3 lines carry no SK, so nobody can tell which orders they are: name SK in the ProjectionExpression. An export’s projection holds exactly what it names, keys included.',
    );
  });

  it('a key condition on another customer, or on Ada in other letters, is named as such', async () => {
    const withCustomer = (customer: string) =>
      exportCall({
        ...(solution.body.FilterSpecification as Record<string, unknown>),
        ExpressionAttributeValues: {
          ...values,
          ':customer': { S: customer },
          ':orders': { S: 'ORDER#' },
        },
      });
    expect(await feedback([withCustomer('CUSTOMER#grace')])).toBe(
      'Your export’s key condition selects CUSTOMER#grace, not CUSTOMER#ada, so it read another customer’s item collection (or none). Set :customer to CUSTOMER#ada.',
    );
    expect(await feedback([withCustomer('CUSTOMER#Ada')])).toBe(
      'Your export’s key condition selects CUSTOMER#Ada, not CUSTOMER#ada, so it wrote no lines: key values are compared exactly, letter case included. Set :customer to CUSTOMER#ada.',
    );
    // The key named through an alias, the value on the left.
    const aliased = exportCall({
      KeyConditionExpression: ':who = #pk',
      FilterExpression: '#status = :shipped',
      ExpressionAttributeNames: { '#pk': 'PK', '#status': 'status' },
      ExpressionAttributeValues: { ':who': { S: 'CUSTOMER#alan' }, ':shipped': { S: 'SHIPPED' } },
    });
    expect(await feedback([aliased])).toMatch(
      /^Your export’s key condition selects CUSTOMER#alan, not CUSTOMER#ada,.* Set :who to CUSTOMER#ada\.$/,
    );
  });

  it('passes the solution, whose bill is far below the whole table’s', async () => {
    const passed = await checkExercise(await afterLearner(customerAudit, [solution], 5), customerAudit);
    expect(passed.passed).toBe(true);
    expect(passed.feedback).toMatch(
      /^Your export holds Ada’s 3 shipped orders, each with SK, total and shippedAt\./,
    );
    const whole = await feedback([exportCall()]);
    expect(billedOf(passed.feedback)).toBeLessThan(billedOf(whole) / 2);
  });
});
