/** ListTagsOfResource request validation. */
import type { ListTagsOfResourceRequest } from './requestTypes.ts';
import { checkTableArn, requireResourceArn } from './resourceArn.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { string, structure } from './shape/shapes.ts';

const checkShape = compileRequest<ListTagsOfResourceRequest>(
  structure('ListTagsOfResourceInput', {
    ResourceArn: string({ min: 1, max: 1283 }),
    NextToken: string(),
  }),
  requireResourceArn,
);

export function validateListTagsOfResource(body: object): ListTagsOfResourceRequest {
  const request = checkShape(body);
  checkTableArn(request.ResourceArn);
  return request;
}
