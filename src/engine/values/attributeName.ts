/**
 * The size limit on an attribute name: 65,535 UTF-8 bytes (the developer guide's "64 KB", whose last
 * byte DynamoDB does not allow). It holds for names in items at every depth, in
 * ExpressionAttributeNames, AttributesToGet and AttributeUpdates, with one message (Alternator's
 * test_limits.py, run against DynamoDB; the wording from a 2026 capture in ExtendDB/extenddb#365).
 * The message is bare here: the item writes of the current layer put it in their
 * "1 validation error detected: " envelope (valueLayer.ts), as that capture shows.
 *
 * An item's own attribute names may not be empty either. TransactWriteItems answers a Put item with
 * an attribute named "" with a bare `Empty attribute name`, before it reads any of that item's
 * values (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts,
 * ten regions, 2026-10-09). The other item writes are held to the same rule with the same words,
 * which PutItem puts in its envelope like its other item checks: their wording is not captured.
 * A map key inside a value may be "" (test/conformance/itemValues.test.ts).
 */
import { validation } from '../errors.ts';
import { utf8Length } from './utf8.ts';

export const MAX_ATTRIBUTE_NAME_BYTES = 65_535;
export const NAME_TOO_LARGE = 'Attribute name is too large, must be less than 65536 bytes';
/** A UTF-16 code unit takes at most 3 UTF-8 bytes, so a name this short is always within the limit. */
const ALWAYS_FITS = Math.floor(MAX_ATTRIBUTE_NAME_BYTES / 3);

export const EMPTY_ATTRIBUTE_NAME = 'Empty attribute name';

/** Refuses an item with an attribute named "": checked before the item's values are read. */
export function checkItemAttributeNames(item: object): void {
  if (Object.hasOwn(item, '')) throw validation(EMPTY_ATTRIBUTE_NAME);
}

export function checkAttributeNameSize(name: string): void {
  if (name.length > ALWAYS_FITS && utf8Length(name) > MAX_ATTRIBUTE_NAME_BYTES) {
    throw validation(NAME_TOO_LARGE);
  }
}
