/**
 * `--region`: the Region a command is signed for. In the sandbox every Region reaches the home
 * Region's tables until a global table puts a replica in it; from then on `--region` reaches that
 * replica, as it would on AWS (engine: regions/regions.ts).
 */
import { CliSyntaxError } from './shellWords.ts';

/** The command's words without `--region` (a global option: anywhere), and the Region it named. */
export function takeRegion(args: readonly string[], line: number): { region?: string; args: string[] } {
  const rest: string[] = [];
  let region: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    let value: string | undefined;
    if (word === '--region') {
      value = args[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new CliSyntaxError('aws: error: argument --region: expected one argument', line);
      i++;
    } else if (word.startsWith('--region=')) value = word.slice('--region='.length);
    else {
      rest.push(word);
      continue;
    }
    if (region !== undefined)
      throw new CliSyntaxError('aws: error: argument --region: given more than once', line);
    region = value;
  }
  return region === undefined ? { args: rest } : { region, args: rest };
}
