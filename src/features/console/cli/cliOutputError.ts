/**
 * A failure while the CLI formats a result it received — a JMESPath function given a value of the
 * wrong type, a table whose rows have different lengths: the CLI prints the message and exits with
 * 255, and the console ends the run with it.
 */
export class CliOutputError extends Error {}
