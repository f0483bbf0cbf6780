/**
 * Lesson 21's exercises: a vector index added to the recipes and searched for the dishes closest to
 * a craving, and a recipe the partitioned index left out (missingCuisine.ts).
 */
import {
  latestResult,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import type {
  CheckResult,
  Exercise,
  LessonEngine,
  RecordedCall,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { missingCuisine } from './missingCuisine.ts';
import {
  createRecipes,
  DIMENSIONS,
  nearest,
  putRecipe,
  RECIPES,
  sameDirection,
  scoreText,
  searchVector,
  TABLE,
  type Taste,
  VECTOR,
  vectorText,
} from './recipes.ts';
import { vectorIndexProblem, type ExpectedVectorIndex } from './vectorIndex.ts';

const INDEX = 'by-taste';
/** Something sweet with a sour edge: sweet 1, salty 0, sour 0.5, spicy 0. */
const CRAVING: Taste = [1, 0, 0.5, 0];
const TOP_K = 3;
const WANTED = nearest(CRAVING, TOP_K);

const BY_TASTE: ExpectedVectorIndex = {
  name: INDEX,
  vectorAttribute: VECTOR,
  dimensions: DIMENSIONS,
  distanceFunction: 'COSINE',
  whyDistance: 'which compares the proportions of the four tastes, not how strong a dish is overall',
  projection: 'ALL',
  whyProjection:
    'so that a search can return each dish with all its attributes; under KEYS_ONLY or INCLUDE it returns only what the index holds',
  unpartitionedBecause: 'the task compares the craving with every recipe',
};

/** The learner's SearchVectors requests on `recipes` (by name or by ARN), newest first. */
const learnerSearches = (engine: LessonEngine): RecordedCall[] =>
  engine
    .recentCalls()
    .filter(
      (call) =>
        call.operation === 'SearchVectors' &&
        (call.request.TableName === TABLE || String(call.request.TableName).endsWith(`:table/${TABLE}`)),
    );

/**
 * What to say about a search DynamoDB refused: the refusals this exercise invites get their reason.
 * Only called once `INDEX` is ACTIVE, so a refusal that named it came before it could be searched.
 */
function refusedSearch({ request, error }: RecordedCall): CheckResult {
  const { type, message } = error!;
  const refused = `DynamoDB refused your latest SearchVectors: “${message}”.`;
  if (message.startsWith('Cannot search backfilling vector index'))
    return notYet(
      `${refused} A new vector index can be searched once its own IndexStatus is ACTIVE, which comes after the table is ACTIVE again. ${INDEX} is ACTIVE now: search again.`,
    );
  // Sent before the index was made (or, on AWS, just before its search endpoint served it).
  if (message.startsWith('The table does not have the specified index') && request.IndexName === INDEX)
    return notYet(
      `${refused} It named ${INDEX}, which did not exist yet, or could not be searched yet, when you sent it. ${INDEX} is ACTIVE now: search again.`,
    );
  if (message.startsWith('The table does not have the specified index'))
    return notYet(`${refused} SearchVectors reads vector indexes only: set "IndexName": "${INDEX}".`);
  if (message.startsWith('Input search vector dimension'))
    return notYet(
      `${refused} The search vector needs one number per dimension, ${DIMENSIONS}: sweet, salty, sour and spicy.`,
    );
  // {"L": [...]} where a list belongs does not parse: the SDK shape wants a list, not a map.
  if (message.startsWith('Search vector contains invalid values') || type === 'SerializationException')
    return notYet(
      `${refused} SearchVector is a list of {"N": …} values, one per dimension such as {"N": "0.5"}, not an {"L": …}.`,
    );
  return notYet(`Your latest SearchVectors on ${TABLE} failed: ${type}: ${message}`);
}

const dishList = (results: { Item?: WireItem; Score?: number }[]) =>
  results
    .map(
      (result) =>
        `${stringOf(result.Item, 'dish') ?? stringOf(result.Item, 'recipeId')} (${scoreText(result.Score)})`,
    )
    .join(', ');

const findSimilar: Exercise = {
  id: 'find-similar-dishes',
  title: 'Three dishes that taste like a craving',
  task:
    `Table \`${TABLE}\` (partition key \`recipeId\`) holds recipes, each with a \`dish\` name and a taste vector ` +
    `\`${VECTOR}\`: a list of four numbers from 0 to 1 for how sweet, salty, sour and spicy it is. Add a vector index ` +
    `\`${INDEX}\` to the existing table on \`${VECTOR}\`, with ${DIMENSIONS} dimensions, the COSINE distance function ` +
    'and all attributes projected. Once it is ACTIVE, search it for the 3 dishes closest to a craving for ' +
    `something sweet with a sour edge, ${vectorText(CRAVING)}. “Check” looks at your latest SearchVectors on \`${TABLE}\`.`,
  hints: [
    'One `UpdateTable` with `VectorIndexUpdates: [{"Create": {…}}]`. The Create names the `IndexName`, the `VectorAttribute` (`{"AttributeName": "taste"}`), the `Projection`, `Dimensions` and `DistanceFunction`. The vector attribute is not listed in `AttributeDefinitions`.',
    'The table turns ACTIVE before the index does: while the index backfills, a search is refused. Read `VectorIndexes` in `DescribeTable` and wait until the index’s `IndexStatus` is ACTIVE.',
    'SearchVectors takes the craving as a list of `{"N": …}` values, not an `{"L": …}`: `"SearchVector": [{"N": "1"}, {"N": "0"}, {"N": "0.5"}, {"N": "0"}]`, with `"TopK": 3`.',
  ],
  setup: { resetTables: [TABLE], calls: [createRecipes(), ...RECIPES.map((r) => putRecipe(r))] },
  async check(engine) {
    const problem = await vectorIndexProblem(engine, TABLE, BY_TASTE);
    if (problem) return problem;
    const searches = learnerSearches(engine);
    if (searches[0]?.error) return refusedSearch(searches[0]);
    const latest = latestResult(searches, 'SearchVectors', TABLE);
    if ('problem' in latest) return latest.problem;
    const { request, reply } = latest.call;
    if (request.IndexName !== INDEX)
      return notYet(`Your latest search read ${String(request.IndexName)}; this exercise asks for ${INDEX}.`);
    const asked = (request.SearchVector as { N?: string }[] | undefined)?.map((element) => Number(element.N));
    // COSINE compares directions only: a positive multiple of the craving finds the same dishes.
    if (!sameDirection(asked, CRAVING))
      return notYet(
        `Your latest search looked for ${asked ? vectorText(asked) : 'another vector'}; the craving is ${vectorText(CRAVING)} (sweet, salty, sour, spicy).`,
      );
    const results = (reply.SearchResults as { Item?: WireItem; Score?: number }[] | undefined) ?? [];
    const ids = results.map((result) => stringOf(result.Item, 'recipeId'));
    if (ids.some((id) => id === undefined))
      return notYet(
        'Your latest search returned dishes without their recipeId: a ProjectionExpression returns only the attributes it names. Leave it out, or name recipeId in it.',
      );
    if (results.length !== TOP_K)
      return notYet(
        `Your latest search returned ${results.length} dish${results.length === 1 ? '' : 'es'}; the task asks for the ${TOP_K} closest: "TopK": ${TOP_K}.`,
      );
    if (ids.join() !== WANTED.map((r) => r.id).join())
      return notYet(
        `Your latest search returned ${dishList(results)}; the 3 closest to ${vectorText(CRAVING)} by COSINE are ${WANTED.map((r) => r.dish).join(', ')}. Search ${INDEX} again.`,
      );
    return pass(
      `${dishList(results)}: the ${TOP_K} dishes closest to ${vectorText(CRAVING)}, closest first. Each score is a COSINE distance: 0 would be exactly the craving’s proportions, and lower is closer. The taste vector itself is not in the results: a search returns it only when a ProjectionExpression names it.`,
    );
  },
  solution: [
    {
      operation: 'UpdateTable',
      body: {
        TableName: TABLE,
        VectorIndexUpdates: [
          {
            Create: {
              IndexName: INDEX,
              VectorAttribute: { AttributeName: VECTOR },
              Projection: { ProjectionType: 'ALL' },
              Dimensions: DIMENSIONS,
              DistanceFunction: 'COSINE',
            },
          },
        ],
      },
    },
    {
      operation: 'SearchVectors',
      body: { TableName: TABLE, IndexName: INDEX, SearchVector: searchVector(CRAVING), TopK: TOP_K },
    },
  ],
};

export const exercises: Exercise[] = [findSimilar, missingCuisine];

export const questions: SelfCheck[] = [
  {
    question:
      'A product page shows a product by its SKU, and under it “customers also liked” five products with a similar description. Which parts of DynamoDB serve each?',
    answer:
      'The product itself is a GetItem on the table’s key: an exact question, answered by a key. The five similar ones are a SearchVectors on a vector index over the products’ description embeddings, `TopK` 5, with the page’s own product left out of what you show (it is the closest match to itself). A vector index never answers “which item is SKU-123”, and a key never answers “which items are like it”.',
  },
  {
    question:
      'Each customer of your SaaS app may search only its own documents. You add a vector index with `tenantId` as the SearchSchema’s HASH element. What must every writer and every search do, and what happens if a writer forgets?',
    answer:
      'Every search must give `tenantId = :t` in `SearchConditionExpression` (without it DynamoDB refuses the search), and each search then looks only at that tenant’s entries. Every write must carry `tenantId`: an item without it is stored in the table without any error, but never enters the index, so no search finds it. Nothing reports it, so check for the attribute in the code that writes, and test it. The index does not check who asks: passing the caller’s own tenant is the application’s job.',
  },
  {
    question: `You added \`${INDEX}\` with UpdateTable. DescribeTable shows the table ACTIVE again, yet SearchVectors answers “Cannot search backfilling vector index: ${INDEX}”. What is going on, and how long might it last on AWS?`,
    answer:
      'The table is ACTIVE, but the index is still `CREATING` with `Backfilling: true`: DynamoDB is copying the existing items into it, and refuses searches (it never returns partial results). Wait for the index’s own `IndexStatus` to become ACTIVE. On AWS this has been seen to take many minutes even for a handful of items, since building the index takes its time whatever the item count; the sandbox shortens it to a moment of its clock.',
  },
  {
    question:
      'Items carry a 1,024-dimension `embedding` and a `price`. The vector index projects ALL, and a nightly job updates every price. What does the job cost the index, and how could it cost less?',
    answer:
      'Under ALL the index keeps a copy of every attribute, so each price change rewrites the item’s index entry, charged in `VectorWriteRequestBytes`: at least the 4,096 bytes of the vector plus the item’s other attributes, for every item, every night. With `KEYS_ONLY` (or an INCLUDE list without `price`) the index holds no price, a price change leaves the entry as it was, and it costs the index nothing. Fetch the price from the table for the few items a search returns.',
  },
];
