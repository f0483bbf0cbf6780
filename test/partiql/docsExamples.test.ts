/**
 * The read examples of AWS's PartiQL pages in the DynamoDB Developer Guide — ql-reference.select,
 * ql-functions and ql-operators — run through dispatch against tables shaped as the pages assume
 * (docsSupport.ts), each checked against what its page says it does. Where a page contradicts
 * itself, a comment says which reading is asserted. The write pages (insert, update, delete, data
 * types) are in docsExamplesWrites.test.ts; transactions, batches, EXISTS and the getting-started
 * walk-through in docsExamplesMultiple.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { docsEngine, musicKey, ORDER_COUNT, order, put } from './docsSupport.ts';
import { N, refused, run, S } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = docsEngine();
});

type Item = Record<string, Record<string, unknown>>;
const ids = (items: Item[]) => items.map((item) => Number(item.OrderID.N));
const sortedIds = (items: Item[]) => ids(items).sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const orderIds = (where: string) =>
  sortedIds(run(engine, `SELECT OrderID FROM "Orders" WHERE ${where}`).Items);
/** The read capacity a statement consumes (eventually consistent). */
const cost = (statement: string): number =>
  run(engine, statement, { ReturnConsumedCapacity: 'TOTAL' }).ConsumedCapacity.CapacityUnits;
const scanCost = (): number =>
  ok(engine, 'Scan', { TableName: 'Orders', ReturnConsumedCapacity: 'TOTAL' }).ConsumedCapacity.CapacityUnits;

describe('SELECT (ql-reference.select)', () => {
  it('reads a key equality, an OR of key equalities or a key IN list as Queries, not a scan', () => {
    expect(scanCost()).toBeGreaterThan(5);
    // Each key the WHERE pins is one Query of an absent order: 0.5 RCU apiece.
    const pinned: [string, number][] = [
      ['OrderID = 100', 1],
      [`OrderID = 100 and Address='some address'`, 1],
      ['OrderID = 100 or OrderID = 200', 2],
      ['OrderID IN [100, 300, 234]', 3],
    ];
    for (const [where, keys] of pinned)
      expect(cost(`SELECT * FROM "Orders" WHERE ${where}`), where).toBe(keys / 2);
  });

  it('scans the whole table for a key range, a non-key condition, or an OR with one', () => {
    const full = scanCost();
    const scans = [
      'OrderID > 1',
      `Address='some address'`,
      `OrderID = 100 OR Address='some address'`,
      // An older revision listed this one among the statements that do not scan; pk is no key of
      // Orders, so it scans (the current page has `or OrderID = 200` instead).
      'OrderID = 100 or pk = 200',
    ];
    for (const where of scans) expect(cost(`SELECT * FROM "Orders" WHERE ${where}`), where).toBe(full);
  });

  it('returns the order a key equality names, projected to OrderID and Total', () => {
    const reply = run(engine, `SELECT OrderID, Total FROM "Orders" WHERE OrderID = 1`);
    expect(reply.Items).toEqual([{ OrderID: N(1), Total: N(50) }]);
  });

  it('returns the orders of an OR of keys, and of a key IN list in descending key order', () => {
    expect(orderIds('OrderID = 1 OR OrderID = 2')).toEqual([1, 2]);
    const inList = run(
      engine,
      `SELECT OrderID, Total FROM "Orders" WHERE OrderID IN [1, 2, 3] ORDER BY OrderID DESC`,
    );
    expect(inList.Items).toEqual([3, 2, 1].map((n) => ({ OrderID: N(n), Total: N(n * 50) })));
  });

  it('filters a scan on the non-key Total with >, IN and an inclusive BETWEEN', () => {
    // Order n has a Total of n × 50.
    expect(orderIds('Total > 500')).toEqual(range(11, ORDER_COUNT));
    expect(orderIds('Total IN [500, 600]')).toEqual([10, 12]);
    expect(orderIds('Total BETWEEN 500 AND 600')).toEqual([10, 11, 12]);
  });

  it('follows document paths in the projection and in the WHERE (the WatchList examples)', () => {
    const watched = (...dates: string[]) => ({
      M: { FireStick: { M: { DateWatched: { L: dates.map(S) } } } },
    });
    put(engine, 'WatchList', {
      CustomerID: S('C1'),
      MovieID: S('M1'),
      Devices: watched('12/24/19', '01/05/20'),
    });
    put(engine, 'WatchList', { CustomerID: S('C2'), MovieID: S('M1'), Devices: watched('11/30/19') });
    put(engine, 'WatchList', { CustomerID: S('C3'), MovieID: S('M2'), Devices: { M: { Roku: { M: {} } } } });
    const first = run(
      engine,
      `SELECT Devices.FireStick.DateWatched[0] FROM WatchList WHERE CustomerID= 'C1' AND MovieID= 'M1'`,
    );
    // Named after the path's last name and index, as DynamoDB names it (src/engine/partiql/selectList.ts).
    expect(first.Items).toEqual([{ 'DateWatched[0]': S('12/24/19') }]);
    // The older revision compares with '12/12/19', the current one with '12/24/19': both keep C1 only.
    for (const date of ['12/12/19', '12/24/19']) {
      const after = run(
        engine,
        `SELECT Devices FROM WatchList WHERE Devices.FireStick.DateWatched[0] >= '${date}'`,
      );
      expect(after.Items, date).toEqual([{ Devices: watched('12/24/19', '01/05/20') }]);
    }
  });

  it('reads an index named as "table"."index"', () => {
    const reply = run(engine, `SELECT * FROM "Orders"."CustomerIndex" WHERE CustomerID = 'c1'`);
    expect(sortedIds(reply.Items)).toEqual(range(1, ORDER_COUNT).filter((n) => n % 3 === 1));
    expect(Object.keys(reply.Items[0]).sort()).toEqual(['CustomerID', 'OrderID']);
  });

  it('retrieves every item when the WHERE clause is left out', () => {
    expect(run(engine, `SELECT OrderID FROM "Orders"`).Items).toHaveLength(ORDER_COUNT);
  });
});

