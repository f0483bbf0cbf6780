/**
 * Checks that judge the learner's Query requests, after the learner answered with a PartiQL SELECT
 * instead: the Console's PartiQL mode runs such a SELECT as a Query, so "Run a Query first" alone
 * reads as if nothing had been sent. Lessons 1, 3 and 19 already add partiqlNotJudged's note; these
 * are the other lessons whose checks read Queries.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, asLearner, exercise } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const NOTE =
  ' Your PartiQL SELECT is not judged here: this exercise reads Query requests, so send those (JSON, AWS CLI or JavaScript mode).';

const select = (statement: string): LessonCall => ({
  operation: 'ExecuteStatement',
  body: { Statement: statement },
});

const cases: { slug: string; id: string; statement: string }[] = [
  {
    slug: '07-query-scan-and-filters',
    id: 'filter-shipped',
    statement: `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#') AND status = 'SHIPPED'`,
  },
  {
    slug: '07-query-scan-and-filters',
    id: 'page-through',
    statement: `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')`,
  },
  {
    slug: '11-modeling-relationships',
    id: 'one-department',
    statement: `SELECT * FROM "app" WHERE PK = 'FACULTY#science' AND begins_with(SK, 'DEPT#bio#')`,
  },
  {
    slug: '17-multi-attribute-index-keys',
    id: 'query-all-four',
    statement: `SELECT * FROM "orders"."by-status-region" WHERE "status" = 'shipped' AND "region" = 'eu'`,
  },
];

describe('a PartiQL SELECT where the check reads Query requests', () => {
  for (const { slug, id, statement } of cases)
    it(`${slug} ${id}: the SELECT is named as not judged`, async () => {
      const item = exercise(slug, id);
      const engine = await afterLearner(item, [select(statement)]);
      const verdict = await checkExercise(engine, item);
      expect(verdict.passed).toBe(false);
      expect(verdict.feedback.endsWith(NOTE)).toBe(true);
    });

  it('lesson 20 lean-list-index: the SELECT on the lean index is named as not judged', async () => {
    const item = exercise('20-consistency-and-cost', 'lean-list-index');
    const create: LessonCall = {
      operation: 'UpdateTable',
      body: {
        TableName: 'posts',
        AttributeDefinitions: [
          { AttributeName: 'category', AttributeType: 'S' },
          { AttributeName: 'publishedAt', AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: 'list-by-category',
              KeySchema: [
                { AttributeName: 'category', KeyType: 'HASH' },
                { AttributeName: 'publishedAt', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title', 'author'] },
            },
          },
        ],
      },
    };
    // The index is built on the clock: let it turn ACTIVE before the SELECT reads it.
    const engine = await afterLearner(item, [create], 60);
    await asLearner(engine, [
      select(`SELECT * FROM "posts"."list-by-category" WHERE category = 'databases'`),
    ]);
    const verdict = await checkExercise(engine, item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback.endsWith(NOTE)).toBe(true);
  });

  it('a passing Query is not marked down for an earlier SELECT', async () => {
    const item = exercise('11-modeling-relationships', 'one-department');
    const query: LessonCall = {
      operation: 'Query',
      body: {
        TableName: 'app',
        KeyConditionExpression: 'PK = :f AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':f': { S: 'FACULTY#science' }, ':p': { S: 'DEPT#bio#' } },
      },
    };
    const statement = `SELECT * FROM "app" WHERE PK = 'FACULTY#science'`;
    const engine = await afterLearner(item, [select(statement), query]);
    expect(await checkExercise(engine, item)).toMatchObject({ passed: true });
  });
});
