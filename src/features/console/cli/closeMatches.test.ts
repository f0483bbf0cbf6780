/** awscli's "maybe you meant" after an invalid command: difflib's close matches, cutoff 0.8. */
import { describe, expect, it } from 'vitest';
import { closeMatches, similarity } from './closeMatches.ts';
import { failure } from './parseCliTestSupport.ts';

const choices = ['batch-get-item', 'get-item', 'put-item', 'update-item', 'describe-table', 'delete-table'];

describe('closeMatches', () => {
  it('scores as difflib.SequenceMatcher.ratio does', () => {
    // Values printed by Python 3's difflib.SequenceMatcher(None, a, b).ratio().
    expect(similarity('put-item', 'put-itme')).toBe(0.875);
    expect(similarity('scan', 'scna')).toBe(0.75);
    expect(similarity('describe-table', 'describe-tabel')).toBeCloseTo(0.9286, 4);
    expect(similarity('get-item', 'put-itme')).toBe(0.625);
  });

  it('keeps the choices at 0.8 or above, best first', () => {
    expect(closeMatches('put-itme', choices)).toEqual(['put-item']);
    expect(closeMatches('getitem', choices)).toEqual(['get-item']);
    expect(closeMatches('describe-tabel', choices)).toEqual(['describe-table']);
    expect(closeMatches('scna', ['scan'])).toEqual([]);
  });
});

describe('an invalid command in AWS CLI mode', () => {
  it('ends with the command it was probably meant to be', () => {
    expect(failure('aws dynamodb put-itme --table-name app')).toMatch(
      /^Line 1: aws: error: argument operation: Invalid choice: 'put-itme'\. Valid choices are: .*, wait\. Maybe you meant: put-item$/,
    );
    expect(failure('aws dynamodb wait table-exist --table-name app')).toMatch(
      /Invalid choice: 'table-exist'\. Valid choices are: .*\. Maybe you meant: table-exists, table-not-exists$/,
    );
  });

  it('adds nothing when no command is close', () => {
    expect(failure('aws dynamodb frobnicate')).toMatch(/Valid choices are: [a-z-, ]*wait$/);
  });
});
