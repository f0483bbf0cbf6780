/**
 * The files of one run of the console's AWS CLI text. AWS docs pass JSON as `--key file://key.json`
 * and print the file's contents beside the command; in the console the text writes the file first,
 * as a shell script would:
 *
 *     cat > key.json <<'EOF'
 *     {"Artist": {"S": "No One You Know"}}
 *     EOF
 *     aws dynamodb get-item --table-name MusicCollection --key file://key.json
 *
 * (`echo '…' > key.json` works too, and `>>` appends.) A file exists from the command that writes it
 * to the end of the text: nothing is kept between runs, and nothing touches a disk.
 *
 * Reading follows the AWS CLI's paramfile rules: a parameter whose whole value is `file://path`
 * (or `fileb://path`) is replaced by the file's text, exactly, trailing newline included, before the
 * value is parsed as JSON, shorthand or a plain string.
 */
import { CliSyntaxError, type ShellCommand } from './shellWords.ts';

const PARAM_FILE = /^fileb?:\/\//;

export class ShellFiles {
  private readonly files = new Map<string, string>();

  /** Names written so far, in the order first written (for completion). */
  names(): string[] {
    return [...this.files.keys()];
  }

  /**
   * Runs a command that writes a file (`cat` with a here-document, or `echo`, redirected with `>`
   * or `>>`) and returns true; false for any other command. A command that redirects something else
   * is refused.
   */
  run(command: ShellCommand): boolean {
    const [program, ...args] = command.words;
    if (program === 'aws') {
      if (command.redirect || command.heredoc !== undefined) {
        throw new CliSyntaxError(
          "the console prints a command's output here; it does not redirect it (>) or feed it input (<<).",
          command.line,
        );
      }
      return false;
    }
    if (!command.redirect || command.pipe || (program !== 'cat' && program !== 'echo')) {
      throw new CliSyntaxError(
        `the console runs "aws dynamodb …" commands, and writes files for them with cat > name.json <<'EOF' … EOF or echo '…' > name.json.`,
        command.line,
      );
    }
    const content = program === 'cat' ? catContent(command) : echoContent(args);
    const path = normalise(command.redirect.path);
    const before = command.redirect.append ? (this.files.get(path) ?? '') : '';
    this.files.set(path, before + content);
    return true;
  }

  /** A file's text by its path (`aws s3 cp data.csv s3://…` uploads it); undefined when none was written. */
  contentOf(path: string): string | undefined {
    return this.files.get(normalise(path));
  }

  /**
   * A parameter's value with `file://` read, as the CLI reads it; other values as they are.
   * `arg` names the option for the CLI's message when the file does not exist.
   */
  read(arg: string, value: string): string {
    if (!PARAM_FILE.test(value)) return value;
    const path = value.slice(value.indexOf('://') + 3);
    const content = this.files.get(normalise(path));
    if (content !== undefined) return content;
    const prefix = arg === '--cli-input-json' ? '' : `Error parsing parameter '${arg}': `;
    throw new CliSyntaxError(
      `${prefix}Unable to load paramfile ${value}: [Errno 2] No such file or directory: '${path}'\n` +
        `In the console, write the file above the command: cat > ${path} <<'EOF', its lines, then EOF.`,
    );
  }
}

function catContent(command: ShellCommand): string {
  if (command.words.length > 1 || command.heredoc === undefined) {
    throw new CliSyntaxError(
      `cat writes a file from a here-document here: cat > ${command.redirect?.path} <<'EOF', its lines, then EOF.`,
      command.line,
    );
  }
  return command.heredoc;
}

/** `echo [-n] words…`: the words joined by spaces, and a newline unless -n. */
function echoContent(args: string[]): string {
  const newline = args[0] !== '-n';
  return (newline ? args : args.slice(1)).join(' ') + (newline ? '\n' : '');
}

/** `./key.json` and `key.json` are the same file. */
function normalise(path: string): string {
  return path.replace(/^(\.\/)+/, '');
}