describe('functions (ql-functions)', () => {
  it('begins_with and contains test a string attribute of the order the key names', () => {
    expect(orderIds(`"OrderID"=1 AND begins_with("Address", '7834 24th')`)).toEqual([1]);
    expect(orderIds(`"OrderID"=2 AND begins_with("Address", '7834 24th')`)).toEqual([]);
    expect(
      run(engine, `SELECT * FROM Orders WHERE OrderID=1 AND contains("Address", 'Kirkland')`).Items,
    ).toEqual([order(1)]);
    expect(orderIds(`OrderID=2 AND contains("Address", 'Kirkland')`)).toEqual([]);
  });

  it('contains finds a member of a set, not a part of one', () => {
    put(engine, 'Music', {
      ...musicKey('Acme Band', 'PartiQL Rocks'),
      BandMembers: { SS: ['member1', 'member2'] },
    });
    const where = `WHERE Artist = 'Acme Band' AND SongTitle = 'PartiQL Rocks'`;
    expect(
      run(engine, `SELECT SongTitle FROM Music ${where} AND contains(BandMembers, 'member1')`).Items,
    ).toEqual([{ SongTitle: S('PartiQL Rocks') }]);
    expect(
      run(engine, `SELECT SongTitle FROM Music ${where} AND contains(BandMembers, 'member')`).Items,
    ).toEqual([]);
  });

  it('size measures a binary attribute in bytes', () => {
    put(engine, 'Orders', { ...order(1), Image: { B: Buffer.alloc(301).toString('base64') } });
    put(engine, 'Orders', { ...order(2), Image: { B: Buffer.alloc(300).toString('base64') } });
    expect(orderIds(`"OrderID"=1 AND size("Image") >300`)).toEqual([1]);
    expect(orderIds(`"OrderID"=2 AND size("Image") >300`)).toEqual([]);
  });

  it('attribute_type matches the DynamoDB type name', () => {
    put(engine, 'Music', musicKey('Acme Band', 'PartiQL Rocks'));
    put(engine, 'Music', musicKey('No One You Know', 'Call Me Today'));
    expect(run(engine, `SELECT * FROM "Music" WHERE attribute_type("Artist", 'S')`).Items).toHaveLength(2);
    expect(run(engine, `SELECT * FROM "Music" WHERE attribute_type("Artist", 'N')`).Items).toEqual([]);
  });

  it('IS MISSING keeps the items without the attribute, IS NOT MISSING the others', () => {
    put(engine, 'Music', musicKey('Acme Band', 'PartiQL Rocks'));
    put(engine, 'Music', { ...musicKey('No One You Know', 'Call Me Today'), Awards: N(3) });
    expect(run(engine, `SELECT * FROM Music WHERE "Awards" IS MISSING`).Items).toEqual([
      musicKey('Acme Band', 'PartiQL Rocks'),
    ]);
    expect(run(engine, `SELECT SongTitle FROM Music WHERE "Awards" IS NOT MISSING`).Items).toEqual([
      { SongTitle: S('Call Me Today') },
    ]);
  });
});

