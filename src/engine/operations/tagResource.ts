import type { Engine } from '../engine.ts';
import { validateTagResource } from '../validation/tagResource.ts';
import { taggableTable, checkTagCount } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

export function tagResource(engine: Engine, body: object) {
  const request = validateTagResource(body);
  const table = taggableTable(engine, request.ResourceArn, 'TagResource');
  checkTagsUnlocked(table);
  const tags = new Map(table.tags);
  for (const tag of request.Tags) tags.set(tag.Key, tag.Value);
  checkTagCount(tags.size);
  writeTags(engine, table, tags);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
