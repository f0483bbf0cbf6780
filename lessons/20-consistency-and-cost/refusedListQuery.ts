/**
 * What to tell a learner of lesson 20 whose latest list Query was refused: the error as DynamoDB
 * returned it, and what to change for the refusals a list read from a global index meets.
 */
import { notYet } from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { CATEGORY, LISTED } from './blog.ts';

/** The feedback on a refused Query of `posts`: `index` is the IndexName it named, if any. */
export function refusedListQuery(
  { type, message }: NonNullable<RecordedCall['error']>,
  index: unknown,
): CheckResult {
  const said = `DynamoDB refused your latest Query with ${type}: “${message}”.`;
  if (message.startsWith('Consistent reads are not supported'))
    return notYet(
      `${said} A global secondary index is filled asynchronously, so it offers eventually consistent reads only; a list page can live with that, and they cost half. Leave ConsistentRead out.`,
    );
  if (message.includes('Select type ALL_ATTRIBUTES is not supported'))
    return notYet(
      `${said} ${String(index)} holds only the attributes it projects, so it cannot return whole posts. Leave Select out: on an index, a Query returns the attributes the index projects.`,
    );
  const unprojected = /does not project \[([^\]]*)\]/.exec(message)?.[1];
  if (unprojected)
    return notYet(
      `${said} A Query on a global secondary index cannot fetch attributes from the table: leave ${unprojected} out of your ProjectionExpression (the list shows only ${LISTED.join(' and ')}).`,
    );
  const unfiltered = /does not project one or more filter attributes: \[([^\]]*)\]/.exec(message)?.[1];
  if (unfiltered)
    return notYet(
      `${said} A filter on a global secondary index can test only what the index projects: take ${unfiltered} out of your FilterExpression (the list of ${CATEGORY} needs no filter).`,
    );
  return notYet(`${said} Change what it names and run it again.`);
}
