/** The hint under a script that uses an AWS SDK name it did not import (importHint.ts via failureHint). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { snippetRunner, type SnippetRunner } from '../../../../test/helpers/snippetRunner.ts';
import { failureHint } from './errorHints.ts';

let runner: SnippetRunner;
beforeAll(async () => {
  runner = await snippetRunner(createInProcessClient({ tableStatusDelayMs: 0 }));
});
afterAll(() => runner.close());

/** The message of the error a script stops at, as the Console's JavaScript mode runs it. */
async function failureOf(code: string): Promise<string> {
  const outcome = await runner.run(code);
  if (outcome.ok) throw new Error('the script completed');
  return String(outcome.error);
}

describe('a script that uses an SDK name it did not import', () => {
  it('is told the import line, from the package that has the name', async () => {
    const lowLevel = await failureOf(
      "await client.send(new GetItemCommand({ TableName: 'app', Key: { PK: { S: 'a' } } }));",
    );
    expect(lowLevel).toMatch(/GetItemCommand is not defined/);
    expect(failureHint(lowLevel)).toBe(
      "GetItemCommand comes from the AWS SDK, and a script imports what it uses (only client and doc are ready): add import { GetItemCommand } from '@aws-sdk/client-dynamodb'; at the top.",
    );
    const document = await failureOf(
      "await doc.send(new PutCommand({ TableName: 'app', Item: { PK: 'a' } }));",
    );
    expect(failureHint(document)).toMatch(
      /: add import \{ PutCommand \} from '@aws-sdk\/lib-dynamodb'; at the top\.$/,
    );
    const waiter = await failureOf(
      "await waitUntilTableExists({ client, maxWaitTime: 5 }, { TableName: 'app' });",
    );
    expect(failureHint(waiter)).toMatch(
      /import \{ waitUntilTableExists \} from '@aws-sdk\/client-dynamodb';/,
    );
  });

  it('is shown both packages for a name both have', async () => {
    const query = await failureOf("await doc.send(new QueryCommand({ TableName: 'app' }));");
    expect(failureHint(query)).toMatch(
      /Both packages have one: add import \{ QueryCommand \} from '@aws-sdk\/lib-dynamodb'; .* with doc, or take it from '@aws-sdk\/client-dynamodb' .* with client\.$/,
    );
  });

  it('gets no hint when the name is not the SDK’s', async () => {
    const typo = await failureOf('console.log(itemz.length);');
    expect(typo).toMatch(/itemz is not defined/);
    expect(failureHint(typo)).toBeUndefined();
  });
});
