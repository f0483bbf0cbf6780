/**
 * What the object viewer calls what it shows (ObjectContentView.tsx): a file of JSON lines, or a
 * JSON document written on one line (manifest-summary.json), which is not "JSON lines: 1 line";
 * which views reformat the file; and where a manifest line names a data file, to link it.
 */
import { plural } from '../../ui/plural.ts';
import type { Compression } from './objectContent.ts';
import { formatBytes } from './s3Format.ts';

export type LineStyle = 'line' | 'indented';

/**
 * The caption above JSON lines: `JSON lines: 3 lines, decompressed from gzip`. When the text is
 * `truncated` the object has more than the lines shown: `at least 3 lines`.
 */
export function jsonLinesCaption(
  lineCount: number,
  compression: Compression | undefined,
  truncated = false,
): string {
  const what = truncated
    ? `JSON lines: at least ${plural(lineCount, 'line')}`
    : lineCount === 1
      ? 'A JSON document, on one line'
      : `JSON lines: ${plural(lineCount, 'line')}`;
  return compression ? `${what}, decompressed from ${compression}` : what;
}

/** A decompressed size, `more than 781 KB` when decompression stopped there (`cut`). */
export function decompressedSize(size: number, cut: boolean | undefined): string {
  return cut ? `more than ${formatBytes(size)}` : formatBytes(size);
}

/** Below text that is not all of the object: why, and where the rest is. */
export function cutNote(size: number, cut: boolean | undefined): string {
  return cut
    ? `The beginning of a larger decompressed object: the viewer stopped decompressing after ${formatBytes(size)}. Download the object for all of it.`
    : 'The beginning of the object: download it for the rest.';
}

/**
 * The views of JSON lines. Neither is the file's own bytes (the one-line view adds a space after
 * each ':' and ','), so both say they are reformatted; the download has the file as it is.
 */
export function lineStyles(
  lineCount: number,
  truncated = false,
): {
  label: string;
  options: { value: LineStyle; label: string }[];
} {
  const document = lineCount === 1 && !truncated;
  return {
    label: document ? 'Show the document' : 'Show each line',
    options: [
      { value: 'line', label: document ? 'On one line (reformatted)' : 'One line each (reformatted)' },
      { value: 'indented', label: 'Indented' },
    ],
  };
}

/**
 * A line of manifest-files.json names its data file in `dataFileS3Key`: the shown text split around
 * that key's JSON string, so the viewer can make it a link to the object; undefined when the line
 * has none. Both views write the member as `"dataFileS3Key": "…"`.
 */
export function dataFileLink(
  shown: string,
  line: unknown,
): { before: string; key: string; quoted: string; after: string } | undefined {
  if (line === null || typeof line !== 'object') return undefined;
  const key = (line as Record<string, unknown>).dataFileS3Key;
  if (typeof key !== 'string' || key === '') return undefined;
  const quoted = JSON.stringify(key);
  const member = `"dataFileS3Key": ${quoted}`;
  const at = shown.indexOf(member);
  if (at === -1) return undefined;
  const start = at + member.length - quoted.length;
  return { before: shown.slice(0, start), key, quoted, after: shown.slice(start + quoted.length) };
}
