/** Shorthands for option specs in the console's command tables (cliCommands.ts, backupCommands.ts). */
import type { OptionKind, OptionSpec } from './cliCommands.ts';

export const s: OptionSpec = { kind: 'string' };
export const required = (kind: OptionKind): OptionSpec => ({ kind, required: true });
export const int: OptionSpec = { kind: 'integer' };
export const flag: OptionSpec = { kind: 'boolean' };
export const struct: OptionSpec = { kind: 'structure' };
export const list: OptionSpec = { kind: 'list' };
export const time: OptionSpec = { kind: 'timestamp' };
