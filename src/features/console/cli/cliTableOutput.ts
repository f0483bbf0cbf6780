/**
 * `--output table`, laid out as the AWS CLI does when its output is not a terminal (80 columns,
 * no colours), so the console prints what `aws … --output table | cat` prints:
 * - The result is a stack of sections under one frame, the first titled with the operation.
 *   An object's scalar members make one section: a header row of their names (alphabetical) over
 *   a row of values — or one `name | value` row when there is a single scalar. Each list or object
 *   member (alphabetical) follows as its own section, titled with its name and indented one level
 *   deeper (`||` … `||`).
 * - A list of objects is one section with the union of their scalar names as columns, one row per
 *   object; when the objects have nested members, each object gets a section of its own followed by
 *   its nested sections. A list of scalars prints one value per row.
 * - Every section is stretched to the widest one (columns keep their proportions, rounded as
 *   Python's round() does). When the widest is over 80 columns, one-row sections are turned into
 *   `name | value` rows and the widths are worked out again.
 * - Nothing prints for an empty result (None, {}, [], '', 0, 0.0, false), and a scalar result prints only
 *   the title. Characters East Asian Width calls wide, fullwidth or ambiguous count two columns.
 */
import { eastAsianWidthType } from 'get-east-asian-width';
import { CliCommandError } from './cliCommandError.ts';
import {
  isJsonObject as isObject,
  isJsonScalar as isScalar,
  type Json,
  type JsonObject,
} from './jsonValue.ts';
import { byCodePoint, pythonStr } from './pythonText.ts';

const TERMINAL_WIDTH = 80;
/** Space around a cell's text (two on each side) and the frame's two edges. */
const CELL_PADDING = 4;
const BORDER = 2;

interface Section {
  title: string;
  indent: number;
  headers: string[];
  rows: string[][];
  /** Widest text per column, headers included. */
  widths: number[];
  /** Fixed by the first header or row: every row must have as many cells. */
  columns?: number;
}

export function tableOutput(title: string, result: unknown): string {
  const sections: Section[] = [];
  if (!addValue(sections, title, result as Json, 0)) return '';
  let width = frameWidth(sections);
  if (width > TERMINAL_WIDTH) {
    sections.forEach((section, i) => (sections[i] = vertical(section)));
    width = frameWidth(sections);
  }
  const lines = ['-'.repeat(width)];
  for (const section of sections) lines.push(...renderSection(section, width));
  return lines.join('\n');
}

// ---- Building sections from the result ----

/** Python's truthiness, which decides whether a value prints at all. */
function truthy(value: Json): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return Boolean(value?.valueOf());
}

function addValue(sections: Section[], title: string | undefined, value: Json, indent: number): boolean {
  if (!truthy(value)) return false;
  if (title !== undefined) sections.push(newSection(title, indent));
  if (Array.isArray(value)) {
    if (isObject(value[0])) addObjectList(sections, value, indent, title);
    else for (const element of value) addListElement(sections, element);
  } else if (isObject(value)) {
    addObject(sections, value, indent);
  }
  return true;
}

/** Rows always go to the newest section, which may be one a previous element opened. */
const current = (sections: Section[]) => sections[sections.length - 1];

function addListElement(sections: Section[], element: Json): void {
  if (isScalar(element)) addRow(current(sections), [element]);
  else if (Array.isArray(element) && element.every(isScalar)) addRow(current(sections), element);
  // The CLI iterates an object as Python does, over its names: it becomes a row of its names.
  else if (isObject(element)) addRow(current(sections), Object.keys(element));
  else addValue(sections, undefined, element, 0);
}

function addObject(sections: Section[], object: JsonObject, indent: number): void {
  const section = current(sections);
  const { scalars, nested } = splitNames([object]);
  if (scalars.length === 1) addRow(section, [scalars[0], object[scalars[0]]]);
  else if (scalars.length > 1) {
    addHeaders(section, scalars);
    addRow(
      section,
      scalars.map((name) => object[name]),
    );
  }
  for (const name of nested) addValue(sections, name, object[name], indent + 1);
}

function addObjectList(sections: Section[], list: Json[], indent: number, title: string | undefined): void {
  const objects = list.map((element) => (isObject(element) ? element : {}));
  const { scalars, nested } = splitNames(objects);
  let section = current(sections);
  addHeaders(section, scalars);
  objects.forEach((object, i) => {
    if (i > 0 && nested.length > 0) {
      section = newSection(title ?? '', indent);
      sections.push(section);
      addHeaders(section, scalars);
    }
    addRow(
      section,
      scalars.map((name) => (name in object ? object[name] : '')),
    );
    for (const name of nested) if (name in object) addValue(sections, name, object[name], indent + 1);
  });
}

/** The scalar and the nested member names of the objects, each alphabetical. */
function splitNames(objects: JsonObject[]): { scalars: string[]; nested: string[] } {
  const scalars = new Set<string>();
  const nested = new Set<string>();
  for (const object of objects) {
    for (const [name, value] of Object.entries(object)) (isScalar(value) ? scalars : nested).add(name);
  }
  return { scalars: [...scalars].sort(byCodePoint), nested: [...nested].sort(byCodePoint) };
}

