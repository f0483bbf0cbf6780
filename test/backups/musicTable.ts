/**
 * The table the backup tests start from: `music` with a global index, a stream and tags, four items,
 * on an engine where status changes (tables and backups CREATING) take a simulated second.
 */
import {
  CreateBackupCommand,
  CreateTableCommand,
  type BackupDetails,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach } from 'vitest';
import { inProcessEndpoint, type InProcessEndpoint } from '../helpers/endpoint.ts';

export const TABLE: CreateTableCommandInput = {
  TableName: 'music',
  KeySchema: [
    { AttributeName: 'artist', KeyType: 'HASH' },
    { AttributeName: 'song', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'artist', AttributeType: 'S' },
    { AttributeName: 'song', AttributeType: 'S' },
    { AttributeName: 'genre', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'by-genre',
      KeySchema: [{ AttributeName: 'genre', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  BillingMode: 'PAY_PER_REQUEST',
  StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
  Tags: [{ Key: 'team', Value: 'audio' }],
};

export interface MusicTable {
  endpoint: InProcessEndpoint;
  /** Moves the sandbox clock on by `seconds`. */
  advance(seconds: number): void;
  /** CreateBackup of `music`. */
  backup(name?: string): Promise<BackupDetails>;
}

/** Registers the hooks that give every test of the file a fresh `music` table. */
export function useMusicTable(): MusicTable {
  const music = {
    advance: (seconds: number) =>
      void music.endpoint.dispatch('DynamoSandbox.AdvanceClock', JSON.stringify({ Seconds: seconds })),
    backup: async (name = 'before-cleanup') =>
      (await music.endpoint.client.send(new CreateBackupCommand({ TableName: 'music', BackupName: name })))
        .BackupDetails!,
  } as MusicTable;
  beforeEach(async () => {
    music.endpoint = inProcessEndpoint({ tableStatusDelayMs: 1000, gsiPropagationDelayMs: 0 });
    await music.endpoint.client.send(new CreateTableCommand(TABLE));
    // ACTIVE after a second, backups a moment later (operations/tableArrival.ts).
    music.advance(2);
    for (const [artist, song, genre] of [
      ['Nina', 'Sinnerman', 'jazz'],
      ['Nina', 'Feeling Good', 'jazz'],
      ['Miles', 'So What', 'jazz'],
      ['Bowie', 'Heroes', 'rock'],
    ]) {
      await music.endpoint.doc.send(new PutCommand({ TableName: 'music', Item: { artist, song, genre } }));
    }
  });
  afterEach(() => music.endpoint.close());
  return music;
}
