import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { validateTagResource } from '../validation/tagResource.ts';
import { liveStreamByArn } from './streamTags.ts';
import { taggableTable, checkTagCount } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

/** All of a resource's tags, keys and values, may take up to 10240 bytes. */
const MAX_TAG_SET_BYTES = 10_240;
const UTF8 = new TextEncoder();

/**
 * The tags the resource would have, checked as DynamoDB checks them: their number, and their size
 * in UTF-8 bytes (ack-api-quirks dynamodb DDB-TABLE-109, probed against AWS in 2026).
 */
function mergedTags(current: ReadonlyMap<string, string>, pairs: ReadonlyMap<string, string>) {
  const tags = new Map([...current, ...pairs]);
  checkTagCount(tags.size);
  let bytes = 0;
  for (const [key, value] of tags) bytes += UTF8.encode(key).length + UTF8.encode(value).length;
  if (bytes > MAX_TAG_SET_BYTES) {
    throw validation(`Tag set size ${bytes} bytes is above max size limit`);
  }
  return tags;
}

export function tagResource(engine: Engine, body: object) {
  const request = validateTagResource(body);
  const pairs = new Map(request.Tags.map((tag) => [tag.Key, tag.Value]));
  // A live stream's tags are its own (streamTags.ts): the table's stay as they are.
  const stream = liveStreamByArn(engine, request.ResourceArn);
  if (stream) {
    for (const [key, value] of mergedTags(stream.tags, pairs)) stream.tags.set(key, value);
    return undefined;
  }
  const table = taggableTable(engine, request.ResourceArn, 'TagResource');
  checkTagsUnlocked(table, pairs);
  writeTags(engine, table, mergedTags(table.tags, pairs), pairs);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
