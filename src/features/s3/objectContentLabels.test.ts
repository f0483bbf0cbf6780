import { describe, expect, it } from 'vitest';
import { spacedJson } from './objectContent.ts';
import {
  cutNote,
  dataFileLink,
  decompressedSize,
  jsonLinesCaption,
  lineStyles,
} from './objectContentLabels.ts';
import { formatSimulatedTime, shortTimeParts } from './s3Format.ts';

describe('the object viewer’s labels', () => {
  it('calls a file of one JSON line a JSON document, and many lines JSON lines', () => {
    // manifest-summary.json is one document on one line, not "JSON lines: 1 line".
    expect(jsonLinesCaption(1, undefined)).toBe('A JSON document, on one line');
    expect(jsonLinesCaption(3, 'gzip')).toBe('JSON lines: 3 lines, decompressed from gzip');
    expect(jsonLinesCaption(2, 'zstd')).toBe('JSON lines: 2 lines, decompressed from zstd');
  });

  it('counts the lines of a cut object as a lower bound', () => {
    expect(jsonLinesCaption(7_692, 'gzip', true)).toBe(
      'JSON lines: at least 7,692 lines, decompressed from gzip',
    );
    // One line shown of a longer object is not "a JSON document".
    expect(jsonLinesCaption(1, undefined, true)).toBe('JSON lines: at least 1 line');
    expect(lineStyles(1, true).label).toBe('Show each line');
  });

  it('says a cut decompressed object is larger than what was read', () => {
    expect(decompressedSize(800_000, true)).toBe('more than 781 KB');
    expect(decompressedSize(800_000, undefined)).toBe('781 KB');
    expect(cutNote(800_000, true)).toMatch(/^The beginning of a larger decompressed object: .* after 781 KB/);
    expect(cutNote(800_000, false)).toBe('The beginning of the object: download it for the rest.');
  });

  it('says the one-line view is reformatted', () => {
    expect(lineStyles(4)).toEqual({
      label: 'Show each line',
      options: [
        { value: 'line', label: 'One line each (reformatted)' },
        { value: 'indented', label: 'Indented' },
      ],
    });
    expect(lineStyles(1).label).toBe('Show the document');
    expect(lineStyles(1).options[0].label).toBe('On one line (reformatted)');
  });
});

describe('dataFileLink', () => {
  const line = {
    itemCount: 2,
    md5Checksum: 'x',
    dataFileS3Key: 'exports/AWSDynamoDB/01/data/abc.json.gz',
  };
  const quoted = '"exports/AWSDynamoDB/01/data/abc.json.gz"';

  it('finds a manifest line’s data file in either view, to link it', () => {
    for (const shown of [spacedJson(line), JSON.stringify(line, null, 2)]) {
      const link = dataFileLink(shown, line)!;
      expect(link.key).toBe(line.dataFileS3Key);
      expect(link.quoted).toBe(quoted);
      expect(link.before + link.quoted + link.after).toBe(shown);
      expect(link.before.endsWith('"dataFileS3Key": ')).toBe(true);
    }
  });

  it('leaves other lines alone', () => {
    expect(dataFileLink('{"Item": {}}', { Item: {} })).toBeUndefined();
    expect(dataFileLink('{"dataFileS3Key": 7}', { dataFileS3Key: 7 })).toBeUndefined();
  });
});

describe('times on a narrow screen', () => {
  it('drop the seconds and the zone (the column header says UTC)', () => {
    const at = Date.UTC(2026, 9, 2, 14, 3, 7) / 1000;
    expect(formatSimulatedTime(at)).toBe('2026-10-02 14:03:07 UTC');
    expect(shortTimeParts(at)).toEqual(['2026-10-02', '14:03']);
    expect(shortTimeParts(undefined)).toBeUndefined();
  });
});
