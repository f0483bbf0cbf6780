import type { ConsoleLine } from '../../../state/consoleSlice.ts';

/** What the learner's code printed, in order, coloured by level. */
export function ConsoleOutput({ lines, running }: { lines: ConsoleLine[]; running: boolean }) {
  return (
    <section className="output" aria-label="Console output">
      <h3 className="output__title">Output</h3>
      {lines.length === 0 ? (
        <p className="output__empty">{running ? 'Waiting for output…' : 'Nothing was printed.'}</p>
      ) : (
        <pre className="json-block output__lines" tabIndex={0}>
          {lines.map((line, index) => (
            <div
              key={index}
              className={`output__line output__line--${line.level}${line.preformatted ? ' output__line--preformatted' : ''}`}
            >
              {line.text}
            </div>
          ))}
        </pre>
      )}
    </section>
  );
}
