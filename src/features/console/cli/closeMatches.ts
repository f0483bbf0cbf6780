/**
 * The AWS CLI's "maybe you meant" for a mistyped command: awscli's argparser offers the choices that
 * Python's difflib.get_close_matches finds (cutoff 0.8, at most 3, best first). The ratio here is
 * difflib's Ratcliff/Obershelp one: twice the characters in matching blocks over both lengths, the
 * blocks found by taking the longest common substring and recursing on either side of it.
 */

/** Characters of `a` and `b` in matching blocks (difflib's get_matching_blocks, without junk). */
function matchingCharacters(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  // The longest common substring, the earliest in a, then in b, as find_longest_match picks it.
  let best = 0;
  let bestA = 0;
  let bestB = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      current[j] = previous[j - 1] + 1;
      if (current[j] > best) {
        best = current[j];
        bestA = i - best;
        bestB = j - best;
      }
    }
    previous = current;
  }
  if (best === 0) return 0;
  return (
    best +
    matchingCharacters(a.slice(0, bestA), b.slice(0, bestB)) +
    matchingCharacters(a.slice(bestA + best), b.slice(bestB + best))
  );
}

/** difflib's SequenceMatcher(None, a, b).ratio(). */
export function similarity(a: string, b: string): number {
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matchingCharacters(a, b)) / total;
}

/** difflib.get_close_matches(word, choices, n=3, cutoff=0.8). */
export function closeMatches(word: string, choices: readonly string[]): string[] {
  return choices
    .map((choice) => ({ choice, score: similarity(choice, word) }))
    .filter(({ score }) => score >= 0.8)
    .sort((x, y) => y.score - x.score || (x.choice < y.choice ? 1 : -1))
    .slice(0, 3)
    .map(({ choice }) => choice);
}

/** What awscli adds after the valid choices when some are close: nothing when none is. */
export function maybeYouMeant(word: string, choices: readonly string[]): string {
  const close = closeMatches(word, choices);
  return close.length === 0 ? '' : `. Maybe you meant: ${close.join(', ')}`;
}
