/**
 * Code that sends requests, in the pieces one request's code and a whole script have in common: the
 * imports, the statements that make the clients, and the statements that send each request. One
 * request's code is its pieces put together; a script merges the imports and makes each client once.
 */
import { LINE_WIDTH } from './codeLayout.ts';

/** What code imports: `names` from `module` (JavaScript; Python's `from … import`), or the module itself (Python's `import boto3`). */
export interface CodeImport {
  module: string;
  names?: readonly string[];
}

/** A client the code makes: the name it binds, and the statement that makes it. */
export type CodeClient = readonly [name: string, statement: string];

export interface CodeParts {
  imports: readonly CodeImport[];
  /** In the order they are made (a document client is made from a DynamoDBClient). */
  clients: readonly CodeClient[];
  /** The statements that send the request and print its reply. */
  send: readonly string[];
}

/** The imports of all parts, one per module, each name once, in the order they are first needed. */
export function mergeImports(imports: readonly CodeImport[]): CodeImport[] {
  const byModule = new Map<string, string[] | undefined>();
  for (const { module, names } of imports) {
    const known = byModule.get(module);
    if (!names) {
      if (!byModule.has(module)) byModule.set(module, undefined);
      continue;
    }
    const merged = known ?? [];
    for (const name of names) if (!merged.includes(name)) merged.push(name);
    byModule.set(module, merged);
  }
  return [...byModule].map(([module, names]) => (names ? { module, names } : { module }));
}

/** Each client once, in the order first made. */
export function mergeClients(clients: readonly CodeClient[]): CodeClient[] {
  const made = new Map<string, CodeClient>();
  for (const client of clients) if (!made.has(client[0])) made.set(client[0], client);
  return [...made.values()];
}

/** `import { A, B } from 'module';`, one name a line when that is longer than 80 columns (as Prettier does). */
export function javaScriptImports(imports: readonly CodeImport[]): string[] {
  return mergeImports(imports).map(({ module, names = [] }) => {
    const line = `import { ${names.join(', ')} } from '${module}';`;
    if (line.length <= LINE_WIDTH) return line;
    return ['import {', ...names.map((name) => `  ${name},`), `} from '${module}';`].join('\n');
  });
}

/** The modules of Python's own library that generated code uses; isort puts them first. */
const PYTHON_STANDARD_LIBRARY = new Set(['datetime', 'decimal', 'random', 'time']);

/**
 * Python imports as isort orders them: the standard library, a blank line, then the rest (boto3,
 * botocore); in each group `import x` before `from x import y`, modules in alphabetical order.
 */
export function pythonImports(imports: readonly CodeImport[]): string[] {
  const merged = mergeImports(imports).sort(
    (a, b) => Number(!!a.names) - Number(!!b.names) || a.module.localeCompare(b.module),
  );
  const line = ({ module, names }: CodeImport) =>
    names ? `from ${module} import ${names.join(', ')}` : `import ${module}`;
  const standard = merged.filter(({ module }) => PYTHON_STANDARD_LIBRARY.has(module)).map(line);
  const others = merged.filter(({ module }) => !PYTHON_STANDARD_LIBRARY.has(module)).map(line);
  return standard.length > 0 && others.length > 0 ? [...standard, '', ...others] : [...standard, ...others];
}

/** One request's code: its imports, a blank line, its clients, the request. */
export function singleRequestCode(importLines: readonly string[], parts: CodeParts): string {
  return [...importLines, '', ...parts.clients.map(([, statement]) => statement), ...parts.send, ''].join(
    '\n',
  );
}
