/**
 * A small PartiQL tokenizer for the editor (Monaco's Monarch): keywords, DynamoDB's functions,
 * 'strings', "quoted names", numbers, ? parameters and comments. Only colours — the engine's own
 * parser, in the engine worker, supplies the error markers (partiql/usePartiQLCheck.ts).
 */
import type * as Monaco from 'monaco-editor/editor/editor.api';

const KEYWORDS = [
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'is',
  'in',
  'between',
  'like',
  'order',
  'by',
  'asc',
  'desc',
  'insert',
  'into',
  'value',
  'values',
  'update',
  'set',
  'remove',
  'delete',
  'returning',
  'all',
  'modified',
  'new',
  'old',
  'missing',
  'null',
  'true',
  'false',
  'exists',
];
const FUNCTIONS = [
  'attribute_type',
  'begins_with',
  'contains',
  'size',
  'exists',
  'missing',
  'list_append',
  'set_add',
  'set_delete',
];

export function registerPartiQL(monaco: typeof Monaco): void {
  monaco.languages.register({ id: 'partiql', aliases: ['PartiQL'] });
  monaco.languages.setLanguageConfiguration('partiql', {
    comments: { lineComment: '--', blockComment: ['/*', '*/'] },
    brackets: [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
      ['<<', '>>'],
    ],
    autoClosingPairs: [
      { open: '(', close: ')' },
      { open: '[', close: ']' },
      { open: '{', close: '}' },
      { open: "'", close: "'", notIn: ['string'] },
      { open: '"', close: '"', notIn: ['string'] },
    ],
  });
  monaco.languages.setMonarchTokensProvider('partiql', {
    ignoreCase: true,
    keywords: KEYWORDS,
    functions: FUNCTIONS,
    tokenizer: {
      root: [
        [/--.*$/, 'comment'],
        [/\/\*/, 'comment', '@comment'],
        [/'/, 'string', '@string'],
        [/"/, 'identifier.quote', '@quoted'],
        [/\?/, 'variable'],
        [/\d+(\.\d+)?([eE][-+]?\d+)?/, 'number'],
        [/[a-zA-Z_]\w*(?=\s*\()/, { cases: { '@functions': 'predefined', '@default': 'identifier' } }],
        [/[a-zA-Z_]\w*/, { cases: { '@keywords': 'keyword', '@default': 'identifier' } }],
        [/<<|>>|<=|>=|<>|!=|[=<>+\-*/%]/, 'operator'],
        [/[(){}[\],.:;]/, 'delimiter'],
      ],
      comment: [
        [/\*\//, 'comment', '@pop'],
        [/./, 'comment'],
      ],
      string: [
        [/''/, 'string.escape'],
        [/'/, 'string', '@pop'],
        [/[^']+/, 'string'],
      ],
      quoted: [
        [/""/, 'identifier.escape'],
        [/"/, 'identifier.quote', '@pop'],
        [/[^"]+/, 'type.identifier'],
      ],
    },
  });
}
