import type { Engine } from '../engine.ts';
import { validateListTagsOfResource } from '../validation/listTagsOfResource.ts';
import { taggableTable } from './tagTarget.ts';
import { visibleTags } from './tagWrites.ts';

export function listTagsOfResource(engine: Engine, body: object) {
  const request = validateListTagsOfResource(body);
  const table = taggableTable(engine, request.ResourceArn, 'ListTagsOfResource');
  return { Tags: [...visibleTags(table)].map(([Key, Value]) => ({ Key, Value })) };
}
