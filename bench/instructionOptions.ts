/**
 * The command line both callgrind benchmarks take: `[-- --op GetItem|PutItem|Query] [-- --functions]`,
 * and for bench:http-instructions also `[-- --client http|sdk]` (the load's client, as in `npm run bench`),
 * `[-- --warmup N]` (requests answered before counting starts), `[-- --layers]` (also count the
 * bare-parse and bare-dispatch servers) and `[-- --event I1mr]` (list functions by instruction-cache
 * misses instead of instructions).
 */
import { OPERATIONS, type BenchOperation } from './fixture.ts';
import type { BenchClient } from './httpServers.ts';
import { EVENT_NAMES, type FunctionEvent } from './instructionFunctions.ts';

export interface InstructionOptions {
  operations: readonly BenchOperation[];
  /** Also list the instructions by function. */
  functions: boolean;
  client: BenchClient;
  warmup: number;
  layers: boolean;
  /** What `--functions` ranks functions by. */
  event: FunctionEvent;
}

/**
 * The options in `args`; anything else stops the benchmark with its usage (`command`: its npm script).
 * `--client`, `--warmup` and `--layers` are only taken where `overHttp` says the benchmark has them.
 */
export function instructionOptions(args: string[], command: string, overHttp = false): InstructionOptions {
  const options: InstructionOptions = {
    operations: OPERATIONS,
    functions: false,
    client: 'http',
    warmup: 30_000,
    layers: false,
    event: 'Ir',
  };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--functions') options.functions = true;
    else if (args[i] === '--op' && OPERATIONS.includes(args[i + 1] as BenchOperation)) {
      options.operations = [args[++i] as BenchOperation];
    } else if (overHttp && args[i] === '--client' && ['http', 'sdk'].includes(args[i + 1])) {
      options.client = args[++i] as BenchClient;
    } else if (overHttp && args[i] === '--warmup' && /^\d+$/.test(args[i + 1] ?? '')) {
      options.warmup = Number(args[++i]);
    } else if (overHttp && args[i] === '--layers') options.layers = true;
    else if (overHttp && args[i] === '--event' && Object.hasOwn(EVENT_NAMES, args[i + 1] ?? '')) {
      options.event = args[++i] as FunctionEvent;
    } else {
      const http = overHttp
        ? ' [-- --client http|sdk] [-- --warmup N] [-- --layers] [-- --event Ir|I1mr]'
        : '';
      console.error(`usage: npm run ${command} [-- --op ${OPERATIONS.join('|')}] [-- --functions]${http}`);
      process.exit(2);
    }
  }
  return options;
}