function newSection(title: string, indent: number): Section {
  return { title, indent, headers: [], rows: [], widths: [] };
}

function addHeaders(section: Section, headers: string[]): void {
  section.columns ??= headers.length;
  growWidths(section, headers);
  section.headers = headers;
}

function addRow(section: Section, values: Json[]): void {
  section.columns ??= values.length;
  if (values.length !== section.columns) {
    throw new CliCommandError(`Row should have ${section.columns} elements, instead it has ${values.length}`);
  }
  const row = values.map(pythonStr);
  section.rows.push(row);
  growWidths(section, row);
}

function growWidths(section: Section, cells: string[]): void {
  if (section.widths.length === 0) section.widths = cells.map(textWidth);
  else cells.forEach((cell, i) => (section.widths[i] = Math.max(section.widths[i] ?? 0, textWidth(cell))));
}

/** A one-row section with headers, as `name | value` rows (for results too wide for the terminal). */
function vertical(section: Section): Section {
  if (section.rows.length !== 1 || section.headers.length === 0) return section;
  const turned = newSection(section.title, section.indent);
  section.headers.forEach((header, i) => addRow(turned, [header, section.rows[0][i] ?? '']));
  return turned;
}

// ---- Widths ----

/** Columns of text, with East Asian wide, fullwidth and ambiguous characters counting two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    const type = eastAsianWidthType(character.codePointAt(0)!);
    width += type === 'wide' || type === 'fullwidth' || type === 'ambiguous' ? 2 : 1;
  }
  return width;
}

/** The frame is as wide as the widest section needs, with its indent on both sides. */
function frameWidth(sections: Section[]): number {
  return Math.max(
    ...sections.map((section) => {
      const cells = section.widths.reduce((sum, width) => sum + width + CELL_PADDING, 0);
      const outer = 2 * section.indent;
      return Math.max(textWidth(section.title) + BORDER + outer, cells + BORDER + outer);
    }),
  );
}

/** Column widths stretched (or shrunk) to `total`, keeping their proportions. */
function columnWidths(section: Section, total: number): number[] {
  const natural = section.widths.map((width) => width + CELL_PADDING);
  if (natural.length === 0) return natural;
  const scale = total / natural.reduce((sum, width) => sum + width, 0);
  const scaled = natural.map((width) => pythonRound(scale * width));
  let offBy = scaled.reduce((sum, width) => sum + width, 0) - total;
  while (offBy !== 0) {
    // Too wide: take from the first columns; too narrow: give to the last ones.
    const order = scaled.map((_, i) => (offBy > 0 ? i : scaled.length - 1 - i));
    for (const i of order) {
      scaled[i] += offBy > 0 ? -1 : 1;
      offBy += offBy > 0 ? -1 : 1;
      if (offBy === 0) break;
    }
  }
  return scaled;
}

/** Python 3's round(): halves go to the even neighbour. */
function pythonRound(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

// ---- Rendering ----

function renderSection(section: Section, frame: number): string[] {
  const width = frame - 2 * section.indent;
  const lines: string[] = [];
  if (section.title) {
    lines.push(centered(section.title, width, '|', '|'));
    if (section.headers.length === 0 && section.rows.length === 0) lines.push(`+${'-'.repeat(width - 2)}+`);
  }
  const columns = columnWidths(section, width);
  if (section.headers.length > 0) {
    lines.push(ruler(columns));
    lines.push(
      section.headers.map((header, i) => centered(header, columns[i], i === 0 ? '|' : '', '|')).join(''),
    );
  }
  if (section.rows.length > 0 && columns.length > 0) {
    lines.push(ruler(columns));
    for (const row of section.rows) {
      lines.push(columns.map((column, i) => leftAligned(row[i] ?? '', column, i === 0 ? '|' : '')).join(''));
    }
    lines.push(ruler(columns));
  }
  const edge = '|'.repeat(section.indent);
  return lines.map((line) => edge + line + edge);
}

function centered(text: string, width: number, left: string, right: string): string {
  const length = textWidth(text);
  const before = Math.floor(width / 2) - Math.floor(length / 2) - 1;
  const after = width - right.length - (left.length + before + length);
  return left + spaces(before) + text + spaces(after) + right;
}

function leftAligned(text: string, width: number, left: string): string {
  const length = textWidth(text);
  const padding = width - (length + 2 + left.length + 1) >= 0 ? 2 : 0;
  return left + spaces(padding) + text + spaces(width - left.length - padding - length - 1) + '|';
}

function ruler(columns: number[]): string {
  return columns
    .map((width, i) => (i === 0 ? `+${'-'.repeat(width - 2)}+` : `${'-'.repeat(width - 1)}+`))
    .join('');
}

const spaces = (count: number) => ' '.repeat(Math.max(0, count));
