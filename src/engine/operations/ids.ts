/** Identifiers derived from the engine's seeded generator, so a replayed session gets the same ids. */
import type { Engine } from '../engine.ts';

export function uuidFrom(engine: Engine): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += engine.random32().toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
