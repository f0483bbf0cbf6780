/**
 * A table whose global index has a multi-attribute key — two partition attributes (tournament, area)
 * and two sort attributes (round, score) — and five games to put in it: the engine's multi-attribute
 * key tests and the Explorer's query form test use the same data.
 */
import { N, S } from './attributeValues.ts';

export const GAMES_TABLE = {
  TableName: 'games',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'tournament', AttributeType: 'S' },
    { AttributeName: 'area', AttributeType: 'S' },
    { AttributeName: 'round', AttributeType: 'S' },
    { AttributeName: 'score', AttributeType: 'N' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'ByTournament',
      KeySchema: [
        { AttributeName: 'tournament', KeyType: 'HASH' },
        { AttributeName: 'area', KeyType: 'HASH' },
        { AttributeName: 'round', KeyType: 'RANGE' },
        { AttributeName: 'score', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
} as const;

/** id, tournament, area, round, score. */
const GAMES: [string, string, string, string, number][] = [
  ['g1', 'WINTER', 'EU', 'FINAL', 90],
  ['g2', 'WINTER', 'EU', 'FINAL', 70],
  ['g3', 'WINTER', 'EU', 'SEMI', 80],
  ['g4', 'WINTER', 'US', 'FINAL', 60],
  ['g5', 'SUMMER', 'EU', 'FINAL', 50],
];

/** The games as DynamoDB JSON items. */
export const GAME_ITEMS = GAMES.map(([id, tournament, area, round, score]) => ({
  id: S(id),
  tournament: S(tournament),
  area: S(area),
  round: S(round),
  score: N(score),
}));
