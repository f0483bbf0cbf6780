import type { Engine } from '../engine.ts';
import { validateUntagResource } from '../validation/untagResource.ts';
import { liveStreamByArn } from './streamTags.ts';
import { taggableTable } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

export function untagResource(engine: Engine, body: object) {
  const request = validateUntagResource(body);
  // A live stream's tags are its own (streamTags.ts).
  const stream = liveStreamByArn(engine, request.ResourceArn);
  if (stream) {
    for (const key of request.TagKeys) stream.tags.delete(key);
    return undefined;
  }
  const table = taggableTable(engine, request.ResourceArn, 'UntagResource');
  if (table.status === 'CREATING') return undefined;
  checkTagsUnlocked(table);
  const tags = new Map(table.tags);
  for (const key of request.TagKeys) tags.delete(key);
  writeTags(engine, table, tags);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
