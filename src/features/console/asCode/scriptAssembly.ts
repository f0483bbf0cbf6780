/**
 * The walk over a script's steps that every language's script shares: each step's heading and
 * sending statements, the guard around a step meant to fail, the resend loop after a batch, the
 * wait after a table change — and the imports and clients all of them need. A language says how it
 * writes each of these (scriptJavaScript.ts, scriptPython.ts), with a client of its own for each
 * Region a step is sent to (regionalCode.ts); the CLI (scriptCli.ts) has no imports or clients and
 * walks the steps itself.
 */
import type { CodeClient, CodeImport, CodeParts } from './codeParts.ts';
import {
  resendsUnprocessed,
  stepHeading,
  waitAfter,
  type ScriptStep,
  type TableWait,
} from './scriptSteps.ts';

/** Lines of code with what they need. */
export interface CodePiece {
  imports?: readonly CodeImport[];
  clients?: readonly CodeClient[];
  lines: readonly string[];
}

export interface ScriptWriter {
  /** What starts a comment line: `//`, `#`. */
  comment: string;
  /** The step's pieces, its sending statements indented `depth` steps; or why it cannot be written. */
  parts(step: ScriptStep, index: number, depth: number): CodeParts | { reason: string };
  /** The sending statements (already indented) inside a guard that lets `error` through. */
  guard(send: readonly string[], error: string): CodePiece;
  /** What sends again a batch's unprocessed items, after the step's own statements. */
  resend(step: ScriptStep): CodePiece;
  /** The wait after a table change, through the client of the step's Region (`region`). */
  wait(wait: TableWait, region: string | undefined): CodePiece;
}

export interface AssembledScript {
  imports: CodeImport[];
  clients: CodeClient[];
  body: string[];
  waits: (TableWait | undefined)[];
}

export function assembleScript(
  steps: readonly ScriptStep[],
  writer: ScriptWriter,
): AssembledScript | { reason: string } {
  const assembled: AssembledScript = { imports: [], clients: [], body: [], waits: steps.map(waitAfter) };
  const add = (piece: CodePiece) => {
    assembled.imports.push(...(piece.imports ?? []));
    assembled.clients.push(...(piece.clients ?? []));
    assembled.body.push(...piece.lines);
  };
  for (const [index, step] of steps.entries()) {
    const parts = writer.parts(step, index, step.expectError ? 1 : 0);
    if ('reason' in parts) return { reason: `Request ${index + 1}: ${parts.reason}` };
    add({ ...parts, lines: ['', `${writer.comment} ${stepHeading(step, index)}`] });
    add(step.expectError ? writer.guard(parts.send, step.expectError) : { lines: parts.send });
    if (resendsUnprocessed(step)) add(writer.resend(step));
    const wait = assembled.waits[index];
    if (wait) add(writer.wait(wait, step.region));
  }
  return assembled;
}
