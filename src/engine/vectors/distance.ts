/**
 * A vector index's distance functions, on vectors held as DynamoDB holds them in the index: 32-bit
 * floats (Float32Array). Scores follow the SearchVectors API reference:
 * - COSINE: 1 − cosine similarity, from 0 (same direction) to 2 (opposite); lower is more similar.
 * - EUCLIDEAN: the straight-line distance; lower is more similar.
 * - DOT_PRODUCT: the dot product; higher is more similar (and may be negative).
 * The sums run in 64-bit floats over the 32-bit components.
 */
export type DistanceFunction = 'COSINE' | 'EUCLIDEAN' | 'DOT_PRODUCT';

export function score(distance: DistanceFunction, a: Float32Array, b: Float32Array): number {
  if (distance === 'DOT_PRODUCT') return dot(a, b);
  if (distance === 'EUCLIDEAN') {
    let sum = 0;
    for (let i = 0; i < a.length; i++) {
      const d = a[i] - b[i];
      sum += d * d;
    }
    return Math.sqrt(sum);
  }
  const norms = Math.sqrt(dot(a, a) * dot(b, b));
  // A zero vector has no direction: it is as far from every vector as an orthogonal one.
  if (norms === 0) return 1;
  return 1 - dot(a, b) / norms;
}

/** Whether a score `a` ranks before `b` (more similar). */
export function moreSimilar(distance: DistanceFunction, a: number, b: number): boolean {
  return distance === 'DOT_PRODUCT' ? a > b : a < b;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}
