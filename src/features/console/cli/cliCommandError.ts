/**
 * A failure the AWS CLI reports for a command it could read: botocore's parameter validation
 * before anything is sent, or formatting the result (a JMESPath function given a value of the wrong
 * type, a table whose rows differ in length). The CLI prints the message and exits with an error;
 * the console ends the run with it.
 */
export class CliCommandError extends Error {}
