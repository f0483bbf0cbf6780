// Lint rules, checked by oxlint (`npm run lint:code`): ESLint's recommended rules, typescript-eslint's
// recommended ones and React's hooks and compiler checks, as the project had them under ESLint, in about
// a second where ESLint took 60 (85 CPU-seconds of every CI run).
import { defineConfig } from 'oxlint';

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
/** @param {string[]} layers */
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

/** ESLint's `recommended` (v10). */
const eslintRecommended = [
  'constructor-super',
  'for-direction',
  'getter-return',
  'no-async-promise-executor',
  'no-case-declarations',
  'no-class-assign',
  'no-compare-neg-zero',
  'no-cond-assign',
  'no-const-assign',
  'no-constant-binary-expression',
  'no-constant-condition',
  'no-control-regex',
  'no-debugger',
  'no-delete-var',
  'no-dupe-class-members',
  'no-dupe-else-if',
  'no-dupe-keys',
  'no-duplicate-case',
  'no-empty',
  'no-empty-character-class',
  'no-empty-pattern',
  'no-empty-static-block',
  'no-ex-assign',
  'no-extra-boolean-cast',
  'no-fallthrough',
  'no-func-assign',
  'no-global-assign',
  'no-import-assign',
  'no-invalid-regexp',
  'no-irregular-whitespace',
  'no-loss-of-precision',
  'no-misleading-character-class',
  'no-new-native-nonconstructor',
  'no-nonoctal-decimal-escape',
  'no-obj-calls',
  'no-prototype-builtins',
  'no-redeclare',
  'no-regex-spaces',
  'no-self-assign',
  'no-setter-return',
  'no-shadow-restricted-names',
  'no-sparse-arrays',
  'no-this-before-super',
  'no-unassigned-vars',
  'no-unexpected-multiline',
  'no-unreachable',
  'no-unsafe-finally',
  'no-unsafe-negation',
  'no-unsafe-optional-chaining',
  'no-unused-labels',
  'no-unused-private-class-members',
  'no-useless-backreference',
  'no-useless-catch',
  'no-useless-escape',
  'no-with',
  'preserve-caught-error',
  'require-yield',
  'use-isnan',
  'valid-typeof',
];

/** typescript-eslint's `recommended`, with the rules it turns on in place of ESLint's. */
const typescriptRecommended = [
  'no-array-constructor',
  'no-unused-expressions',
  'typescript/ban-ts-comment',
  'typescript/no-duplicate-enum-values',
  'typescript/no-empty-object-type',
  'typescript/no-explicit-any',
  'typescript/no-extra-non-null-assertion',
  'typescript/no-misused-new',
  'typescript/no-namespace',
  'typescript/no-non-null-asserted-optional-chain',
  'typescript/no-require-imports',
  'typescript/no-this-alias',
  'typescript/no-unnecessary-type-constraint',
  'typescript/no-unsafe-declaration-merging',
  'typescript/no-unsafe-function-type',
  'typescript/no-wrapper-object-types',
  'typescript/prefer-as-const',
  'typescript/prefer-namespace-keyword',
  'typescript/triple-slash-reference',
];

/** What typescript-eslint turns off in TypeScript files because the compiler checks it (what it turns on is in the override). */
const checkedByTypeScript = [
  'constructor-super',
  'getter-return',
  'no-class-assign',
  'no-const-assign',
  'no-dupe-class-members',
  'no-dupe-keys',
  'no-func-assign',
  'no-import-assign',
  'no-new-native-nonconstructor',
  'no-obj-calls',
  'no-redeclare',
  'no-setter-return',
  'no-this-before-super',
  'no-unreachable',
  'no-unsafe-negation',
  'no-with',
];

/** React's eslint-plugin-react-hooks `recommended`: the hooks rules and the React Compiler's checks. */
const reactHooksRecommended = {
  'react/rules-of-hooks': 'error',
  'react/exhaustive-deps': 'warn',
  'react/static-components': 'error',
  'react/use-memo': 'error',
  'react/preserve-manual-memoization': 'error',
  'react/incompatible-library': 'warn',
  'react/immutability': 'error',
  'react/globals': 'error',
  'react/refs': 'error',
  'react/set-state-in-effect': 'error',
  'react/error-boundaries': 'error',
  'react/purity': 'error',
  'react/set-state-in-render': 'error',
  'react/unsupported-syntax': 'warn',
};

/** @param {string[]} names @param {"error" | "off"} level */
const all = (names, level) => Object.fromEntries(names.map((name) => [name, level]));

export default defineConfig({
  plugins: ['typescript'],
  // The project's own rules (scripts/lint/sandboxRules.mjs).
  jsPlugins: ['./scripts/lint/sandboxRules.mjs'],
  categories: { correctness: 'off' },
  env: { builtin: true, es2024: true },
  ignorePatterns: ['dist', 'node_modules', 'test-results', 'playwright-report', 'e2e-artifacts'],
  rules: {
    ...all(eslintRecommended, 'error'),
    ...all(typescriptRecommended, 'error'),
    'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'typescript/consistent-type-imports': 'error',
    'sandbox/no-enum': 'error',
  },
  overrides: [
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      rules: {
        ...all(checkedByTypeScript, 'off'),
        'no-var': 'error',
        'prefer-const': 'error',
        'prefer-rest-params': 'error',
        'prefer-spread': 'error',
      },
    },
    {
      files: ['src/engine/**/*.ts'],
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
      rules: {
        'no-restricted-imports': portableLayerRule(['server', 'worker', 'client', 'state', 'features', 'ui']),
      },
    },
    {
      files: uiFiles,
      plugins: ['react'],
      env: { browser: true },
      rules: {
        ...reactHooksRecommended,
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
      env: { node: true },
    },
    {
      // Tests read arbitrary wire JSON; typing every reply would add noise without catching anything.
      files: ['test/**/*.ts', 'src/**/*.test.ts', 'e2e/**/*.ts'],
      rules: { 'typescript/no-explicit-any': 'off' },
    },
    {
      // Tests may reach across layers (a test of the engine through dispatch, a Node helper).
      files: ['**/*.test.ts', '**/*.test.tsx'],
      rules: { 'no-restricted-imports': 'off' },
    },
  ],
});
