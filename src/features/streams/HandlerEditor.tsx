/**
 * The handler's code editor: the console's editor (Monaco, loaded on demand, with the AWS SDK's
 * typings and the `client` / `doc` globals) in JavaScript mode.
 */
import { CodeEditor } from '../console/editor/CodeEditor.tsx';

export function HandlerEditor({
  value,
  path,
  onChange,
  onSubmit,
}: {
  value: string;
  /** A stable model path per trigger, so each keeps its own undo history. */
  path: string;
  onChange(code: string): void;
  onSubmit(): void;
}) {
  return (
    <div className="handler-editor">
      <CodeEditor
        value={value}
        language="javascript"
        path={`file:///triggers/${path}.js`}
        markers={[]}
        onChange={onChange}
        onRun={onSubmit}
        label="Handler code"
      />
    </div>
  );
}
