/**
 * The item editor's set rows (SS, NS, BS): one member per line, or a JSON array of strings — the
 * form the editor itself shows a set in when lines would lose something (a member with a line
 * break, an empty one, a first one starting with "["). A learner used to plain JSON writes an NS
 * as `[1, 2]`; read as lines that is one member, "[1, 2]", which the engine refuses as no number.
 * So a JSON array is always read as one, and one holding other than strings is explained with the
 * array probably meant (numbers keep their digits as written). NS members that are not numbers and
 * BS members that are not base64 are explained too, as the engine would only answer with a bare
 * ValidationException or SerializationException. The engine judges the rest (an empty set,
 * duplicate members, a number's size and precision) in DynamoDB's own words.
 */
import { base64Explanation, base64Problem } from './base64Text.ts';
import { NUMBER_TEXT } from './typedValueContents.ts';
import { compactJson, parseWrittenNumbers } from './writtenNumbers.ts';

export type SetType = 'SS' | 'NS' | 'BS';

const EXAMPLES: Record<SetType, string> = { SS: '["a", "b"]', NS: '["1", "2.5"]', BS: '["aGk=", "AQI="]' };

/** A set's members as the row's text shows them: one per line, or JSON when lines would lose something. */
export function setText(members: readonly string[]): string {
  const linesWouldLoseSomething =
    members.some((member) => member === '' || /[\r\n]/.test(member)) ||
    members.join('\n').trimStart().startsWith('[');
  return linesWouldLoseSomething ? JSON.stringify(members, null, 2) : members.join('\n');
}

/** The members the row's text holds, or a string saying what is wrong with them. */
export function setMembers(text: string, type: SetType): string[] | string {
  const members = jsonMembers(text, type) ?? linesOf(text, type);
  if (typeof members === 'string') return members;
  return memberProblem(members, type) ?? members;
}

/** A JSON array's members; a problem when it holds other than strings; undefined for no JSON array. */
function jsonMembers(text: string, type: SetType): string[] | string | undefined {
  if (!text.trimStart().startsWith('[')) return undefined;
  const written = parseWrittenNumbers(text);
  if (!written || !Array.isArray(written.value)) return undefined;
  const { value, digits } = written;
  const texts = value.map((member) =>
    typeof member === 'string' && digits(member) === undefined ? member : undefined,
  );
  if (texts.every((member) => member !== undefined)) return texts as string[];
  const problem =
    `a JSON array of ${type} members takes strings in quotes, as in ${EXAMPLES[type]} ` +
    `(or write one member per line), but ${compactJson(value, digits)} does not.`;
  // Numbers written without their quotes: the same numbers, as the strings DynamoDB JSON wants.
  const meant = value.map((member) => digits(member) ?? member);
  // An SS member that is this very text is written as the editor shows it: inside a JSON array.
  const oneMember = type === 'SS' ? ` To keep it as one member, write ${JSON.stringify([text.trim()])}.` : '';
  if (type === 'BS' || !meant.every((member) => typeof member === 'string')) return problem + oneMember;
  return `${problem} Probably meant: ${compactJson(meant)}.${oneMember}`;
}

function linesOf(text: string, type: SetType): string[] {
  return text
    .split('\n')
    .map((line) => (type === 'SS' ? line : line.trim()))
    .filter((line) => line !== '');
}

/** The first NS member that is no number or BS member that is no base64, explained. */
function memberProblem(members: readonly string[], type: SetType): string | undefined {
  if (type === 'NS') {
    const wrong = members.find((member) => !NUMBER_TEXT.test(member));
    return wrong === undefined
      ? undefined
      : `${JSON.stringify(wrong)} is not a number (a number looks like 42, -1.5 or 1e3).`;
  }
  if (type === 'BS') {
    for (const member of members) {
      const problem = base64Problem(member);
      if (problem) return base64Explanation(member, problem);
    }
  }
  return undefined;
}
