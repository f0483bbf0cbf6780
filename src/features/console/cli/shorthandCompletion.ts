/**
 * Completion inside an option's shorthand value (`--stream-specification StreamEnabled=true,StreamViewType=`):
 * the word so far is followed through the option's input shape (structures, lists, maps, as the
 * AWS CLI's shorthand nests them), and what may come next where it ends is offered — a structure's
 * members not yet given (`StreamViewType=`), or a member's values: an enum's from the service model,
 * true or false for a boolean. Free text (a map's keys, a string that is not an enum) has none.
 */
import { enumValues } from './cliEnums.ts';
import { inputShape, shapeOf, type Shape, type StructureShape } from './inputShapes.ts';
import type { EditorCompletions } from '../editorCompletion.ts';

type Completion = EditorCompletions['items'][number];

/** Where in the word the offered text goes (an offset in it), and what is offered. */
export interface ShorthandCompletions {
  from: number;
  items: Completion[];
}

/** A member being given a value: its shape, and its name and structure, which say which enum it is. */
interface Member {
  shape: Shape;
  name: string;
  structure: string | undefined;
}

type Frame =
  | { kind: 'structure'; shape: StructureShape; given: Set<string> }
  | { kind: 'map'; value: Shape }
  | { kind: 'list'; element: Shape; owner: Member };

type Mode = 'key' | 'value' | 'scalar' | 'item' | 'after';

/**
 * The completions at the end of `word`, a shorthand value of `operation`'s member `member` (one
 * element of it, for a list option); undefined where the word is not shorthand the shape can follow.
 */
export function shorthandCompletions(
  operation: string,
  member: string,
  word: string,
): ShorthandCompletions | undefined {
  const input = inputShape(operation);
  const index = input?.members.indexOf(member) ?? -1;
  if (!input || index < 0) return undefined;
  let root = shapeOf(input.schemas[index]);
  // A list option takes one shorthand word per element.
  if (root.kind === 'list') root = shapeOf(root.member);
  if (root.kind !== 'structure') return undefined;

  const frames: Frame[] = [{ kind: 'structure', shape: root, given: new Set() }];
  let mode: Mode = 'key';
  let start = 0;
  let current: Member | undefined;
  const top = () => frames[frames.length - 1];

  for (let i = 0; i < word.length; i++) {
    const char = word[i];
    if (mode === 'key') {
      if (char !== '=') continue;
      const frame = top();
      const key = word.slice(start, i);
      if (frame.kind === 'structure') {
        const at = frame.shape.members.indexOf(key);
        if (at < 0) return undefined;
        frame.given.add(key);
        current = { shape: shapeOf(frame.shape.schemas[at]), name: key, structure: frame.shape.name };
      } else if (frame.kind === 'map') {
        current = { shape: frame.value, name: key, structure: undefined };
      } else return undefined;
      mode = 'value';
      start = i + 1;
    } else if (mode === 'value' || mode === 'item') {
      const owner: Member | undefined =
        mode === 'value' ? current : elementOf(top() as Extract<Frame, { kind: 'list' }>);
      if (!owner) return undefined;
      if (char === '{') {
        if (owner.shape.kind === 'structure')
          frames.push({ kind: 'structure', shape: owner.shape, given: new Set() });
        else if (owner.shape.kind === 'map') frames.push({ kind: 'map', value: shapeOf(owner.shape.value) });
        else return undefined;
        mode = 'key';
        start = i + 1;
      } else if (char === '[' && mode === 'value') {
        if (owner.shape.kind !== 'list') return undefined;
        frames.push({ kind: 'list', element: shapeOf(owner.shape.member), owner });
        mode = 'item';
        start = i + 1;
      } else if (char === ']' && mode === 'item') {
        frames.pop();
        mode = 'after';
      } else {
        current = owner;
        mode = 'scalar';
        start = i;
        i--; // The character is the value's first: read it as one.
      }
    } else {
      // A scalar value, or just after a closing bracket: `,` goes on, `}` and `]` close.
      if (char === ',') {
        mode = top().kind === 'list' ? 'item' : 'key';
        start = i + 1;
      } else if (char === '}' || char === ']') {
        const closed = frames.pop();
        if (!closed || (closed.kind === 'list') !== (char === ']') || frames.length === 0) return undefined;
        mode = 'after';
      } else if (mode === 'after') return undefined;
    }
  }

  if (mode === 'key') {
    const frame = top();
    return frame.kind === 'structure' ? { from: start, items: memberNames(frame) } : undefined;
  }
  if (mode === 'item') {
    return { from: start, items: valuesOf(elementOf(top() as Extract<Frame, { kind: 'list' }>)) };
  }
  // Right after a closing bracket there is nothing to offer but the `,` that goes on.
  if (mode === 'after' || !current) return { from: word.length, items: [] };
  return { from: start, items: valuesOf(current) };
}

/** A list's element, as a member: a list of enums (OutputType=[…]) takes the owner's enum. */
function elementOf(frame: Extract<Frame, { kind: 'list' }>): Member {
  return { ...frame.owner, shape: frame.element };
}

/** The structure's members not given yet, each written as `Name=`, required ones first. */
function memberNames(frame: Extract<Frame, { kind: 'structure' }>): Completion[] {
  const { shape, given } = frame;
  const items = shape.members
    .map((name, i): [string, Shape] => [name, shapeOf(shape.schemas[i])])
    .filter(([name]) => !given.has(name))
    .map(([name, member]) => ({
      label: `${name}=`,
      kind: 'option' as const,
      suggestAfter: true,
      detail: `${shape.required.has(name) ? 'required · ' : ''}${kindOf(member)}`,
    }));
  return [
    ...items.filter((item) => item.detail.startsWith('required')),
    ...items.filter((item) => !item.detail.startsWith('required')),
  ];
}

function kindOf(shape: Shape): string {
  return shape.kind === 'simple' ? shape.type : shape.kind;
}

function valuesOf(member: Member): Completion[] {
  if (member.shape.kind !== 'simple') return [];
  const values =
    member.shape.type === 'boolean'
      ? ['true', 'false']
      : member.shape.type === 'string'
        ? enumValues(member.name, member.structure)
        : [];
  return values.map((label) => ({ label, kind: 'value', detail: member.name }));
}
