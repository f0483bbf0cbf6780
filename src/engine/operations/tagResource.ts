import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { validateTagResource } from '../validation/tagResource.ts';
import { liveStreamByArn } from './streamTags.ts';
import { taggableTable, checkTagCount } from './tagTarget.ts';
import { checkTagsUnlocked, writeTags } from './tagWrites.ts';

/** All of a resource's tags, keys and values, may take up to 10240 bytes. */
const MAX_TAG_SET_BYTES = 10_240;

/**
 * Checked on the tags the resource would have, like their number (ack-api-quirks dynamodb
 * DDB-TABLE-109, probed against AWS in 2026; the bytes are counted in UTF-8).
 */
function checkTagSetSize(tags: ReadonlyMap<string, string>): void {
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const [key, value] of tags) bytes += encoder.encode(key).length + encoder.encode(value).length;
  if (bytes > MAX_TAG_SET_BYTES) {
    throw validation(`Tag set size ${bytes} bytes is above max size limit`);
  }
}

export function tagResource(engine: Engine, body: object) {
  const request = validateTagResource(body);
  const pairs = new Map(request.Tags.map((tag) => [tag.Key, tag.Value]));
  // A live stream's tags are its own (streamTags.ts): the table's stay as they are.
  const stream = liveStreamByArn(engine, request.ResourceArn);
  if (stream) {
    const tags = new Map([...stream.tags, ...pairs]);
    checkTagCount(tags.size);
    checkTagSetSize(tags);
    pairs.forEach((value, key) => stream.tags.set(key, value));
    return undefined;
  }
  const table = taggableTable(engine, request.ResourceArn, 'TagResource');
  checkTagsUnlocked(table, pairs);
  const tags = new Map([...table.tags, ...pairs]);
  checkTagCount(tags.size);
  checkTagSetSize(tags);
  writeTags(engine, table, tags, pairs);
  // DynamoDB answers a successful tagging call with an empty body.
  return undefined;
}
