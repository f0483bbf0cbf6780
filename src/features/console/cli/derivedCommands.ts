/**
 * The CLI's commands for the DynamoDB operations cliCommands.ts does not list (bulk put items,
 * Kinesis destinations, resource policies, the legacy global-table calls), which the engine answers
 * like any other. The CLI knows them from the service model, and so does the console: their options
 * come from the input shapes — one per member, named as botocore names it, required where the model requires it.
 */
import { cliCommands, type CommandSpec, type OptionKind } from './cliCommands.ts';
import { INPUTS } from './inputSchemas.ts';
import { inputShape, shapeOf, type SchemaRef } from './inputShapes.ts';
import { STREAMS_INPUTS } from './streamsInputShapes.ts';

/** botocore's xform_name with dashes: ExportTableToPointInTime → export-table-to-point-in-time. */
export function cliName(name: string): string {
  return name
    .replace(/(.)([A-Z][a-z]+)/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

function optionKind(ref: SchemaRef): OptionKind {
  const shape = shapeOf(ref);
  if (shape.kind === 'structure' || shape.kind === 'map') return 'structure';
  if (shape.kind === 'list') {
    const member = shapeOf(shape.member);
    return member.kind === 'simple' && member.type === 'string' ? 'strings' : 'list';
  }
  if (shape.type === 'number') return 'integer';
  if (shape.type === 'boolean') return 'boolean';
  if (shape.type === 'timestamp') return 'timestamp';
  return 'string';
}

function derivedSpec(operation: string): CommandSpec {
  const shape = inputShape(operation)!;
  const options: CommandSpec['options'] = {};
  shape.members.forEach((member, i) => {
    options[cliName(member)] = {
      kind: optionKind(shape.schemas[i]),
      member,
      ...(shape.required.has(member) ? { required: true } : {}),
    };
  });
  return { operation, options };
}

const runnable = new Set(Object.values(cliCommands).map((spec) => spec.operation));

/** `aws dynamodb <command>` for every operation of the model that cliCommands.ts does not list. */
export const derivedCommands: Readonly<Record<string, CommandSpec>> = Object.fromEntries(
  Object.keys(INPUTS)
    .filter((operation) => !runnable.has(operation) && !Object.hasOwn(STREAMS_INPUTS, operation))
    .map((operation) => [cliName(operation), derivedSpec(operation)]),
);
