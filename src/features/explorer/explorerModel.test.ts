import { describe, expect, it } from 'vitest';
import type { Item } from '../../client/wireTypes.ts';
import { draftsChanged, draftsFromItem, itemFromDrafts } from './attributeDraft.ts';
import { sandboxRegions, tableRegions } from '../../client/tableRegions.ts';
import { explorerHref } from './explorerHref.ts';
import { groupByPartition } from './itemGroups.ts';

describe('groupByPartition', () => {
  it('groups items into collections by partition key value, keeping their order', () => {
    const items: Item[] = [
      { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#1' } },
      { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } },
      { PK: { S: 'CUSTOMER#7' }, SK: { S: 'PROFILE' } },
      { PK: { N: '7' }, SK: { S: 'x' } },
    ];
    const groups = groupByPartition(items, ['PK']);
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['CUSTOMER#42', 2],
      ['CUSTOMER#7', 1],
      ['7', 1],
    ]);
  });

  it('groups by a multi-attribute index partition key, joining its parts', () => {
    const items: Item[] = [
      { tenant: { S: 't1' }, region: { S: 'eu' }, PK: { S: 'a' } },
      { tenant: { S: 't1' }, region: { S: 'eu' }, PK: { S: 'b' } },
      { tenant: { S: 't1' }, region: { S: 'us' }, PK: { S: 'c' } },
    ];
    expect(
      groupByPartition(items, ['tenant', 'region']).map((group) => [group.label, group.items.length]),
    ).toEqual([
      ['t1 · eu', 2],
      ['t1 · us', 1],
    ]);
  });
});

describe('item editor drafts', () => {
  it('tells unsaved changes from rows as they opened, or changed back', () => {
    const opened = draftsFromItem({ PK: { S: 'a' }, name: { S: 'Ada' } });
    expect(
      draftsChanged(
        opened,
        opened.map((draft) => ({ ...draft })),
      ),
    ).toBe(false);
    const renamed = opened.map((draft) => (draft.name === 'name' ? { ...draft, text: 'Ada L' } : draft));
    expect(draftsChanged(opened, renamed)).toBe(true);
    expect(draftsChanged(opened, [...opened, { name: '', type: 'S', text: '' }])).toBe(true);
    expect(draftsChanged(opened, [opened[0], { ...opened[1], type: 'N' }])).toBe(true);
  });

  it('round-trips every type through the editor rows', () => {
    const item: Item = {
      PK: { S: 'CUSTOMER#42' },
      n: { N: '-1.5' },
      b: { B: 'AAE=' },
      yes: { BOOL: true },
      none: { NULL: true },
      tags: { SS: ['a', 'b c'] },
      scores: { NS: ['1', '2'] },
      list: { L: [{ S: 'x' }, { N: '1' }] },
      map: { M: { city: { S: 'Oslo' } } },
    };
    const drafts = draftsFromItem(item);
    expect(drafts.find((draft) => draft.name === 'tags')).toEqual({
      name: 'tags',
      type: 'SS',
      text: 'a\nb c',
    });
    expect(itemFromDrafts(drafts)).toEqual({ ok: true, item });
  });

  it('writes back unchanged a set that one member per line cannot show', () => {
    const item: Item = {
      PK: { S: 'K' },
      lines: { SS: ['two\nlines', 'one'] },
      empty: { SS: ['', 'x'] },
      bracket: { SS: ['["a"]'] },
      blobs: { BS: ['', 'AAE='] },
      plain: { SS: [' padded ', 'b'] },
    };
    const drafts = draftsFromItem(item);
    expect(drafts.find((draft) => draft.name === 'lines')?.text).toBe('[\n  "two\\nlines",\n  "one"\n]');
    expect(drafts.find((draft) => draft.name === 'plain')?.text).toBe(' padded \nb');
    expect(itemFromDrafts(drafts)).toEqual({ ok: true, item });
  });

  it('reads a set typed as a JSON array of strings, and lines otherwise', () => {
    const row = (text: string) => itemFromDrafts([{ name: 's', type: 'SS', text }]);
    expect(row('["a", ""]')).toEqual({ ok: true, item: { s: { SS: ['a', ''] } } });
    expect(row('[x]\ny\n\n')).toEqual({ ok: true, item: { s: { SS: ['[x]', 'y'] } } });
  });

  it('reports rows that do not make a value, by name', () => {
    const result = itemFromDrafts([
      { name: 'n', type: 'N', text: 'twelve' },
      { name: '', type: 'S', text: 'x' },
      { name: 'ok', type: 'BOOL', text: 'maybe' },
      { name: 'm', type: 'M', text: '[1]' },
      { name: 'n', type: 'S', text: 'again' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        '"n": a number looks like 42, -1.5 or 1e3.',
        'Row 2 needs an attribute name.',
        '"ok": true or false.',
        '"m": a JSON object of typed values.',
        '"n" appears twice.',
      ],
    });
  });

  it('keeps __proto__ as an ordinary attribute name', () => {
    const result = itemFromDrafts([{ name: '__proto__', type: 'S', text: 'x' }]);
    expect(result.ok && JSON.stringify(result.item)).toBe('{"__proto__":{"S":"x"}}');
  });
});

describe('a table’s Regions', () => {
  it('are its own, from its ARN, then its replicas’; a Regional table has one', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:000000000000:table/profiles';
    expect(tableRegions({ TableArn: arn })).toEqual(['us-east-1']);
    expect(
      tableRegions({
        TableArn: arn,
        Replicas: [{ RegionName: 'eu-west-1' }, { RegionName: 'ap-south-1' }],
      }),
    ).toEqual(['us-east-1', 'eu-west-1', 'ap-south-1']);
    expect(
      sandboxRegions([
        { TableArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/solo' },
        { TableArn: arn, Replicas: [{ RegionName: 'eu-west-1' }] },
      ]),
    ).toEqual(['us-east-1', 'eu-west-1']);
    expect(sandboxRegions([])).toEqual([]);
    expect(explorerHref('my table', 'eu-west-1')).toBe('#/explorer/my%20table/eu-west-1');
    expect(explorerHref('profiles')).toBe('#/explorer/profiles');
  });
});
