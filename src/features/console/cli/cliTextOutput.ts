/**
 * `--output text`, as the AWS CLI lays it out (cli-usage-output-format.html): tab-separated values,
 * one line per object.
 * - A scalar prints on its own line; a list of scalars on one line, tab-separated.
 * - An object prints its scalar members on one line, in the alphabetical order of their names,
 *   after the name it was found under in upper case (`TABLENAMES	app`); then each list or object
 *   member, alphabetically, as its own block named after its member.
 * - Objects in one list share one set of columns: every scalar name any of them has, alphabetically,
 *   empty where one lacks it.
 * Scalars print as Python's str() would: True, False, None.
 */
import { isJsonScalar, type Json, type JsonObject } from './jsonValue.ts';
import { byCodePoint, pythonStr } from './pythonText.ts';

export function textOutput(value: unknown): string {
  const lines: string[] = [];
  writeValue(value, undefined, undefined, lines);
  return lines.join('\n');
}

const isCollection = (value: unknown): value is Json[] | JsonObject => !isJsonScalar(value);

function writeValue(
  value: unknown,
  name: string | undefined,
  columns: string[] | undefined,
  lines: string[],
) {
  if (Array.isArray(value)) writeList(value as Json[], name, lines);
  else if (isCollection(value)) writeObject(value as Record<string, Json>, name, columns, lines);
  else lines.push(pythonStr(value));
}

function writeList(list: Json[], name: string | undefined, lines: string[]): void {
  if (list.length === 0) return;
  if (list.some((element) => isCollection(element) && !Array.isArray(element))) {
    const columns = sharedColumns(list);
    for (const element of list) writeValue(element, name, columns, lines);
    return;
  }
  const scalars = list.filter((element) => !isCollection(element));
  if (scalars.length > 0) {
    if (name === undefined) lines.push(scalars.map((element) => pythonStr(element)).join('\t'));
    else for (const element of scalars) lines.push(`${name.toUpperCase()}\t${pythonStr(element)}`);
  }
  for (const nested of list.filter(isCollection)) writeValue(nested, name, undefined, lines);
}

function writeObject(
  object: Record<string, Json>,
  name: string | undefined,
  columns: string[] | undefined,
  lines: string[],
): void {
  const names = Object.keys(object).sort(byCodePoint);
  const scalarNames = columns ?? names.filter((key) => !isCollection(object[key]));
  const row = scalarNames.map((key) =>
    key in object && !isCollection(object[key]) ? pythonStr(object[key]) : '',
  );
  if (row.length > 0) lines.push((name === undefined ? row : [name.toUpperCase(), ...row]).join('\t'));
  for (const key of names) {
    if (columns ? columns.includes(key) : !isCollection(object[key])) continue;
    writeValue(object[key], key, undefined, lines);
  }
}

/** The scalar member names of the objects in a list, alphabetically. */
function sharedColumns(list: Json[]): string[] {
  const names = new Set<string>();
  for (const element of list) {
    if (!isCollection(element) || Array.isArray(element)) continue;
    for (const [key, member] of Object.entries(element)) if (!isCollection(member)) names.add(key);
  }
  return [...names].sort(byCodePoint);
}
