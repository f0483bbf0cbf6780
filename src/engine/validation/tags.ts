/**
 * Tag rules shared by CreateTable, TagResource and UntagResource: at most 50 tags, keys of 1 to 128
 * and values of up to 256 characters, keys unique and not starting with `aws:`, keys and values made
 * of letters, digits, spaces and `_ . : / = + - @`. DynamoDB words each of these itself — a key or
 * value that is missing, too long or malformed is "provided is invalid", never the generic
 * constraint message (ack-api-quirks dynamodb DDB-TABLE-107, 109, 110, 442: probes in 2026).
 */
import { validation } from '../errors.ts';
import type { TagInput } from './requestTypes.ts';
import { string, structure } from './shape/shapes.ts';

export const MAX_TAGS_PER_RESOURCE = 50;

export const tag = structure('Tag', { Key: string(), Value: string() });

const MAX_KEY_LENGTH = 128;
const MAX_VALUE_LENGTH = 256;

const TAG_TEXT = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;

/** Tags as they come, before these checks (the request shape leaves their members optional). */
export function checkTags(tags: readonly Partial<TagInput>[]): void {
  checkTagCount(tags.length);
  const keys = new Set<string>();
  for (const { Key: key, Value: value } of tags) {
    checkTagKey(key);
    if (value === undefined || value === null || value.length > MAX_VALUE_LENGTH || !TAG_TEXT.test(value)) {
      throw validation(`The Tag Value provided is invalid, Value: ${value ?? 'null'}`);
    }
    if (keys.has(key))
      throw validation(`Duplicate Tag Keys provided as input: Duplicate Tag Key found ${key}`);
    keys.add(key);
  }
}

export function checkTagCount(count: number): void {
  if (count > MAX_TAGS_PER_RESOURCE) {
    throw validation('Number of Tags exceed the current limit for the provided ResourceArn');
  }
}

/** A tag key, in a tag or in UntagResource's TagKeys. */
export function checkTagKey(key: string | null | undefined): asserts key is string {
  if (
    key === undefined ||
    key === null ||
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !TAG_TEXT.test(key)
  ) {
    throw validation(`The Tag Key provided is invalid, Key: ${key ?? 'null'}`);
  }
  if (key.toLowerCase().startsWith('aws:'))
    throw validation(`Tag Key cannot be prefixed with aws:, Key: ${key}`);
}
