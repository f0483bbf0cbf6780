/** Wire attribute values for tests: `S('a')` is `{ S: 'a' }`, `N(5)` and `N('5')` are `{ N: '5' }`. */
export const S = (value: string) => ({ S: value });
export const N = (value: number | string) => ({ N: String(value) });
