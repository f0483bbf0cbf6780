/**
 * `--generate-cli-skeleton`: the template of a command's whole request that the AWS CLI prints
 * instead of running it — every member of the operation's input, each with a placeholder — to fill
 * in and pass back with `--cli-input-json`. The placeholders are botocore's (its ArgumentGenerator):
 * "" for a string, 0 for a number, true for a boolean, null for a binary, 1970-01-01T00:00:00 for a
 * date, one element for a list, one "KeyName" entry for a map, and {} for a structure met again
 * inside itself (an AttributeValue within an AttributeValue). An enum gets its first value in the
 * service model's order, as the CLI v2 prints it (the v1 picks one at random; cliEnums.ts).
 */
import { inputShape, shapeOf, type SchemaRef, type SimpleType, type StructureShape } from './inputShapes.ts';
import { enumPlaceholder } from './cliEnums.ts';
import { CliSyntaxError } from './shellWords.ts';

/** botocore's timestamp placeholder, datetime(1970, 1, 1) as the CLI prints it (isoformat). */
const EPOCH = '1970-01-01T00:00:00';
const MAP_KEY = 'KeyName';

type Skeleton = string | number | boolean | null | Skeleton[] | { [member: string]: Skeleton };

const SKELETON_CHOICES = ['input', 'yaml-input', 'output'];

/**
 * `--generate-cli-skeleton [input|yaml-input|output]`: only `input`, the default, is printed here.
 * The other two are refused with the reason; the CLI's own choice errors otherwise.
 */
export function checkSkeletonChoice(choice: string): void {
  if (choice === 'input') return;
  if (!SKELETON_CHOICES.includes(choice)) {
    throw new CliSyntaxError(
      `aws: error: argument --generate-cli-skeleton: Invalid choice, valid choices are: ${SKELETON_CHOICES.join(' | ')}`,
    );
  }
  throw new CliSyntaxError(
    choice === 'yaml-input'
      ? '--generate-cli-skeleton yaml-input is not supported here: the console reads a whole request as JSON (--cli-input-json), so --generate-cli-skeleton prints the JSON template.'
      : '--generate-cli-skeleton output is not supported here: run the command to see what it returns.',
  );
}

/** The skeleton of an operation's input as the CLI prints it: JSON indented by four spaces. */
export function inputSkeleton(operation: string): string {
  const input = inputShape(operation);
  return JSON.stringify(input ? structureSkeleton(input, []) : {}, null, 4);
}

/** `enclosing`: the structures this value sits in, to stop at the first one met again. */
function skeletonOf(ref: SchemaRef, enclosing: string[], member = ''): Skeleton {
  const shape = shapeOf(ref);
  switch (shape.kind) {
    case 'structure':
      return structureSkeleton(shape, enclosing);
    case 'list':
      return [skeletonOf(shape.member, enclosing)];
    case 'map':
      return { [MAP_KEY]: skeletonOf(shape.value, enclosing) };
    case 'simple':
      return placeholder(shape.type, member);
  }
}

function structureSkeleton(shape: StructureShape, enclosing: string[]): Skeleton {
  if (enclosing.includes(shape.name)) return {};
  const inside = [...enclosing, shape.name];
  const skeleton: Record<string, Skeleton> = {};
  shape.members.forEach((name, i) => (skeleton[name] = skeletonOf(shape.schemas[i], inside, name)));
  return skeleton;
}

function placeholder(type: SimpleType, member: string): Skeleton {
  if (type === 'number') return 0;
  if (type === 'boolean') return true;
  if (type === 'blob') return null;
  if (type === 'timestamp') return EPOCH;
  return enumPlaceholder(member) ?? '';
}
