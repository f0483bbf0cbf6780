/**
 * Replies are built from small skeleton objects that carry item data as pre-serialised JSON.
 * Stored items are immutable, so each is serialised at most once however often it is read: a Query
 * returning 20 items concatenates 20 cached strings instead of re-encoding them. Operations wrap
 * every attribute map they return in RawJson; the skeleton around them is walked here.
 */
import type { StoredItem } from './storage/itemStore.ts';
import type { AttributeMap } from './values/types.ts';
export class RawJson {
  constructor(readonly json: string) {}
}

/** JSON.stringify that splices RawJson values in verbatim (undefined fields are left out). */
export function stringifyReply(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + stringifyReply(value[i]);
    return out + ']';
  }
  let out = '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + stringifyReply(field);
    first = false;
  }
  return out + '}';
}

/** A stored item's JSON, serialised once and cached on the (immutable) stored item. */
export function storedItemJson(item: StoredItem): RawJson {
  return new RawJson((item.json ??= JSON.stringify(item.attributes)));
}

export function attributeMapJson(map: AttributeMap): RawJson {
  return new RawJson(JSON.stringify(map));
}
