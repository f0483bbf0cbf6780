import type { Engine } from '../engine.ts';
import { validateListTagsOfResource } from '../validation/listTagsOfResource.ts';
import { liveStreamByArn } from './streamTags.ts';
import { taggableTable } from './tagTarget.ts';
import { visibleTags } from './tagWrites.ts';

export function listTagsOfResource(engine: Engine, body: object) {
  const request = validateListTagsOfResource(body);
  const stream = liveStreamByArn(engine, request.ResourceArn);
  if (stream) return { Tags: [...stream.tags].map(([Key, Value]) => ({ Key, Value })) };
  const table = taggableTable(engine, request.ResourceArn, 'ListTagsOfResource');
  return { Tags: [...visibleTags(table)].map(([Key, Value]) => ({ Key, Value })) };
}
