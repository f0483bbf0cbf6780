/**
 * Tag rules shared by CreateTable and TagResource: at most 50 tags, keys unique and not starting with
 * `aws:`, keys and values made of letters, digits, spaces and `_ . : / = + - @`. Messages as
 * DynamoDB words them (a 2026 catalogue of DynamoDB's validation messages).
 */
import { validation } from '../errors.ts';
import type { TagInput } from './requestTypes.ts';
import { string, structure } from './shape/shapes.ts';

export const MAX_TAGS_PER_RESOURCE = 50;

export const tag = structure('Tag', {
  Key: string({ required: true, min: 1, max: 128 }),
  Value: string({ required: true, min: 0, max: 256 }),
});

const TAG_TEXT = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;

export function checkTags(tags: readonly TagInput[]): void {
  if (tags.length > MAX_TAGS_PER_RESOURCE) {
    throw validation('Number of Tags exceed the current limit for the provided ResourceArn');
  }
  const keys = new Set<string>();
  for (const { Key: key, Value: value } of tags) {
    if (!TAG_TEXT.test(key)) throw validation(`The Tag Key provided is invalid, Key: ${key}`);
    if (key.toLowerCase().startsWith('aws:'))
      throw validation(`Tag Key cannot be prefixed with aws:, Key: ${key}`);
    if (!TAG_TEXT.test(value)) throw validation(`The Tag Value provided is invalid, Value: ${value}`);
    if (keys.has(key))
      throw validation(`Duplicate Tag Keys provided as input: Duplicate Tag Key found ${key}`);
    keys.add(key);
  }
}
