/**
 * The lessons, in the order a learner takes them. Each folder holds the lesson's prose
 * (lesson.md, whose first line is its `# Title`) and its exercises (exercises.ts).
 */
import { lessonFromMarkdown } from '../src/features/lessons/lessonFromMarkdown.ts';
import type { Lesson } from '../src/features/lessons/lessonTypes.ts';
import {
  exercises as keysExercises,
  questions as keysQuestions,
} from './01-keys-and-item-collections/exercises.ts';
import keysProse from './01-keys-and-item-collections/lesson.md?raw';
import {
  exercises as conditionalExercises,
  questions as conditionalQuestions,
} from './02-conditional-writes/exercises.ts';
import conditionalProse from './02-conditional-writes/lesson.md?raw';
import {
  exercises as indexExercises,
  questions as indexQuestions,
} from './03-secondary-indexes/exercises.ts';
import indexProse from './03-secondary-indexes/lesson.md?raw';
import {
  exercises as transactionExercises,
  questions as transactionQuestions,
} from './04-transactions/exercises.ts';
import transactionProse from './04-transactions/lesson.md?raw';
import {
  exercises as hotPartitionExercises,
  questions as hotPartitionQuestions,
} from './05-hot-partitions/exercises.ts';
import hotPartitionProse from './05-hot-partitions/lesson.md?raw';
import { exercises as ttlExercises, questions as ttlQuestions } from './06-time-to-live/exercises.ts';
import ttlProse from './06-time-to-live/lesson.md?raw';
import {
  exercises as readExercises,
  questions as readQuestions,
} from './07-query-scan-and-filters/exercises.ts';
import readProse from './07-query-scan-and-filters/lesson.md?raw';
import { exercises as batchExercises, questions as batchQuestions } from './08-batch-operations/exercises.ts';
import batchProse from './08-batch-operations/lesson.md?raw';
import {
  exercises as streamExercises,
  questions as streamQuestions,
} from './09-streams-and-triggers/exercises.ts';
import streamProse from './09-streams-and-triggers/lesson.md?raw';
import {
  exercises as capacityExercises,
  questions as capacityQuestions,
} from './10-capacity-modes/exercises.ts';
import capacityProse from './10-capacity-modes/lesson.md?raw';
import {
  exercises as relationshipExercises,
  questions as relationshipQuestions,
} from './11-modeling-relationships/exercises.ts';
import relationshipProse from './11-modeling-relationships/lesson.md?raw';
import {
  exercises as typeExercises,
  questions as typeQuestions,
} from './12-attribute-types-and-item-size/exercises.ts';
import typeProse from './12-attribute-types-and-item-size/lesson.md?raw';
import {
  exercises as retryExercises,
  questions as retryQuestions,
} from './13-errors-and-retries/exercises.ts';
import retryProse from './13-errors-and-retries/lesson.md?raw';
import {
  exercises as backupExercises,
  questions as backupQuestions,
} from './14-backups-and-restore/exercises.ts';
import backupProse from './14-backups-and-restore/lesson.md?raw';
import { exercises as partiqlExercises, questions as partiqlQuestions } from './15-partiql/exercises.ts';
import partiqlProse from './15-partiql/lesson.md?raw';
import {
  exercises as monitoringExercises,
  questions as monitoringQuestions,
} from './16-monitoring-and-contributor-insights/exercises.ts';
import monitoringProse from './16-monitoring-and-contributor-insights/lesson.md?raw';
import {
  exercises as multiKeyExercises,
  questions as multiKeyQuestions,
} from './17-multi-attribute-index-keys/exercises.ts';
import multiKeyProse from './17-multi-attribute-index-keys/lesson.md?raw';
import {
  exercises as globalTableExercises,
  questions as globalTableQuestions,
} from './18-global-tables-and-security/exercises.ts';
import globalTableProse from './18-global-tables-and-security/lesson.md?raw';
import {
  exercises as designExercises,
  questions as designQuestions,
} from './19-designing-from-access-patterns/exercises.ts';
import designProse from './19-designing-from-access-patterns/lesson.md?raw';
import {
  exercises as consistencyExercises,
  questions as consistencyQuestions,
} from './20-consistency-and-cost/exercises.ts';
import consistencyProse from './20-consistency-and-cost/lesson.md?raw';
import { exercises as vectorExercises, questions as vectorQuestions } from './21-vector-search/exercises.ts';
import vectorProse from './21-vector-search/lesson.md?raw';
import {
  exercises as transferExercises,
  questions as transferQuestions,
} from './22-exports-and-imports/exercises.ts';
import transferProse from './22-exports-and-imports/lesson.md?raw';

