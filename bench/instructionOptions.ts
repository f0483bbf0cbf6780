/**
 * The command line both callgrind benchmarks take: `[-- --op GetItem|PutItem|Query] [-- --functions]`,
 * and for bench:http-instructions also `[-- --client http|sdk]` (the load's client, as in `npm run bench`).
 */
import { OPERATIONS, type BenchOperation } from './fixture.ts';
import type { BenchClient } from './httpServers.ts';

export interface InstructionOptions {
  operations: readonly BenchOperation[];
  /** Also list the instructions by function. */
  functions: boolean;
  client: BenchClient;
}

/**
 * The options in `args`; anything else stops the benchmark with its usage (`command`: its npm script).
 * `--client` is only taken where `clientChoice` says the benchmark has a client to choose.
 */
export function instructionOptions(
  args: string[],
  command: string,
  clientChoice = false,
): InstructionOptions {
  const options: InstructionOptions = { operations: OPERATIONS, functions: false, client: 'http' };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--functions') options.functions = true;
    else if (args[i] === '--op' && OPERATIONS.includes(args[i + 1] as BenchOperation)) {
      options.operations = [args[++i] as BenchOperation];
    } else if (clientChoice && args[i] === '--client' && ['http', 'sdk'].includes(args[i + 1])) {
      options.client = args[++i] as BenchClient;
    } else {
      const client = clientChoice ? ' [-- --client http|sdk]' : '';
      console.error(`usage: npm run ${command} [-- --op ${OPERATIONS.join('|')}] [-- --functions]${client}`);
      process.exit(2);
    }
  }
  return options;
}
