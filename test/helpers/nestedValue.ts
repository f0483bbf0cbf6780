/** A string attribute value wrapped in `levels` single-key maps (or single-element lists), to test depth limits. */
export function wrapped(levels: number, list = false): object {
  let value: object = { S: 'leaf' };
  for (let i = 0; i < levels; i++) value = list ? { L: [value] } : { M: { n: value } };
  return value;
}
