/**
 * Every enum of DynamoDB's inputs, as the service model has them, is known to completion: the SDK's
 * runtime schemas do not mark which strings are enums, but its type declarations do, so those are
 * read here and checked against cliEnums.ts for every string member of every operation's input.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as sdk from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { enumValues } from './cliEnums.ts';
import { INPUTS } from './inputSchemas.ts';
import { shapeOf, type SchemaRef, type StructureShape } from './inputShapes.ts';

/** `Structure.Member` → the enum its declaration names (`StreamViewType?: StreamViewType | undefined;`). */
function declaredEnums(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const root = dirname(dirname(require.resolve('@aws-sdk/client-dynamodb/package.json')));
  const models = readFileSync(join(root, 'client-dynamodb/dist-types/models/models_0.d.ts'), 'utf8');
  const enums = new Set(Object.keys(sdk).filter((name) => isEnum((sdk as Record<string, unknown>)[name])));
  const declared = new Map<string, string>();
  let structure = '';
  for (const line of models.split('\n')) {
    const opened = /^export interface (\w+) /.exec(line);
    if (opened) structure = opened[1];
    const member = /^ {4}(\w+)\??: (\w+)(\[\])? \| undefined;/.exec(line);
    if (member && enums.has(member[2])) declared.set(`${structure}.${member[1]}`, member[2]);
  }
  return declared;
}

const isEnum = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).length > 0 &&
  Object.entries(value).every(([key, text]) => key === text);

/** Every string member (or list of strings) of the operations' inputs, as `Structure.Member`. */
function stringMembers(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (ref: SchemaRef, owner?: string) => {
    const shape = shapeOf(ref);
    if (shape.kind === 'simple') {
      if (shape.type === 'string' && owner) found.add(owner);
    } else if (shape.kind === 'list') visit(shape.member, owner);
    else if (shape.kind === 'map') visit(shape.value);
    else if (!seen.has(shape.name)) {
      seen.add(shape.name);
      const structure: StructureShape = shape;
      structure.members.forEach((name, i) => visit(structure.schemas[i], `${structure.name}.${name}`));
    }
  };
  for (const input of Object.values(INPUTS)) visit(input);
  return found;
}

describe('enum values for completion', () => {
  it('knows every enum member of every DynamoDB input, with the model’s values', () => {
    const declared = declaredEnums();
    const members = [...stringMembers()].filter((member) => declared.has(member));
    // A sanity check that the declarations were read: the inputs have dozens of enum members.
    expect(members.length).toBeGreaterThan(30);
    for (const member of members) {
      const [structure, name] = member.split('.');
      const values = Object.values(
        (sdk as unknown as Record<string, Record<string, string>>)[declared.get(member)!],
      );
      expect([member, enumValues(name, structure)]).toEqual([member, values.sort()]);
    }
  });
});
