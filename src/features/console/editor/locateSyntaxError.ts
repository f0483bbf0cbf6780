/**
 * Asks Monaco's TypeScript worker where a script's syntax error is (see run/syntaxErrorPosition.ts
 * for why the browser's own SyntaxError is not enough).
 */
import type { CodePosition } from '../../../client/sandboxRunner.ts';
import { firstSyntaxError } from '../run/syntaxErrorPosition.ts';

let checks = 0;

/**
 * The position of the first syntax error in `source`, by Monaco's TypeScript worker (loaded with the
 * editor, so nothing new is fetched); undefined if it finds none or cannot be reached.
 */
export async function locateSyntaxError(source: string): Promise<CodePosition | undefined> {
  try {
    const { monaco, typescript } = await import('./monacoSetup.ts');
    // A model of its own: the editor may already hold other text than the code that ran.
    const uri = monaco.Uri.parse(`file:///syntax-check-${++checks}.js`);
    const model = monaco.editor.createModel(source, 'javascript', uri);
    try {
      const worker = await (await typescript.getJavaScriptWorker())(uri);
      return firstSyntaxError(source, await worker.getSyntacticDiagnostics(uri.toString()));
    } finally {
      model.dispose();
    }
  } catch {
    return undefined;
  }
}