describe('operators (ql-operators)', () => {
  it('compares with =, <>, !=, <, >, <= and >=, and combines with AND, OR and NOT', () => {
    // Order 5 has a Total of 250.
    const holds = (condition: string) => orderIds(`OrderID = 5 AND (${condition})`).length === 1;
    expect(['Total = 250', 'Total <> 1', 'Total != 1', 'Total < 251', 'Total > 249'].every(holds)).toBe(true);
    expect(['Total <= 250', 'Total >= 250', 'Total = 1 OR Total = 250', 'NOT Total = 1'].every(holds)).toBe(
      true,
    );
    expect(
      ['Total <> 250', 'Total != 250', 'Total < 250', 'Total > 250', 'NOT Total = 250'].some(holds),
    ).toBe(false);
  });

  it('takes up to 100 non-key values in an IN, and refuses 101', () => {
    const totals = (n: number) => range(1, n).map((i) => i * 50);
    expect(orderIds(`Total IN [${totals(100).join(', ')}]`)).toEqual(range(1, ORDER_COUNT));
    expect(
      refused(engine, `SELECT * FROM "Orders" WHERE Total IN [${totals(101).join(', ')}]`),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'The IN operator is provided with too many operands; number of operands: 101',
    });
  });

  it('pages an IN on the partition key 10 items at a time, the rest behind NextToken', () => {
    const statement = `SELECT OrderID FROM "Orders" WHERE OrderID IN [${range(1, 15).join(', ')}]`;
    const first = run(engine, statement);
    expect(ids(first.Items)).toEqual(range(1, 10));
    const second = run(engine, statement, { NextToken: first.NextToken });
    expect(ids(second.Items)).toEqual(range(11, 15));
    expect(second.NextToken).toBeUndefined();
    // One partition read by one Query is not cut at 10.
    for (let i = 0; i < 12; i++) put(engine, 'Music', musicKey('Acme Band', `Song ${i}`));
    expect(run(engine, `SELECT * FROM Music WHERE Artist IN ['Acme Band']`).Items).toHaveLength(12);
  });

  it('resumes a page cut inside a partition, on the table and on an index', () => {
    const pages = (statement: string) => {
      const sizes: number[] = [];
      const items: Item[] = [];
      let NextToken: string | undefined;
      do {
        const reply = run(engine, statement, NextToken ? { NextToken } : {});
        sizes.push(reply.Items.length);
        items.push(...reply.Items);
        NextToken = reply.NextToken;
      } while (NextToken);
      return { sizes, items };
    };
    for (let i = 0; i < 8; i++) {
      put(engine, 'Music', musicKey('A', `s${i}`));
      put(engine, 'Music', musicKey('B', `s${i}`));
    }
    const songs = pages(`SELECT SongTitle FROM Music WHERE Artist IN ['A', 'B'] AND SongTitle <> 's3'`);
    expect(songs.sizes).toEqual([10, 4]);
    expect(songs.items.map((item) => item.SongTitle.S)).toEqual(
      [0, 1, 2, 4, 5, 6, 7].map((i) => `s${i}`).concat([0, 1, 2, 4, 5, 6, 7].map((i) => `s${i}`)),
    );
    const orders = pages(`SELECT OrderID FROM "Orders"."CustomerIndex" WHERE CustomerID IN ['c0', 'c1']`);
    expect(orders.sizes).toEqual([10, 10, 7]);
    expect(sortedIds(orders.items)).toEqual(range(1, ORDER_COUNT).filter((n) => n % 3 !== 2));
  });
});
