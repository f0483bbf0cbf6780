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

export function AttributeCell({ value, onInspect, subject }: AttributeCellProps) {
  if (value === undefined) return <span className="cell cell--absent" aria-label="absent" />;
  const type = typeOf(value);
  const title = `${type ?? '?'}: ${JSON.stringify(Object.values(value)[0])}`;
  switch (type) {
    case 'S': {
      const text = (value as { S: string }).S;
      // DynamoDB allows an empty string outside keys: shown as "", or the cell would look absent.
      if (text === '')
        return (
          <span className="cell cell--s cell--empty" title={title}>
            {EMPTY}
          </span>
        );
      return (
        <span className="cell cell--s" title={title}>
          {text}
        </span>
      );
    }
    case 'N':
      return (
        <span className="cell cell--n" title={title}>
          {(value as { N: string }).N}
        </span>
      );
    case 'B':
      return (
        <span className="cell cell--b" title={title}>
          <TypeTag type="B" />
          {(value as { B: string }).B || EMPTY}
        </span>
      );
    case 'BOOL':
      return (
        <span className="cell cell--bool" title={title}>
          {String((value as { BOOL: boolean }).BOOL)}
        </span>
      );
    case 'NULL':
      return (
        <span className="cell cell--null" title={title}>
          null
        </span>
      );
    case 'SS':
    case 'NS':
    case 'BS': {
      const members = (value as Record<string, string[]>)[type];
      return (
        <span className="cell cell--set" title={title}>
          <TypeTag type={type} />
          {members.map((member) => member || EMPTY).join(', ')}
        </span>
      );
    }
    case 'L':
    case 'M': {
      const size =
        type === 'L' ? (value as { L: unknown[] }).L.length : Object.keys((value as { M: object }).M).length;
      const label =
        type === 'L'
          ? `[${size} ${size === 1 ? 'element' : 'elements'}]`
          : `{${size} ${size === 1 ? 'attribute' : 'attributes'}}`;
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
          aria-label={subject === undefined ? undefined : `${type} ${label}: ${subject}`}
        >
          <TypeTag type={type} />
          {label}
        </button>
      );
    }
    default:
      return <span className="cell cell--malformed">{JSON.stringify(value)}</span>;
  }
}

function TypeTag({ type }: { type: string }) {
  return <span className="type-tag">{type}</span>;
}
