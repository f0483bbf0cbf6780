/**
 * A nested value (list or map) laid out as an expandable tree, typed at every level — what the
 * items table opens when a learner clicks a nested cell.
 */
import { useEffect, useRef } from 'react';
import { typeOf, type AttributeValue } from '../client/wireTypes.ts';
import './attributes.css';

interface ValueInspectorProps {
  title: string;
  value: AttributeValue;
  onClose(): void;
}

export function ValueInspector({ title, value, onClose }: ValueInspectorProps) {
  // It opens below the table it belongs to, often out of sight: bring it into view and give it the
  // focus, so that what the click did shows (and a keyboard user lands on it).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
    section.current?.focus({ preventScroll: true });
  }, [title, value]);
  return (
    <section className="inspector" aria-label={`Value of ${title}`} ref={section} tabIndex={-1}>
      <header className="inspector__header">
        <h3>{title}</h3>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </header>
      <ul className="tree">
        <TreeNode name={title} value={value} depth={0} />
      </ul>
    </section>
  );
}

/** Deep values open collapsed past this level, so a large document stays readable. */
const OPEN_DEPTH = 2;

function TreeNode({ name, value, depth }: { name: string; value: AttributeValue; depth: number }) {
  const type = typeOf(value);
  if (type === 'L' || type === 'M') {
    const children: [string, AttributeValue][] =
      type === 'L'
        ? (value as { L: AttributeValue[] }).L.map((child, index) => [`[${index}]`, child])
        : Object.entries((value as { M: Record<string, AttributeValue> }).M);
    return (
      <li>
        <details open={depth < OPEN_DEPTH}>
          <summary>
            <span className="tree__name">{name}</span> <span className="type-tag">{type}</span>{' '}
            <span className="tree__meta">{children.length}</span>
          </summary>
          <ul className="tree">
            {children.map(([childName, child]) => (
              <TreeNode key={childName} name={childName} value={child} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className="tree__leaf">
      <span className="tree__name">{name}</span> <span className="type-tag">{type ?? '?'}</span>{' '}
      <code>{JSON.stringify(type ? (value as Record<string, unknown>)[type] : value)}</code>
    </li>
  );
}
