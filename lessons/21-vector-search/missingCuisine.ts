/**
 * Lesson 21's second exercise: a vector index partitioned by cuisine (its SearchSchema's HASH
 * element), and one recipe written with `Cuisine` instead of `cuisine`. DynamoDB took the write and
 * left the item out of the index without a word; the learner fixes the item, keeping its vector, so
 * a search of its partition finds it.
 */
import {
  describeTable,
  getItem,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { advanceClockCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise } from '../../src/features/lessons/lessonTypes.ts';
import {
  createRecipes,
  DIMENSIONS,
  putRecipe,
  recipe,
  RECIPES,
  sameVector,
  scoreText,
  searchVector,
  TABLE,
  VECTOR,
  vectorOf,
  vectorText,
} from './recipes.ts';

export const CUISINE_INDEX = 'taste-by-cuisine';
const MASSAMAN = recipe('massaman-curry');
const KEY = { recipeId: { S: MASSAMAN.id } };
/** The attribute name the importer got wrong: names are case-sensitive. */
const WRONG_NAME = 'Cuisine';

/** The index as the app created it: partitioned by cuisine, with course as an optional filter. */
const cuisineIndex = {
  IndexName: CUISINE_INDEX,
  VectorAttribute: { AttributeName: VECTOR },
  SearchSchema: [
    { AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' },
    { AttributeName: 'course', SearchSchemaElementType: 'INLINE_FILTER' },
  ],
  Projection: { ProjectionType: 'ALL' },
  Dimensions: DIMENSIONS,
  DistanceFunction: 'COSINE',
};

/** The Thai page's "more like Massaman curry": its own vector, in the thai partition. */
const thaiSearch = {
  TableName: TABLE,
  IndexName: CUISINE_INDEX,
  SearchVector: searchVector(MASSAMAN.taste),
  TopK: 3,
  SearchConditionExpression: 'cuisine = :c',
  ExpressionAttributeValues: { ':c': { S: MASSAMAN.cuisine } },
};

const LAG_NOTE =
  'DynamoDB copies writes into a vector index a moment after the table takes them, as into a GSI (and with the clock paused they do not arrive at all): check again in a moment.';

/**
 * What became of the item's dish and course, which the fix must leave as they were, or undefined when
 * both are unchanged.
 */
function keptProblem(item: WireItem): string | undefined {
  const wanted = { dish: MASSAMAN.dish, course: MASSAMAN.course };
  const lost = (['dish', 'course'] as const).filter((name) => item[name] === undefined);
  if (lost.length > 0)
    return `${MASSAMAN.id} has lost its ${lost.join(' and ')}: a PutItem replaces the whole item, so every attribute it does not repeat is gone.${lost.includes('course') ? ` The course matters to ${CUISINE_INDEX} too: it is the index’s INLINE_FILTER, and a search of Thai mains would pass the dish by.` : ''} Put ${lost.length > 1 ? 'them' : 'it'} back (${lost.map((name) => `${name} "${wanted[name]}"`).join(', ')}), or press Set up and fix the item with an UpdateItem, which changes only the attributes it names.`;
  const changed = (['dish', 'course'] as const).find((name) => stringOf(item, name) !== wanted[name]);
  if (changed)
    return `${MASSAMAN.id}’s ${changed} is now ${JSON.stringify(item[changed])}; it was "${wanted[changed]}". Fix only the cuisine and leave the rest of the item as it was.`;
  return undefined;
}

export const missingCuisine: Exercise = {
  id: 'missing-hash-attribute',
  title: 'The dish the search never finds',
  task:
    `Table \`${TABLE}\` has a vector index \`${CUISINE_INDEX}\` on \`${VECTOR}\` (${DIMENSIONS} dimensions, COSINE). Its ` +
    'SearchSchema makes `cuisine` the HASH element and `course` an INLINE_FILTER: the app’s “more like this” box ' +
    'searches one cuisine at a time.\n\n' +
    `The Thai page never suggests **${MASSAMAN.dish}** (\`recipeId\` \`${MASSAMAN.id}\`), although a GetItem finds it ` +
    `in the table. Search the \`${MASSAMAN.cuisine}\` partition for dishes like it, using its own taste vector ` +
    `${vectorText(MASSAMAN.taste)}, and see it missing. Then find out why, and fix the item, keeping its taste ` +
    'vector, so that the search finds it.',
  hints: [
    `GetItem \`${MASSAMAN.id}\` and compare it with another Thai recipe, such as \`pad-thai\`. An item without the index’s HASH attribute is written without an error, and the index leaves it out.`,
    `Attribute names are case-sensitive: \`${WRONG_NAME}\` is not \`cuisine\`. An UpdateItem with \`SET cuisine = :c REMOVE ${WRONG_NAME}\` fixes the item and keeps all its other attributes, the vector included; a PutItem would replace the whole item.`,
    `The search: \`{"TableName": "${TABLE}", "IndexName": "${CUISINE_INDEX}", "SearchVector": [{"N": "0.5"}, {"N": "0.5"}, {"N": "0.2"}, {"N": "0.6"}], "TopK": 3, "SearchConditionExpression": "cuisine = :c", "ExpressionAttributeValues": {":c": {"S": "thai"}}}\`. The index takes the fixed item a moment after the write.`,
  ],
  setup: {
    resetTables: [TABLE],
    calls: [
      createRecipes({
        AttributeDefinitions: [
          { AttributeName: 'cuisine', AttributeType: 'S' },
          { AttributeName: 'course', AttributeType: 'S' },
        ],
        VectorIndexes: [cuisineIndex],
      }),
      ...RECIPES.map((r) => (r.id === MASSAMAN.id ? putRecipe(r, WRONG_NAME) : putRecipe(r))),
      // The index copies writes a moment after the table takes them: let that moment pass, even with
      // the clock paused, so the learner's first search sees the other recipes.
      advanceClockCall(1),
    ],
  },
  async check(engine) {
    const usable = await describeTable(engine, TABLE);
    if ('problem' in usable) return usable.problem;
    const read = await getItem(engine, TABLE, KEY);
    if ('problem' in read) return read.problem;
    const item: WireItem | undefined = read.item;
    if (!item)
      return notYet(`There is no recipe ${MASSAMAN.id} in ${TABLE} any more: press Set up to get it back.`);
    const taste = vectorOf(item);
    if (!taste)
      return notYet(
        `${MASSAMAN.id} has no ${VECTOR} vector now: a PutItem replaces the whole item, so a vector it does not repeat is gone, and an item without its vector is in no vector index. Put it back: ${VECTOR} ${vectorText(MASSAMAN.taste)}.`,
      );
    if (!sameVector(taste, MASSAMAN.taste))
      return notYet(
        `${MASSAMAN.id}’s ${VECTOR} is now ${vectorText(taste)}; the task keeps its vector, ${vectorText(MASSAMAN.taste)}.`,
      );
    const kept = keptProblem(item);
    if (kept) return notYet(kept);
    if (!item.cuisine)
      return notYet(
        `${MASSAMAN.id} still has no cuisine attribute${item[WRONG_NAME] ? ` (it has ${WRONG_NAME}, with a capital C, and attribute names are case-sensitive)` : ''}. ${CUISINE_INDEX} puts each entry in the partition of its cuisine, so DynamoDB took the item without an error and left it out of the index.`,
      );
    const cuisine = stringOf(item, 'cuisine');
    if (cuisine !== MASSAMAN.cuisine)
      return notYet(
        `${MASSAMAN.id} now has a cuisine, ${cuisine === undefined ? 'but not a string' : `"${cuisine}"`}; the Thai page searches cuisine = "${MASSAMAN.cuisine}", and a search compares values exactly, letter case included.`,
      );
    const searched = await engine.call('SearchVectors', thaiSearch);
    if (!searched.ok)
      return notYet(`A search of ${CUISINE_INDEX} failed: ${searched.type}: ${searched.message}`);
    const results = (searched.reply.SearchResults as { Item?: WireItem; Score?: number }[] | undefined) ?? [];
    const hit = results.find((result) => stringOf(result.Item, 'recipeId') === MASSAMAN.id);
    if (!hit)
      return notYet(
        `${MASSAMAN.id} is right in the table, but a search of the ${MASSAMAN.cuisine} partition does not find it yet. ${LAG_NOTE}`,
      );
    const others = results
      .filter((result) => result !== hit)
      .map(
        (result) =>
          `${stringOf(result.Item, 'dish') ?? stringOf(result.Item, 'recipeId')} (${scoreText(result.Score)})`,
      );
    const leftover = item[WRONG_NAME]
      ? ` The stray ${WRONG_NAME} attribute is still on the item: the index ignores it, but REMOVE it so that no reader picks the wrong one.`
      : '';
    return pass(
      `A search of the ${MASSAMAN.cuisine} partition now finds ${MASSAMAN.dish} first, with score ${scoreText(hit.Score)} (its own vector), then ${others.join(' and ')}. Nothing failed while it was missing: an item without the HASH attribute is written, and simply not indexed.${leftover}`,
    );
  },
  solution: [
    {
      operation: 'UpdateItem',
      body: {
        TableName: TABLE,
        Key: KEY,
        UpdateExpression: `SET cuisine = :c REMOVE ${WRONG_NAME}`,
        ExpressionAttributeValues: { ':c': { S: MASSAMAN.cuisine } },
      },
    },
    { operation: 'SearchVectors', body: thaiSearch },
  ],
};
