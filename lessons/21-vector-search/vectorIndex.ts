/**
 * Lesson 21's vector indexes as DescribeTable shows them, and the check that one is there as an
 * exercise asks: found, built on the taste vector with the right Dimensions, distance function and
 * projection, and ACTIVE (searchable).
 */
import { describeTable, notYet, type TableShape } from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

/** A vector index as DescribeTable lists it under `VectorIndexes`. */
export interface VectorIndexShape {
  IndexName: string;
  IndexStatus: string;
  Backfilling?: boolean;
  VectorAttribute: { AttributeName: string };
  Dimensions: number;
  DistanceFunction: string;
  SearchSchema?: { AttributeName: string; SearchSchemaElementType: string }[];
  Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
}

export interface ExpectedVectorIndex {
  name: string;
  vectorAttribute: string;
  dimensions: number;
  distanceFunction: string;
  /** Why this distance function, for the learner who chose another. */
  whyDistance: string;
  /** The ProjectionType the task asks for. */
  projection: string;
  /** Why that projection, for the learner who chose another. */
  whyProjection: string;
  /** Why the index takes no HASH element in a SearchSchema, for the learner who gave it one. */
  unpartitionedBecause: string;
}

/** A vector index that is still being made, in the words of its phase. */
function phaseText(index: VectorIndexShape): string {
  if (index.IndexStatus === 'CREATING')
    return index.Backfilling
      ? `${index.IndexName} is CREATING and backfilling: DynamoDB is copying the table’s items into it, and it cannot be searched yet.`
      : `${index.IndexName} is CREATING: DynamoDB is still allocating it (Backfilling is false), and it cannot be searched yet.`;
  return `${index.IndexName} is ${index.IndexStatus}.`;
}

/**
 * What is still wrong with the vector index `expected.name` of `table`: missing, built otherwise, or
 * not ACTIVE yet; undefined once it can be searched. The table is read directly first: while an index
 * is being added the table itself is UPDATING, and the learner should hear about the index.
 */
export async function vectorIndexProblem(
  engine: LessonEngine,
  table: string,
  expected: ExpectedVectorIndex,
): Promise<CheckResult | undefined> {
  const described = await engine.call('DescribeTable', { TableName: table });
  const found = described.ok
    ? (described.reply.Table as TableShape & { VectorIndexes?: VectorIndexShape[] })
    : undefined;
  const indexes = found?.VectorIndexes ?? [];
  const index = indexes.find((candidate) => candidate.IndexName === expected.name);
  if (index) {
    const start =
      'Delete it (UpdateTable with `VectorIndexUpdates: [{"Delete": {…}}]`) and create it again, or press Set up.';
    if (index.VectorAttribute.AttributeName !== expected.vectorAttribute)
      return notYet(
        `${index.IndexName} is built on ${index.VectorAttribute.AttributeName}, but the vectors are in ${expected.vectorAttribute}. ${start}`,
      );
    if (index.Dimensions !== expected.dimensions)
      return notYet(
        `${index.IndexName} has Dimensions ${index.Dimensions}, but every ${expected.vectorAttribute} vector holds ${expected.dimensions} numbers: DynamoDB leaves out every item whose vector has another length. ${start}`,
      );
    if (index.DistanceFunction !== expected.distanceFunction)
      return notYet(
        `${index.IndexName} measures ${index.DistanceFunction}; the task asks for ${expected.distanceFunction}, ${expected.whyDistance}. A vector index cannot be changed: ${start}`,
      );
    // A HASH element confines each search to one partition; INLINE_FILTERs a search may leave alone.
    const hash = index.SearchSchema?.find((element) => element.SearchSchemaElementType === 'HASH');
    if (hash)
      return notYet(
        `${index.IndexName} has a SearchSchema with ${hash.AttributeName} as its HASH element, so each search looks at one ${hash.AttributeName} only; ${expected.unpartitionedBecause}, and asks for no SearchSchema. ${start}`,
      );
    if (index.Projection.ProjectionType !== expected.projection)
      return notYet(
        `${index.IndexName} projects ${index.Projection.ProjectionType}; the task asks for ${expected.projection}, ${expected.whyProjection}. A vector index’s projection cannot be changed: ${start}`,
      );
    if (index.IndexStatus !== 'ACTIVE')
      return notYet(
        `${phaseText(index)} Check again once its IndexStatus is ACTIVE (the clock must be running, or step it).`,
      );
  }
  const usable = await describeTable(engine, table);
  if ('problem' in usable) return usable.problem;
  if (!index) {
    const others = indexes.map((other) => other.IndexName).join(', ');
    return notYet(
      `${table} has no vector index named ${expected.name} yet${others ? ` (it has ${others})` : ''}.`,
    );
  }
  return undefined;
}
