/** TagResource request validation. */
import { validation } from '../errors.ts';
import type { TagResourceRequest } from './requestTypes.ts';
import { checkTableArn, requireResourceArn } from './resourceArn.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { list, string, structure } from './shape/shapes.ts';
import { checkTags, tag } from './tags.ts';

const checkShape = compileRequest<TagResourceRequest>(
  structure('TagResourceInput', {
    ResourceArn: string({ min: 1, max: 1283 }),
    Tags: list(tag, { required: true }),
  }),
  requireResourceArn,
);

export function validateTagResource(body: object): TagResourceRequest {
  const request = checkShape(body);
  checkTableArn(request.ResourceArn);
  if (request.Tags.length === 0) throw validation('Atleast one Tag needs to be provided as Input.');
  checkTags(request.Tags);
  return request;
}
