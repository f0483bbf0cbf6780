// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers: engine ← protocol ← (server | worker ← client ← state ← features ← app).
// The engine and protocol run in a Web Worker and in Node, so they may not reach UI, DOM or Node-only code.
const uiPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'comlink',
  'monaco-editor',
  'monaco-editor/*',
  '@monaco-editor/*',
  'zustand',
  'zustand/*',
  '@tanstack/*',
];
const portableLayerRule = (layers) => [
  'error',
  {
    patterns: [
      { group: uiPackages, message: 'The engine and protocol must not depend on UI libraries.' },
      {
        group: ['node:*', 'fs', 'http', 'path', 'zlib', 'crypto'],
        message: 'The engine and protocol run in a browser worker: no Node built-ins.',
      },
      ...layers.map((layer) => ({
        group: [`**/${layer}/**`, `**/${layer}`],
        message: `This layer may not import from src/${layer}.`,
      })),
    ],
  },
];

const uiFiles = [
  'src/**/*.tsx',
  'src/app/**/*.ts',
  'src/features/**/*.ts',
  'src/state/**/*.ts',
  'src/ui/**/*.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'e2e-artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use string-literal unions, not enums.' },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': portableLayerRule([
        'protocol',
        'server',
        'worker',
        'client',
        'state',
        'features',
        'ui',
      ]),
    },
  },
  {
    files: ['src/protocol/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': portableLayerRule(['server', 'worker', 'client', 'state', 'features', 'ui']),
    },
  },
  {
    files: uiFiles,
    // Components and hooks live outside tests; the hooks rules' React Compiler pass over the ~160
    // test files beside them cost lint time and could find nothing.
    ignores: ['**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: uiFiles,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/**', '**/protocol/**', '**/server/**'],
              message: 'UI code reaches the engine only through src/client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'test/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{js,ts}',
      'src/**/*.test.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read arbitrary wire JSON; typing every reply would add noise without catching anything.
    files: ['test/**/*.ts', 'src/**/*.test.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
