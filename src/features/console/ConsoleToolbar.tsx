import { useAppState } from '../../state/AppServices.tsx';
import { ConsoleRegion } from './ConsoleRegion.tsx';
import type { ConsoleMode } from '../../state/consoleSlice.ts';
import { jsonOperations } from './json/jsonOperations.ts';
import { modes } from './modes.ts';
import { useEngineOperations } from './useEngineOperations.ts';
import { moveWithArrows } from '../../ui/arrowKeys.ts';

interface ConsoleToolbarProps {
  mode: ConsoleMode;
  running: boolean;
  onRun(): void;
  onStop(): void;
}

/** Mode tabs, the JSON mode's operation picker, the Region (ConsoleRegion.tsx), Run and Stop. */
export function ConsoleToolbar({ mode, running, onRun, onStop }: ConsoleToolbarProps) {
  const setMode = useAppState((state) => state.setConsoleMode);
  const jsonOperation = useAppState((state) => state.jsonOperation);
  const setJsonOperation = useAppState((state) => state.setJsonOperation);
  const answered = useEngineOperations();
  const options = (jsonOperations as readonly string[]).includes(jsonOperation)
    ? jsonOperations
    : [jsonOperation, ...jsonOperations];

  return (
    <div className="console-toolbar">
      <div className="mode-tabs" role="tablist" aria-label="Console mode" onKeyDown={moveWithArrows}>
        {modes.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={candidate.id === mode}
            tabIndex={candidate.id === mode ? 0 : -1}
            className="mode-tabs__tab"
            onClick={() => setMode(candidate.id)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {mode === 'json' && (
        <label className="console-toolbar__operation">
          <span>Operation</span>
          <select value={jsonOperation} onChange={(event) => setJsonOperation(event.target.value)}>
            {options.map((operation) => (
              <option key={operation} value={operation}>
                {operation}
                {answered.size > 0 && !answered.has(operation) ? ' (not in the engine yet)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {(mode === 'json' || mode === 'partiql') && <ConsoleRegion />}
      <div className="console-toolbar__actions">
        {/* aria-disabled rather than disabled: pressing one must not drop the keyboard focus to the page. */}
        <button
          type="button"
          className="button button--primary"
          onClick={() => !running && onRun()}
          aria-disabled={running}
        >
          Run <kbd>Ctrl/⌘+Enter</kbd>
        </button>
        {(mode === 'javascript' || mode === 'cli') && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => running && onStop()}
            aria-disabled={!running}
          >
            Stop
          </button>
        )}
      </div>
    </div>
  );
}