export const lessons: readonly Lesson[] = [
  lessonFromMarkdown({
    slug: '01-keys-and-item-collections',
    summary:
      'Start from access patterns, choose a partition and sort key, and read a customer with their orders in one Query.',
    markdown: keysProse,
    exercises: keysExercises,
    questions: keysQuestions,
  }),
  lessonFromMarkdown({
    slug: '02-conditional-writes',
    summary:
      'Stop lost updates with a version attribute and keep usernames unique with attribute_not_exists.',
    markdown: conditionalProse,
    exercises: conditionalExercises,
    questions: conditionalQuestions,
  }),
  lessonFromMarkdown({
    slug: '03-secondary-indexes',
    summary:
      'Add a global secondary index for a new access pattern, keep a cheap filtered list with a sparse index, and soft-delete items by taking them out of one.',
    markdown: indexProse,
    exercises: indexExercises,
    questions: indexQuestions,
  }),
  lessonFromMarkdown({
    slug: '04-transactions',
    summary:
      'Keep two items consistent with TransactWriteItems, and read why a cancelled transaction wrote nothing.',
    markdown: transactionProse,
    exercises: transactionExercises,
    questions: transactionQuestions,
  }),
  lessonFromMarkdown({
    slug: '05-hot-partitions',
    summary:
      'See why one busy key throttles whatever the table’s capacity, and spread a hot counter over write shards.',
    markdown: hotPartitionProse,
    exercises: hotPartitionExercises,
    questions: hotPartitionQuestions,
  }),
  lessonFromMarkdown({
    slug: '06-time-to-live',
    summary:
      'Let items expire with TTL — epoch seconds, not milliseconds — handle expired items that reads still return, and know why an MRSC global table needs a cleanup job instead.',
    markdown: ttlProse,
    exercises: ttlExercises,
    questions: ttlQuestions,
  }),
  lessonFromMarkdown({
    slug: '07-query-scan-and-filters',
    summary:
      'Read what a filter really costs (Count against ScannedCount), page through results with Limit and LastEvaluatedKey, and hand that key to clients as a signed cursor, since base64 hides nothing.',
    markdown: readProse,
    exercises: readExercises,
    questions: readQuestions,
  }),
  lessonFromMarkdown({
    slug: '08-batch-operations',
    summary:
      'Save round trips, not capacity, with BatchWriteItem and BatchGetItem, and resend what comes back unprocessed.',
    markdown: batchProse,
    exercises: batchExercises,
    questions: batchQuestions,
  }),
  lessonFromMarkdown({
    slug: '09-streams-and-triggers',
    summary:
      'Turn on a table’s stream, read each change in order with its old and new image, and react to changes with triggers.',
    markdown: streamProse,
    exercises: streamExercises,
    questions: streamQuestions,
  }),
  lessonFromMarkdown({
    slug: '10-capacity-modes',
    summary:
      'Choose on-demand or provisioned, cap an on-demand table’s bill with a maximum, and pre-warm a table before a launch.',
    markdown: capacityProse,
    exercises: capacityExercises,
    questions: capacityQuestions,
  }),
  lessonFromMarkdown({
    slug: '11-modeling-relationships',
    summary:
      'Model many-to-many with an adjacency list and an inverted index, read hierarchies by prefix, bucket time series and keep counters.',
    markdown: relationshipProse,
    exercises: relationshipExercises,
    questions: relationshipQuestions,
  }),
  lessonFromMarkdown({
    slug: '12-attribute-types-and-item-size',
    summary:
      'Pick the right type for each value (exact numbers, sets or lists, maps), see how an item’s size is counted, and split an item so a frequent update costs one write unit.',
    markdown: typeProse,
    exercises: typeExercises,
    questions: typeQuestions,
  }),
  lessonFromMarkdown({
    slug: '13-errors-and-retries',
    summary:
      'Tell errors a retry cannot fix from those worth retrying with backoff, know what the SDKs retry for you, and make a repeated write harmless.',
    markdown: retryProse,
    exercises: retryExercises,
    questions: retryQuestions,
  }),
  lessonFromMarkdown({
    slug: '14-backups-and-restore',
    summary:
      'Take on-demand backups, undo a bad job with point-in-time recovery into a new table, and keep tables from being deleted by accident.',
    markdown: backupProse,
    exercises: backupExercises,
    questions: backupQuestions,
  }),
  lessonFromMarkdown({
    slug: '15-partiql',
    summary:
      'Write SELECT, INSERT, UPDATE and DELETE in PartiQL, and know which SELECTs quietly scan the whole table.',
    markdown: partiqlProse,
    exercises: partiqlExercises,
    questions: partiqlQuestions,
  }),
  lessonFromMarkdown({
    slug: '16-monitoring-and-contributor-insights',
    summary:
      'Read the CloudWatch metrics that matter, set alarms that also catch partly throttled batches, and use Contributor Insights in the right mode to name the key behind a hot partition or a spike of failed conditions.',
    markdown: monitoringProse,
    exercises: monitoringExercises,
    questions: monitoringQuestions,
  }),
  lessonFromMarkdown({
    slug: '17-multi-attribute-index-keys',
    summary:
      'Key a global secondary index on up to four partition and four sort attributes, query it from left to right, and know when a hand-built GSI1PK string is still the better choice.',
    markdown: multiKeyProse,
    exercises: multiKeyExercises,
    questions: multiKeyQuestions,
  }),
  lessonFromMarkdown({
    slug: '18-global-tables-and-security',
    summary:
      'Know what changes when a table gets replicas in other Regions (the MREC and MRSC consistency modes, last writer wins, why a replica is no backup), and secure a table with least-privilege IAM, LeadingKeys, resource policies and the right encryption key.',
    markdown: globalTableProse,
    exercises: globalTableExercises,
    questions: globalTableQuestions,
  }),
  lessonFromMarkdown({
    slug: '19-designing-from-access-patterns',
    summary:
      'Turn a list of access patterns into keys and indexes, serve each with one GetItem or Query, rank the top N by reading a number sort key backwards, measure what Scans, filters and other anti-patterns cost, and add a pattern after launch by backfilling a sparse index.',
    markdown: designProse,
    exercises: designExercises,
    questions: designQuestions,
  }),
  lessonFromMarkdown({
    slug: '20-consistency-and-cost',
    summary:
      'Choose eventually consistent, strongly consistent or transactional reads by what each costs, know what DAX changes, and cut a table’s bill with lean index projections, the Standard-IA table class and Time to Live.',
    markdown: consistencyProse,
    exercises: consistencyExercises,
    questions: consistencyQuestions,
  }),
  lessonFromMarkdown({
    slug: '21-vector-search',
    summary:
      'Add a vector index, the third kind of index, and find the items most similar to a vector with SearchVectors: distance functions, partitions that every search must name, the item a missing attribute silently leaves out, and what writes and searches cost.',
    markdown: vectorProse,
    exercises: vectorExercises,
    questions: vectorQuestions,
  }),
  lessonFromMarkdown({
    slug: '22-exports-and-imports',
    summary:
      'Export a table to S3 as it was at any moment of its recovery window, in full or as the changes of a period, read the files an export writes, and make a new table from CSV, DynamoDB JSON or Ion files, knowing which records an import skips and what CSV does to types.',
    markdown: transferProse,
    exercises: transferExercises,
    questions: transferQuestions,
  }),
];
