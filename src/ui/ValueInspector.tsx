/**
 * A nested value (list or map) laid out as an expandable tree, typed at every level — what the
 * items table opens when a learner clicks a nested cell. It is a modal dialog: it opens in view
 * wherever the cell is (a long list's inspector below the list was out of sight), Escape or a click
 * beside it closes it, and the focus goes back to the cell that opened it.
 */
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { typeOf, type AttributeValue } from '../client/wireTypes.ts';
import './attributes.css';

interface ValueInspectorProps {
  title: string;
  value: AttributeValue;
  onClose(): void;
}

export function ValueInspector({ title, value, onClose }: ValueInspectorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read when it first renders, before it takes the focus: the cell's button (AttributeCell focuses
  // it on click, which Safari would not).
  const [opener] = useState(() => document.activeElement);
  useLayoutEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    // The dialog itself, not its first button: a screen reader announces what it shows.
    element.focus();
    return () => {
      element.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  // A click on the backdrop lands on the dialog element itself, outside its content box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && outside(event)) onClose();
  };
  return (
    <dialog
      className="inspector"
      aria-label={`Value of ${title}`}
      ref={dialog}
      tabIndex={-1}
      // Escape: the parent closes it (unmounting it), so the dialog never closes on its own.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdrop}
    >
      <header className="inspector__header">
        <h3>{title}</h3>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </header>
      <ul className="tree">
        <TreeNode name={title} value={value} depth={0} />
      </ul>
    </dialog>
  );
}

/** Whether a click on the dialog element fell outside its box (on the ::backdrop). */
function outside(event: MouseEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
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
