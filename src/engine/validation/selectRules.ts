/**
 * Which Select values may go with AttributesToGet / ProjectionExpression, checked before the table
 * is looked up. Messages follow DynamoDB Local's validator (DynamoDB's own answers are recorded for
 * COUNT with a ProjectionExpression only); whether the index projects enough is the operation's
 * check, since it needs the table.
 */
import type { Select } from './requestTypes.ts';

interface SelectRequest {
  Select?: Select;
  AttributesToGet?: string[];
  ProjectionExpression?: string;
  IndexName?: string;
}

/** The problem with the request's Select, or undefined. */
export function selectProblem(request: SelectRequest): string | undefined {
  const { Select: select } = request;
  if (select === undefined) return undefined;
  const projected =
    request.AttributesToGet !== undefined
      ? 'AttributesToGet'
      : request.ProjectionExpression !== undefined
        ? 'ProjectionExpression'
        : undefined;
  switch (select) {
    case 'ALL_ATTRIBUTES':
      return projected && `Cannot specify the ${projected} when choosing to get ALL_ATTRIBUTES`;
    case 'ALL_PROJECTED_ATTRIBUTES':
      if (projected) return `Cannot specify the ${projected} when choosing to get ALL_PROJECTED_ATTRIBUTES`;
      return request.IndexName === undefined
        ? 'ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName'
        : undefined;
    case 'COUNT':
      return projected && `Cannot specify the ${projected} when choosing to get only the Count`;
    case 'SPECIFIC_ATTRIBUTES':
      return projected
        ? undefined
        : 'Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES';
  }
}
