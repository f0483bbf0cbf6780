import { describe, expect, it } from 'vitest';
import { leavingConsequence } from './leavingConsequence.ts';
import { parseHash } from './routes.ts';

describe('leavingConsequence', () => {
  it('names the table the address opens, with its Region for a replica', () => {
    expect(leavingConsequence(parseHash('#/explorer/Orders'))).toBe(
      'Opening the table Orders instead drops them.',
    );
    expect(leavingConsequence(parseHash('#/explorer/Orders/eu-west-1'))).toBe(
      'Opening the table Orders in eu-west-1 instead drops them.',
    );
  });

  it('names the page otherwise', () => {
    expect(leavingConsequence(parseHash('#/console'))).toBe('Opening the Console page instead drops them.');
    expect(leavingConsequence(parseHash('#/explorer'))).toBe('Opening the Explorer page instead drops them.');
    expect(leavingConsequence(parseHash('#/metrics/Orders'))).toBe(
      'Opening the Metrics page instead drops them.',
    );
    expect(leavingConsequence(parseHash('#/'))).toBe('Opening the start page instead drops them.');
  });
});
