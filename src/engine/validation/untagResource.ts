/** UntagResource request validation. */
import { validation } from '../errors.ts';
import type { UntagResourceRequest } from './requestTypes.ts';
import { checkTableArn, requireResourceArn } from './resourceArn.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { list, string, structure } from './shape/shapes.ts';
import { checkTagCount, checkTagKey } from './tags.ts';

const checkShape = compileRequest<UntagResourceRequest>(
  structure('UntagResourceInput', {
    ResourceArn: string({ min: 1, max: 1283 }),
    TagKeys: list(string(), { required: true }),
  }),
  requireResourceArn,
);

export function validateUntagResource(body: object): UntagResourceRequest {
  const request = checkShape(body);
  checkTableArn(request.ResourceArn);
  if (request.TagKeys.length === 0) throw validation('Atleast one Tag Key needs to be provided as Input.');
  checkTagCount(request.TagKeys.length);
  for (const key of request.TagKeys) checkTagKey(key);
  return request;
}
