import type { Engine } from '../engine.ts';
import { validateUntagResource } from '../validation/untagResource.ts';
import { taggableTable } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

export function untagResource(engine: Engine, body: object) {
  const request = validateUntagResource(body);
  const table = taggableTable(engine, request.ResourceArn, 'UntagResource');
  if (table.status === 'CREATING') return undefined;
  checkTagsUnlocked(table);
  const tags = new Map(table.tags);
  for (const key of request.TagKeys) tags.delete(key);
  writeTags(engine, table, tags);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
