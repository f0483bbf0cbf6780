/**
 * The AWS CLI commands that read a stream by hand, as the Streams tab offers them ("Read it
 * yourself"): describe the stream, take an iterator for one shard, then call get-records with it.
 * The console's CLI has no shell variables, so get-records is left as a comment for the iterator
 * that get-shard-iterator prints.
 */

/** Single-quoted for a POSIX shell (ARNs and shard ids hold no quote, but a pasted command stays safe). */
function quoted(word: string): string {
  return /^[\w:/.@-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A stream ARN's Region (`arn:aws:dynamodb:REGION:ACCOUNT:table/…`): the commands name it, as the Console may have another picked. */
export function regionOfArn(arn: string): string | undefined {
  return arn.split(':')[3] || undefined;
}

export function streamReadCommands(streamArn: string, shardId: string | undefined): string {
  const arn = quoted(streamArn);
  const region = regionOfArn(streamArn);
  const inRegion = region ? ` --region ${quoted(region)}` : '';
  const lines = [`aws dynamodbstreams describe-stream --stream-arn ${arn}${inRegion}`];
  if (shardId) {
    lines.push(
      `aws dynamodbstreams get-shard-iterator --stream-arn ${arn} \\`,
      `  --shard-id ${quoted(shardId)} --shard-iterator-type TRIM_HORIZON${inRegion}`,
    );
  }
  lines.push(
    '# Then, with the ShardIterator printed above (and NextShardIterator for the next page):',
    // Quoted: an iterator holds `|` characters, a pipe to the shell and to the Console's CLI.
    `# aws dynamodbstreams get-records --shard-iterator '<ShardIterator>'${inRegion}`,
  );
  return `${lines.join('\n')}\n`;
}
