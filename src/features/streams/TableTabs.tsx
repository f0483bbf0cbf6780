/**
 * The table view's tabs: its items, or its stream and triggers (loaded on demand). Kept in the
 * streams feature so the explorer only places them.
 */
import { moveWithArrows } from '../../ui/arrowKeys.ts';
import './tableTabs.css';

export type TableTab = 'items' | 'streams';

const TABS: { id: TableTab; label: string }[] = [
  { id: 'items', label: 'Items' },
  { id: 'streams', label: 'Stream & triggers' },
];

export function TableTabs({ value, onChange }: { value: TableTab; onChange(tab: TableTab): void }) {
  return (
    <div className="table-tabs" role="tablist" aria-label="Table content" onKeyDown={moveWithArrows}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`table-tab-${tab.id}`}
          aria-selected={tab.id === value}
          // One Tab stop for the group (ARIA's tabs pattern): arrows, Home and End move within it.
          tabIndex={tab.id === value ? 0 : -1}
          aria-controls="table-tab-panel"
          className="table-tabs__tab"
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
