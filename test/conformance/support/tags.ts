/** Shared by the three tagging conformance files. */
import { ok, type Call } from './suite.ts';

export const arnOf = (table: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/${table}`;

export interface Tag {
  Key: string;
  Value: string;
}

/** A resource's tags, sorted by key (DynamoDB does not promise an order). */
export async function tagsOf(call: Call, arn: string): Promise<Tag[]> {
  const tags = ok(await call('ListTagsOfResource', { ResourceArn: arn })).Tags as Tag[];
  return [...tags].sort((a, b) => (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
}
