/**
 * CreateTable's GlobalTableSourceArn, refused by name because the sandbox does not simulate
 * multi-account global tables (validation/unsimulatedGlobalTableMembers.ts), is still a string
 * member of the API's shape: a value of another kind is a SerializationException, as for any string
 * member, not the sandbox's refusal by name (which it was, the member being missing from the shape).
 */
import { expect, it } from 'vitest';
import { fails, idTable, testEngine } from '../helpers/wire.ts';

it.each([
  [5, 'NUMBER_VALUE cannot be converted to String'],
  [true, 'TRUE_VALUE cannot be converted to String'],
  [{}, 'Start of structure or map found where not expected'],
])('takes a GlobalTableSourceArn of %j as a SerializationException', (value, message) => {
  const engine = testEngine();
  const failure = fails(engine, 'CreateTable', idTable('MusicTable', { GlobalTableSourceArn: value }));
  expect(failure).toMatchObject({ type: 'SerializationException', message });
  expect(fails(engine, 'DescribeTable', { TableName: 'MusicTable' }).type).toBe('ResourceNotFoundException');
});
