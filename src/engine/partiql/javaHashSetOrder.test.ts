import { expect, it } from 'vitest';
import { javaHashSetOrder } from './javaHashSetOrder.ts';

// Each expectation is what java.util.HashSet (OpenJDK) printed for the names added in this order.
it('orders names as a Java HashSet iterates them', () => {
  expect(javaHashSetOrder(['one', 'two', 'three', 'four', 'five'])).toEqual([
    'four',
    'one',
    'two',
    'three',
    'five',
  ]);
  expect(javaHashSetOrder(['b', 'a'])).toEqual(['a', 'b']);
  expect(javaHashSetOrder(['zz', 'aa', 'mm', 'aa'])).toEqual(['zz', 'aa', 'mm']);
});

it('spreads the names over more buckets once more than 12 are held', () => {
  const names = [...Array.from({ length: 14 }, (_, i) => `n${i}`), 'attr', 'zeta', 'Year'];
  expect(javaHashSetOrder(names)).toEqual(
    'zeta n0 n1 n2 n3 n4 n5 n6 n7 n8 n9 n10 n12 n11 n13 Year attr'.split(' '),
  );
});
