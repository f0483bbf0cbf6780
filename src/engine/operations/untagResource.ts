import type { Engine } from '../engine.ts';
import { validateUntagResource } from '../validation/untagResource.ts';
import { taggableTable } from './tagTarget.ts';

export function untagResource(engine: Engine, body: object) {
  const request = validateUntagResource(body);
  const table = taggableTable(engine, request.ResourceArn, 'UntagResource');
  for (const key of request.TagKeys) table.tags.delete(key);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
