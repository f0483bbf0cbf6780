/**
 * DynamoDB validates an item's secondary-index key attributes on every write: absent is fine (the
 * item is simply not in that index), but a present value must have the declared type — an explicit
 * NULL included — and must not be an empty string or binary.
 */
import { invalidParameter, validation } from '../errors.ts';
import { getAttribute, typeOf, type AttributeMap } from '../values/types.ts';
import { keyValueBytes, MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES } from './primaryKey.ts';
import type { Table } from './table.ts';

export function checkIndexKeyValues(table: Table, item: AttributeMap): void {
  for (const index of table.indexes) {
    const partitionCount = index.keySchema.partition.length;
    [...index.keySchema.partition, ...index.keySchema.sort].forEach((attribute, position) => {
      const value = getAttribute(item, attribute.name);
      if (value === undefined) return;
      const actual = typeOf(value);
      if (actual !== attribute.type) {
        throw invalidParameter(
          `Type mismatch for Index Key ${attribute.name} Expected: ${attribute.type} Actual: ${actual} IndexName: ${index.name}`,
        );
      }
      const empty =
        (actual === 'S' && (value as { S: string }).S === '') ||
        (actual === 'B' && (value as { B: string }).B === '');
      if (empty) {
        throw validation(
          `One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty ${actual === 'S' ? 'string' : 'binary'} value. IndexName: ${index.name}, IndexKey: ${attribute.name}`,
        );
      }
      const bytes = keyValueBytes(value, attribute.type);
      const max = position < partitionCount ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
      if (bytes > max) {
        throw invalidParameter(
          `Size limit exceeded for Index Key ${attribute.name} Actual Size: ${bytes} bytes Max Size: ${max} bytes IndexName: ${index.name}`,
        );
      }
    });
  }
}
