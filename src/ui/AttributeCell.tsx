/**
 * One attribute value in the items table, shown by type: strings as text, numbers right-aligned in
 * monospace (exact digits, never a float), sets as their members, and lists and maps as a button
 * that opens the value inspector.
 */
import { typeOf, type AttributeValue } from '../client/wireTypes.ts';
import './attributes.css';

/** How an empty string or binary shows (a set may hold one too). */
const EMPTY = '""';

interface AttributeCellProps {
  value: AttributeValue | undefined;
  onInspect(value: AttributeValue): void;
  /**
   * Whose value this is ("tags of CUSTOMER#42 / PROFILE"), the inspector's title: a list's or map's
   * button is named by it too, or a table of them read out from the keyboard is a run of
   * "[2 elements]" that says nothing of which attribute, or which item, each one opens.
   */
  subject?: string;
}

/** Whether a value shows as a button (a list or a map, opening the value inspector): a Tab stop. */
export const opensInspector = (value: AttributeValue) => {
  const type = typeOf(value);
  return type === 'L' || type === 'M';
};

/**
 * What a cell shows of a value, its styling aside: the type tag before it (if any) and its text. The
 * items table reads it too, to make its attributes column as wide as its widest value
 * (attributeWidths.ts) when only some of its rows are drawn.
 */
export function shownValue(value: AttributeValue): { tag?: string; text: string } {
  const type = typeOf(value);
  switch (type) {
    // DynamoDB allows an empty string outside keys: shown as "", or the cell would look absent.
    case 'S':
      return { text: (value as { S: string }).S || EMPTY };
    case 'N':
      return { text: (value as { N: string }).N };
    case 'B':
      return { tag: 'B', text: (value as { B: string }).B || EMPTY };
    case 'BOOL':
      return { text: String((value as { BOOL: boolean }).BOOL) };
    case 'NULL':
      return { text: 'null' };
    case 'SS':
    case 'NS':
    case 'BS':
      return {
        tag: type,
        text: (value as Record<string, string[]>)[type].map((member) => member || EMPTY).join(', '),
      };
    case 'L':
    case 'M': {
      const size =
        type === 'L' ? (value as { L: unknown[] }).L.length : Object.keys((value as { M: object }).M).length;
      const text =
        type === 'L'
          ? `[${size} ${size === 1 ? 'element' : 'elements'}]`
          : `{${size} ${size === 1 ? 'attribute' : 'attributes'}}`;
      return { tag: type, text };
    }
    default:
      return { text: JSON.stringify(value) };
  }
}

export function AttributeCell({ value, onInspect, subject }: AttributeCellProps) {
  if (value === undefined) return <span className="cell cell--absent" aria-label="absent" />;
  const type = typeOf(value);
  const title = `${type ?? '?'}: ${JSON.stringify(Object.values(value)[0])}`;
  const { text } = shownValue(value);
  switch (type) {
    case 'S':
      return (
        <span
          className={(value as { S: string }).S === '' ? 'cell cell--s cell--empty' : 'cell cell--s'}
          title={title}
        >
          {text}
        </span>
      );
    case 'N':
      return (
        <span className="cell cell--n" title={title}>
          {text}
        </span>
      );
    case 'B':
      return (
        <span className="cell cell--b" title={title}>
          <TypeTag type="B" />
          {text}
        </span>
      );
    case 'BOOL':
      return (
        <span className="cell cell--bool" title={title}>
          {text}
        </span>
      );
    case 'NULL':
      return (
        <span className="cell cell--null" title={title}>
          {text}
        </span>
      );
    case 'SS':
    case 'NS':
    case 'BS':
      return (
        <span className="cell cell--set" title={title}>
          <TypeTag type={type} />
          {text}
        </span>
      );
    case 'L':
    case 'M':
      return (
        <button
          type="button"
          className="cell cell--nested"
          onClick={(event) => {
            // Focused, so the inspector can give the focus back to it (Safari does not focus on click).
            event.currentTarget.focus();
            onInspect(value);
          }}
          title="Show this value"
          // The visible text first (WCAG 2.5.3, label in name), then whose value it is.
          aria-label={subject === undefined ? undefined : `${type} ${text}: ${subject}`}
        >
          <TypeTag type={type} />
          {text}
        </button>
      );
    default:
      return <span className="cell cell--malformed">{text}</span>;
  }
}

function TypeTag({ type }: { type: string }) {
  return <span className="type-tag">{type}</span>;
}
