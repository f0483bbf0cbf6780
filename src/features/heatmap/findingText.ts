/** What a heatmap finding is, and the few words every finding writes numbers and units with. */
import type { AccessKind } from './heatScale.ts';

export type FindingTone = 'alert' | 'warn' | 'ok' | 'info' | 'idle';

export interface Finding {
  tone: FindingTone;
  title: string;
  body: string;
  /** The partition the finding is about (the heatmap highlights it). */
  partition?: { resource: string; id: string };
}

export const n = (value: number) => Math.round(value).toLocaleString('en-US');
export const unitsName = (kind: AccessKind) => (kind === 'write' ? 'write units' : 'read units');
export const capitalKind = (kind: AccessKind) => (kind === 'write' ? 'Write' : 'Read');
