/**
 * Lesson 20's blog: a `posts` table whose list page reads an index that copies every post's long
 * body, and the check that the lean index the learner adds instead is there as asked.
 */
import {
  indexProblem,
  learnerCalls,
  notYet,
  type IndexShape,
} from '../../src/features/lessons/checkHelpers.ts';
import { createIndexCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { CheckResult, LessonCall, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

export const TABLE = 'posts';
export const OLD_INDEX = 'by-category';
export const LEAN_INDEX = 'list-by-category';
export const CATEGORY = 'databases';
/** What the list page shows of each post, beside its date (the index's sort key). */
export const LISTED = ['title', 'author'];

interface Post {
  id: string;
  category: string;
  publishedAt: string;
  title: string;
  author: string;
  /** Length of the body text, bytes: 4.7 to 8.3 KB, as long articles are. */
  bodyBytes: number;
}

const POSTS: readonly Post[] = [
  {
    id: 'post-101',
    category: 'databases',
    publishedAt: '2026-10-05',
    title: 'Choosing a partition key',
    author: 'ada',
    bodyBytes: 5200,
  },
  {
    id: 'post-102',
    category: 'databases',
    publishedAt: '2026-10-12',
    title: 'Sparse indexes in practice',
    author: 'lin',
    bodyBytes: 7400,
  },
  {
    id: 'post-103',
    category: 'cloud',
    publishedAt: '2026-10-19',
    title: 'Pricing pages decoded',
    author: 'mei',
    bodyBytes: 5600,
  },
  {
    id: 'post-104',
    category: 'databases',
    publishedAt: '2026-10-26',
    title: 'What a Scan really costs',
    author: 'ada',
    bodyBytes: 6100,
  },
  {
    id: 'post-105',
    category: 'databases',
    publishedAt: '2026-11-02',
    title: 'Conditional writes',
    author: 'ravi',
    bodyBytes: 8300,
  },
  {
    id: 'post-106',
    category: 'cloud',
    publishedAt: '2026-11-09',
    title: 'Regions and replicas',
    author: 'ravi',
    bodyBytes: 7000,
  },
  {
    id: 'post-107',
    category: 'databases',
    publishedAt: '2026-11-16',
    title: 'Reading your own writes',
    author: 'mei',
    bodyBytes: 4700,
  },
  {
    id: 'post-108',
    category: 'databases',
    publishedAt: '2026-11-23',
    title: 'Item collections',
    author: 'lin',
    bodyBytes: 6900,
  },
  {
    id: 'post-109',
    category: 'cloud',
    publishedAt: '2026-11-30',
    title: 'Serverless cold starts',
    author: 'ada',
    bodyBytes: 6400,
  },
];

/** The ids the list of CATEGORY must show. */
/**
 * Which post a returned item is: by its postId, or by its title when a ProjectionExpression left the
 * id out (a list page may show only titles).
 */
export function postOf(item: Record<string, { S?: unknown }>): Post | undefined {
  const id = item.postId?.S;
  const title = item.title?.S;
  return POSTS.find((post) => (typeof id === 'string' ? post.id === id : post.title === title));
}

export const WANTED = POSTS.filter((post) => post.category === CATEGORY).map((post) => post.id);

const filler = 'Notes on DynamoDB, written out at length. ';
const bodyOf = (bytes: number) => filler.repeat(Math.ceil(bytes / filler.length)).slice(0, bytes);

/** Both list indexes are keyed alike: the list Query differs only in its IndexName. */
const listKeys = { hash: 'category', range: 'publishedAt' };

/** `posts`, with the list page's index projecting ALL, and its nine posts. */
export const blog: LessonCall[] = [
  createTableCall(TABLE, { hash: 'postId' }, [{ name: OLD_INDEX, ...listKeys }]),
  ...POSTS.map((post) =>
    putCall(TABLE, {
      postId: { S: post.id },
      category: { S: post.category },
      publishedAt: { S: post.publishedAt },
      title: { S: post.title },
      author: { S: post.author },
      body: { S: bodyOf(post.bodyBytes) },
    }),
  ),
];

/** The reference solution's index: the same keys, and only what the list shows. */
export const createLeanIndex: LessonCall = createIndexCall(TABLE, {
  name: LEAN_INDEX,
  ...listKeys,
  projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: LISTED },
});

/** The list page's Query, on either index. */
export const listQuery = (index: string) => ({
  TableName: TABLE,
  IndexName: index,
  KeyConditionExpression: 'category = :c',
  ExpressionAttributeValues: { ':c': { S: CATEGORY } },
  ReturnConsumedCapacity: 'TOTAL',
});

const REBUILD =
  'A projection cannot be changed: delete the index (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "list-by-category"}}]) and create it again once it is gone, or press Set up.';

/** What is wrong with the lean index's projection, or undefined. */
function projectionProblem({ Projection: projection }: IndexShape): CheckResult | undefined {
  const type = projection.ProjectionType;
  if (type === 'ALL')
    return notYet(
      `${LEAN_INDEX} projects ALL, so every entry carries the post’s body, as in ${OLD_INDEX}: the list would cost just as much. Project only ${LISTED.join(' and ')} with INCLUDE. ${REBUILD}`,
    );
  if (type === 'KEYS_ONLY')
    return notYet(
      `${LEAN_INDEX} is KEYS_ONLY: the list would have no titles, and fetching them from the table (BatchGetItem) reads every body again, each post rounded up on its own. Project ${LISTED.join(' and ')} with INCLUDE. ${REBUILD}`,
    );
  const included = projection.NonKeyAttributes ?? [];
  if (included.includes('body'))
    return notYet(
      `${LEAN_INDEX} projects body, the long text the list never shows, so its entries are nearly as large as the posts. Include only ${LISTED.join(' and ')}. ${REBUILD}`,
    );
  const missing = LISTED.filter((name) => !included.includes(name));
  if (missing.length > 0)
    return notYet(
      `${LEAN_INDEX} does not project ${missing.join(' or ')}, which the list shows: a Query on it could not return ${missing.length === 1 ? 'it' : 'them'}. Include ${LISTED.join(' and ')}. ${REBUILD}`,
    );
  return undefined;
}

const NON_KEY = `"NonKeyAttributes": [${LISTED.map((name) => `"${name}"`).join(', ')}]`;

/** What to change for each refusal of an index's Projection, by DynamoDB's message. */
const PROJECTION_FIXES: [RegExp, string][] = [
  [
    /ProjectionType is INCLUDE, but NonKeyAttributes is not specified/,
    `INCLUDE copies only the attributes you list: add ${NON_KEY} to the Projection and send it again.`,
  ],
  [
    /ProjectionType is \w+, but NonKeyAttributes is specified/,
    'Only INCLUDE takes NonKeyAttributes: set "ProjectionType": "INCLUDE" and send it again.',
  ],
  [/Duplicate element in NonKeyAttributes/, `Name each attribute once: ${NON_KEY}.`],
  [
    /Unknown ProjectionType/,
    `The Projection has no ProjectionType: write "Projection": {"ProjectionType": "INCLUDE", ${NON_KEY}}.`,
  ],
];

/**
 * Why the lean index is missing when the learner's latest UpdateTable on the table was refused: the
 * error, and for a refused Projection what to write instead. Undefined when that UpdateTable
 * succeeded, or there was none.
 */
function refusedCreation(engine: LessonEngine): CheckResult | undefined {
  const [latest] = learnerCalls(engine, 'UpdateTable', TABLE);
  if (!latest?.error) return undefined;
  const { type, message } = latest.error;
  const fix = PROJECTION_FIXES.find(([pattern]) => pattern.test(message))?.[1];
  return notYet(
    `Your latest UpdateTable on ${TABLE} failed with ${type}: “${message}”. ${fix ?? 'Change what it names and send it again.'}`,
  );
}

/** What is wrong with the lean index's keys: it must be keyed like the old one, or the list Query changes. */
function keysProblem(lean: IndexShape): CheckResult | undefined {
  const keys = lean.KeySchema.map((key) => `${key.AttributeName} ${key.KeyType}`).join(', ');
  if (keys === 'category HASH, publishedAt RANGE') return undefined;
  return notYet(
    `${LEAN_INDEX} is keyed by ${keys}; key it like ${OLD_INDEX}, category (HASH) and publishedAt (RANGE), so the list Query stays the same. ${REBUILD}`,
  );
}

/**
 * What is still wrong with `posts` and its two indexes: the old one must stay (the check compares
 * against it), the new one must be keyed like it, project what the list shows, and be ACTIVE. While
 * the new one is missing, a refused UpdateTable says why.
 */
export async function leanIndexProblem(engine: LessonEngine): Promise<CheckResult | undefined> {
  const described = await engine.call('DescribeTable', { TableName: TABLE });
  if (!described.ok)
    return notYet(
      described.type === 'ResourceNotFoundException'
        ? `There is no table named ${TABLE}: press Set up.`
        : `DescribeTable ${TABLE} failed: ${described.type}: ${described.message}`,
    );
  const indexes =
    (described.reply.Table as { GlobalSecondaryIndexes?: IndexShape[] }).GlobalSecondaryIndexes ?? [];
  // An index being deleted can no longer be read: for the check it is gone already.
  if (!indexes.some((index) => index.IndexName === OLD_INDEX && index.IndexStatus !== 'DELETING'))
    return notYet(
      `${OLD_INDEX} is gone. Dropping an index nobody reads saves its writes and storage, but the live site still reads it until the new list ships, and “Check” compares your Query with it: press Set up and keep it this time.`,
    );
  if (!indexes.some((index) => index.IndexName === LEAN_INDEX)) {
    const refused = refusedCreation(engine);
    if (refused) return refused;
  }
  return indexProblem(engine, TABLE, LEAN_INDEX, keysProblem, { projectionProblem });
}
