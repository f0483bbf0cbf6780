/**
 * Lesson 21's data: recipes, each with a hand-made taste vector of four dimensions (sweet, salty,
 * sour, spicy, from 0 to 1) that a learner can read, and the calls that build the `recipes` table.
 */
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { LessonCall } from '../../src/features/lessons/lessonTypes.ts';
import type { WireItem } from '../../src/features/lessons/checkHelpers.ts';

export const TABLE = 'recipes';
/** The taste vector's attribute: a list of four numbers. */
export const VECTOR = 'taste';
export const DIMENSIONS = 4;
/** What each of the four numbers measures, in order. */
export const TASTE_AXES = ['sweet', 'salty', 'sour', 'spicy'] as const;

export type Taste = readonly [sweet: number, salty: number, sour: number, spicy: number];

export interface Recipe {
  id: string;
  dish: string;
  cuisine: string;
  course: 'starter' | 'main' | 'dessert';
  taste: Taste;
}

export const RECIPES: readonly Recipe[] = [
  { id: 'pad-thai', dish: 'Pad thai', cuisine: 'thai', course: 'main', taste: [0.6, 0.7, 0.5, 0.4] },
  { id: 'tom-yum', dish: 'Tom yum soup', cuisine: 'thai', course: 'starter', taste: [0.1, 0.6, 0.9, 0.8] },
  { id: 'green-curry', dish: 'Green curry', cuisine: 'thai', course: 'main', taste: [0.3, 0.5, 0.1, 0.9] },
  {
    id: 'mango-sticky-rice',
    dish: 'Mango sticky rice',
    cuisine: 'thai',
    course: 'dessert',
    taste: [0.9, 0.2, 0.1, 0],
  },
  {
    id: 'massaman-curry',
    dish: 'Massaman curry',
    cuisine: 'thai',
    course: 'main',
    taste: [0.5, 0.5, 0.2, 0.6],
  },
  { id: 'kimchi-stew', dish: 'Kimchi stew', cuisine: 'korean', course: 'main', taste: [0.1, 0.7, 0.7, 0.8] },
  {
    id: 'hot-sour-soup',
    dish: 'Hot and sour soup',
    cuisine: 'chinese',
    course: 'starter',
    taste: [0.1, 0.6, 0.8, 0.6],
  },
  {
    id: 'salt-pepper-squid',
    dish: 'Salt and pepper squid',
    cuisine: 'chinese',
    course: 'starter',
    taste: [0, 0.9, 0.1, 0.5],
  },
  {
    id: 'margherita',
    dish: 'Margherita pizza',
    cuisine: 'italian',
    course: 'main',
    taste: [0.2, 0.6, 0.3, 0],
  },
  { id: 'lemon-tart', dish: 'Lemon tart', cuisine: 'french', course: 'dessert', taste: [0.9, 0.1, 0.7, 0] },
  {
    id: 'chocolate-mousse',
    dish: 'Chocolate mousse',
    cuisine: 'french',
    course: 'dessert',
    taste: [1, 0.1, 0, 0],
  },
];

export const recipe = (id: string): Recipe => RECIPES.find((candidate) => candidate.id === id)!;

/** A vector as DynamoDB JSON: a list (L) of numbers (N), as items store it. */
export const vectorValue = (vector: readonly number[]) => ({ L: vector.map((n) => ({ N: String(n) })) });

/** A vector as SearchVectors takes it: a bare array of numbers (N), not wrapped in an L. */
export const searchVector = (vector: readonly number[]) => vector.map((n) => ({ N: String(n) }));

/** The numbers of a list-of-numbers attribute, or undefined when the item has no such list. */
export function vectorOf(item: WireItem | undefined, name = VECTOR): number[] | undefined {
  const list = item?.[name]?.L;
  if (!Array.isArray(list)) return undefined;
  const numbers = list.map((element) => Number((element as { N?: unknown }).N));
  return numbers.every((n) => Number.isFinite(n)) ? numbers : undefined;
}

/** A vector as the lesson writes it: `[0.9, 0.1, 0.7, 0]`. */
export const vectorText = (vector: readonly number[]) => `[${vector.join(', ')}]`;

/** Whether two vectors hold the same numbers (an index keeps 32-bit copies, so compare at that precision). */
export const sameVector = (a: readonly number[] | undefined, b: readonly number[]) =>
  a !== undefined && a.length === b.length && a.every((n, i) => Math.fround(n) === Math.fround(b[i]));

/**
 * Whether `a` points the way `b` does: a positive multiple of it, as COSINE distance sees vectors
 * (it compares directions only, so [2, 0, 1, 0] finds what [1, 0, 0.5, 0] finds, with the same
 * scores). A negative multiple points the other way and a zero vector has no direction: neither is.
 * The tolerance is that of the index's 32-bit copies, relative to `b`'s largest element.
 */
export function sameDirection(a: readonly number[] | undefined, b: readonly number[]): boolean {
  if (a === undefined || a.length !== b.length) return false;
  const dot = a.reduce((sum, x, i) => sum + x * b[i], 0);
  const squared = b.reduce((sum, x) => sum + x * x, 0);
  if (!(dot > 0) || !(squared > 0)) return false;
  const scale = dot / squared;
  const largest = Math.max(...b.map(Math.abs));
  return a.every((x, i) => Math.abs(x / scale - b[i]) <= largest * 2 ** -23);
}

/** A recipe as stored; `cuisineAttribute` names the attribute that carries the cuisine. */
export const recipeItem = (r: Recipe, cuisineAttribute = 'cuisine') => ({
  recipeId: { S: r.id },
  dish: { S: r.dish },
  [cuisineAttribute]: { S: r.cuisine },
  course: { S: r.course },
  [VECTOR]: vectorValue(r.taste),
});

/** `recipes` keyed by recipeId, on demand (a vector index needs it), with `extra` added to its CreateTable. */
export function createRecipes(extra: Record<string, unknown> = {}): LessonCall {
  const call = createTableCall(TABLE, { hash: 'recipeId' });
  const definitions = call.body.AttributeDefinitions as unknown[];
  const { AttributeDefinitions: more = [], ...rest } = extra as { AttributeDefinitions?: unknown[] };
  return {
    ...call,
    body: { ...call.body, ...rest, AttributeDefinitions: [...definitions, ...more] },
  };
}

export const putRecipe = (r: Recipe, cuisineAttribute?: string) =>
  putCall(TABLE, recipeItem(r, cuisineAttribute));

/**
 * COSINE distance as DynamoDB scores it: 1 minus the cosine of the angle between the vectors, from 0
 * (same direction) to 2 (opposite). The lesson's own arithmetic, to name the expected answers; the
 * checks compare them with what the engine returns.
 */
export function cosineDistance(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((sum, x, i) => sum + x * b[i], 0);
  const length = (v: readonly number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return 1 - dot / (length(a) * length(b));
}

/** The `k` recipes (of `among`) closest to `query` by COSINE distance, closest first. */
export const nearest = (query: Taste, k: number, among: readonly Recipe[] = RECIPES): Recipe[] =>
  [...among].sort((x, y) => cosineDistance(x.taste, query) - cosineDistance(y.taste, query)).slice(0, k);

/** A score as feedback shows it: three decimals, and no "-0.000" for a vector's distance to itself. */
export const scoreText = (score: unknown) =>
  typeof score === 'number' ? (Math.abs(score) < 0.0005 ? '0' : score.toFixed(3)) : String(score);
