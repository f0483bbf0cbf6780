/** The Python the AWS CLI runs on, to call the CLI's own formatters and parsers from a test. */
import { PYTHON_CANDIDATES, firstInterpreterRunning, interpreterRunning } from './python.ts';

/*
 * What the functions below find is kept for the worker: each look starts Python and imports the CLI
 * (see interpreterRunning).
 */
let withAwsCli: string | undefined;
let runningAwsCli: string | undefined;

/** A Python 3 that can import the AWS CLI's modules: one with the CLI v2's YAML dumper if any has it. */
export function pythonWithAwsCli(): string {
  withAwsCli ??= findPythonWithAwsCli();
  return withAwsCli;
}

function findPythonWithAwsCli(): string {
  const withCli = PYTHON_CANDIDATES.map((python) =>
    interpreterRunning(python, 'import awscli.formatter, awscli.shorthand'),
  ).filter((python) => python !== undefined);
  const withYaml = withCli.find((python) =>
    interpreterRunning(python, 'from awscli.formatter import YAMLDumper'),
  );
  const found = withYaml ?? withCli[0];
  if (!found) {
    throw new Error(
      'No Python 3 that can import the AWS CLI (tried python3 and /usr/bin/python3). Install it with: apt-get install -y awscli',
    );
  }
  return found;
}

/**
 * A Python 3 that can run the AWS CLI's driver: the one on PATH first (where `aws` on PATH usually
 * comes from, e.g. pip's CLI v1), then Debian's.
 */
export function pythonRunningAwsCli(): string {
  runningAwsCli ??= firstInterpreterRunning(
    'import awscli.clidriver',
    'No Python 3 that can run the AWS CLI (tried python3 and /usr/bin/python3). Install it with: apt-get install -y awscli',
  );
  return runningAwsCli;
}
