import { describe, expect, it } from 'vitest';
import {
  explainImportError,
  learnerModuleSource,
  missingBuiltinUrl,
  positionInModule,
  rewriteSpecifiers,
  shimSource,
  STARTED_GLOBAL,
  startMarkerSource,
} from './learnerModule.ts';

const urls = { '@aws-sdk/lib-dynamodb': 'blob:lib', '@aws-sdk/client-dynamodb': 'blob:client' };

describe('rewriteSpecifiers', () => {
  it('points static, side-effect and dynamic imports of provided packages at their shims', () => {
    const code = [
      "import { PutCommand } from '@aws-sdk/lib-dynamodb';",
      'import {',
      '  QueryCommand,',
      '} from "@aws-sdk/client-dynamodb";',
      "import '@aws-sdk/lib-dynamodb';",
      "const lib = await import('@aws-sdk/lib-dynamodb');",
    ].join('\n');
    expect(rewriteSpecifiers(code, urls)).toBe(
      [
        "import { PutCommand } from 'blob:lib';",
        'import {',
        '  QueryCommand,',
        '} from "blob:client";',
        "import 'blob:lib';",
        "const lib = await import('blob:lib');",
      ].join('\n'),
    );
  });

  it('gives a node: built-in the fallback module, the same one each time, and leaves others', () => {
    const code = "import fs from 'node:fs';\nimport { x } from 'lodash';\nawait import('node:fs');";
    const rewritten = rewriteSpecifiers(code, urls, missingBuiltinUrl);
    const url = missingBuiltinUrl('node:fs');
    expect(url).toMatch(/^blob:/);
    expect(rewritten).toBe(`import fs from '${url}';\nimport { x } from 'lodash';\nawait import('${url}');`);
    expect(missingBuiltinUrl('lodash')).toBeUndefined();
    // Importing a name from it fails while linking, with its URL in the message: explained.
    expect(
      explainImportError(`The requested module '${url}' does not provide an export named 'readFileSync'`, {}),
    ).toBe('Cannot import "node:fs": the sandbox runs in the browser, without Node.js\'s built-in modules.');
  });

  it('leaves other specifiers and ordinary strings alone, and keeps every line in place', () => {
    const code = "import x from 'lodash';\nconsole.log('data from here')";
    expect(rewriteSpecifiers(code, urls)).toBe(code);
  });
});

describe('shimSource', () => {
  it('re-exports every named export that is an identifier', () => {
    const source = shimSource('@aws-sdk/lib-dynamodb', {
      PutCommand: 1,
      GetCommand: 2,
      'not-an-id': 3,
      default: 4,
    });
    expect(source).toContain('export const { PutCommand, GetCommand } = m;');
    expect(source).toContain('["@aws-sdk/lib-dynamodb"]');
  });
});

describe('explainImportError', () => {
  it('names a package, not its shim’s blob URL, when an import names an export it lacks', () => {
    const shims = { '@aws-sdk/lib-dynamodb': 'blob:http://localhost/c6a2' };
    expect(
      explainImportError(
        "The requested module 'blob:http://localhost/c6a2' does not provide an export named 'Nope'",
        { '@aws-sdk/lib-dynamodb': {} },
        shims,
      ),
    ).toBe("The requested module '@aws-sdk/lib-dynamodb' does not provide an export named 'Nope'");
  });

  it('names the packages the sandbox provides when a specifier does not resolve', () => {
    const registry = { '@aws-sdk/client-dynamodb': {}, '@aws-sdk/lib-dynamodb': {} };
    expect(
      explainImportError('Failed to resolve module specifier "lodash". Relative references…', registry),
    ).toBe(
      'Cannot import "lodash": the sandbox provides only @aws-sdk/client-dynamodb and @aws-sdk/lib-dynamodb.',
    );
    expect(explainImportError('x is not defined', registry)).toBe('x is not defined');
    // Shims that are not packages (node:url) are not offered as what the sandbox provides.
    const withShims = { ...registry, 'node:url': {}, url: {} };
    expect(explainImportError('Failed to resolve module specifier "uuid".', withShims)).toBe(
      'Cannot import "uuid": the sandbox provides only @aws-sdk/client-dynamodb and @aws-sdk/lib-dynamodb.',
    );
  });

  it('says a Node built-in is missing, and that CommonJS code should use import', () => {
    expect(explainImportError('Failed to resolve module specifier "fs". Relative…', {})).toBe(
      'Cannot import "fs": the sandbox runs in the browser, without Node.js\'s built-in modules.',
    );
    expect(explainImportError('Buffer is not defined', {})).toMatch(
      /^Buffer is not defined: the sandbox runs your code in the browser, which has no Node\.js Buffer\. For bytes, use new TextEncoder/,
    );
    expect(explainImportError('require is not defined', {})).toMatch(
      /^require is not defined: the sandbox runs your code as an ES module, which has no require\(\)\. Use import/,
    );
    expect(explainImportError('module is not defined', {})).toContain('which has no module.exports');
  });
});

describe('positionInModule', () => {
  it('finds the first frame in the learner module', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (blob:http://h/abc:7:13)\n    at blob:http://h/abc:9:1';
    expect(positionInModule(error, 'blob:http://h/abc')).toEqual({ line: 7, column: 13 });
    expect(positionInModule(error, 'blob:http://h/other')).toBeUndefined();
    expect(positionInModule('not an error', 'blob:http://h/abc')).toBeUndefined();
  });
});

describe('learnerModuleSource', () => {
  const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

  it('keeps every line and column of the code, and imports the start marker after it', () => {
    const code = "import { PutCommand } from '@aws-sdk/lib-dynamodb';\nconst x = 1; // the end";
    const source = learnerModuleSource(code, urls, 'blob:marker');
    expect(source.startsWith(rewriteSpecifiers(code, urls))).toBe(true);
    expect(source.split('\n').slice(0, 2)).toEqual(rewriteSpecifiers(code, urls).split('\n'));
    expect(source.endsWith('\nimport "blob:marker";\n')).toBe(true);
    expect(learnerModuleSource(code, urls)).toBe(rewriteSpecifiers(code, urls));
  });

  it('runs the marker after the code’s imports and before its first statement, though it comes last', async () => {
    const order: string[] = [];
    const globals = globalThis as Record<string, unknown>;
    globals.__learnerModuleOrder = order;
    globals[STARTED_GLOBAL] = (runId: number) => order.push(`started ${runId}`);
    try {
      const dependency = dataUrl("globalThis.__learnerModuleOrder.push('import');");
      const code = [
        `import ${JSON.stringify(dependency)};`,
        "globalThis.__learnerModuleOrder.push('first statement');",
        'await new Promise((resolve) => setTimeout(resolve, 5));',
        "globalThis.__learnerModuleOrder.push('after await'); // no newline at the end",
      ].join('\n');
      await import(dataUrl(learnerModuleSource(code, {}, dataUrl(startMarkerSource(7)))));
      expect(order).toEqual(['import', 'started 7', 'first statement', 'after await']);
    } finally {
      delete globals.__learnerModuleOrder;
      delete globals[STARTED_GLOBAL];
    }
  });
});
