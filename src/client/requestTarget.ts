/**
 * Which table a DynamoDB request is about, as the Console's results and hints and the lessons'
 * checks read it: plain data in, plain data out.
 */

/**
 * The table (and index) a request names: its TableName and IndexName, or the table of a PartiQL
 * statement — after FROM (SELECT, DELETE), INSERT INTO or UPDATE (`"app"`, `app`, `"app"."GSI1"`).
 */
export function requestTarget(request: Record<string, unknown> | undefined): {
  tableName?: string;
  indexName?: string;
} {
  if (!request) return {};
  if (typeof request.Statement === 'string') {
    // DynamoDB reads comments as blanks: those before the first word are skipped, so INSERT and
    // UPDATE are still found at the start.
    const statement = request.Statement.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
    const name = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_]\w*))`;
    const from = new RegExp(
      String.raw`(?:\bFROM|^\s*INSERT\s+INTO|^\s*UPDATE)\s+${name}(?:\s*\.\s*${name})?`,
      'i',
    ).exec(statement);
    if (!from) return {};
    const unquote = (quoted: string | undefined, bare: string | undefined) =>
      quoted !== undefined ? quoted.replaceAll('""', '"') : bare;
    return { tableName: unquote(from[1], from[2]), indexName: unquote(from[3], from[4]) };
  }
  return {
    tableName: typeof request.TableName === 'string' ? request.TableName : undefined,
    indexName: typeof request.IndexName === 'string' ? request.IndexName : undefined,
  };
}
