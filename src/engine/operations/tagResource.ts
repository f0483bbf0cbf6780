import type { Engine } from '../engine.ts';
import { validateTagResource } from '../validation/tagResource.ts';
import { taggableTable, checkTagCount } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

export function tagResource(engine: Engine, body: object) {
  const request = validateTagResource(body);
  const table = taggableTable(engine, request.ResourceArn, 'TagResource');
  const pairs = new Map(request.Tags.map((tag) => [tag.Key, tag.Value]));
  checkTagsUnlocked(table, pairs);
  const tags = new Map([...table.tags, ...pairs]);
  checkTagCount(tags.size);
  writeTags(engine, table, tags, pairs);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
