/** The Python the AWS CLI runs on, to call the CLI's own formatters and parsers from a test. */
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['python3', '/usr/bin/python3'];
const imports = (python: string, code: string) =>
  spawnSync(python, ['-c', code], { stdio: 'ignore' }).status === 0;

/** A Python 3 that can import the AWS CLI's modules: one with the CLI v2's YAML dumper if any has it. */
export function pythonWithAwsCli(): string {
  const withCli = CANDIDATES.filter((python) => imports(python, 'import awscli.formatter, awscli.shorthand'));
  const withYaml = withCli.find((python) => imports(python, 'from awscli.formatter import YAMLDumper'));
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
  const found = CANDIDATES.find((python) => imports(python, 'import awscli.clidriver'));
  if (!found) {
    throw new Error(
      'No Python 3 that can run the AWS CLI (tried python3 and /usr/bin/python3). Install it with: apt-get install -y awscli',
    );
  }
  return found;
}
