/** The command line both callgrind benchmarks take: `[-- --op GetItem|PutItem|Query] [-- --functions]`. */
import { OPERATIONS, type BenchOperation } from './fixture.ts';

export interface InstructionOptions {
  operations: readonly BenchOperation[];
  /** Also list the instructions by function. */
  functions: boolean;
}

/** The options in `args`; anything else stops the benchmark with its usage (`command`: its npm script). */
export function instructionOptions(args: string[], command: string): InstructionOptions {
  const options: InstructionOptions = { operations: OPERATIONS, functions: false };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--functions') options.functions = true;
    else if (args[i] === '--op' && OPERATIONS.includes(args[i + 1] as BenchOperation)) {
      options.operations = [args[++i] as BenchOperation];
    } else {
      console.error(`usage: npm run ${command} [-- --op ${OPERATIONS.join('|')}] [-- --functions]`);
      process.exit(2);
    }
  }
  return options;
}
