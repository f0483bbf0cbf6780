/**
 * Completion for `aws s3 …` (s3Command.ts): its three commands, then their options not yet given;
 * and `s3://sandbox-exports/`, the bucket the export examples write to, where a path goes.
 */
import type { EditorCompletions } from '../editorCompletion.ts';
import { SAMPLE_BUCKET } from '../json/exportImportTemplates.ts';

type Item = EditorCompletions['items'][number];

const COMMANDS: Item[] = [
  { label: 'ls', kind: 'command', detail: 'buckets, or the objects under a prefix' },
  { label: 'cp', kind: 'command', detail: 'print an object (cp s3://… -), or upload a file' },
  { label: 'rm', kind: 'command', detail: 'delete an object' },
  { label: 'help', kind: 'command', detail: 'the commands' },
];

const OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ls: {
    recursive: 'every object under the prefix, by its whole key',
    'human-readable': 'sizes in KiB, MiB …',
    summarize: 'the number of objects and their size',
  },
  cp: { quiet: 'no "upload:" line' },
  rm: { recursive: 'every object under the prefix', quiet: 'no "delete:" lines' },
};

/** `words`: the command's words before the one being written (`aws s3 …`). */
export function s3Completions(words: readonly string[], partial: string): Item[] {
  const command = words[2];
  if (command === undefined) return COMMANDS;
  if (!Object.hasOwn(OPTIONS, command)) return [];
  if (partial.startsWith('-')) {
    return Object.entries(OPTIONS[command])
      .filter(([name]) => !words.includes(`--${name}`))
      .map(([name, detail]) => ({ label: `--${name}`, kind: 'option', detail }));
  }
  return [
    { label: `s3://${SAMPLE_BUCKET}/`, kind: 'value', detail: 'the bucket the export examples write to' },
  ];
}
