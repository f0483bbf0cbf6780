/** The card's examples as raw requests: JSON bodies and AWS CLI commands. */
import { lazyTexts, TRANSACTIONS_NOTE, WAIT_FOR_ACTIVE_NOTE, type Snippet } from './snippet.ts';

/** An example's text, fetched with all the others' the first time one is loaded (requestCode.ts). */
const lazy = lazyTexts(() => import('./requestCode.ts'));

const jsonSnippets: Snippet[] = [
  {
    id: 'json-create-app',
    title: 'Create the card’s app table',
    mode: 'json',
    operation: 'CreateTable',
    code: lazy('jsonCreateApp'),
    note: 'The table is CREATING for a moment: DescribeTable shows when it is ACTIVE and can take writes.',
  },
  {
    id: 'json-put-profile',
    title: 'Put the profile (only if new)',
    mode: 'json',
    operation: 'PutItem',
    code: lazy('jsonPutProfile'),
  },
  {
    id: 'json-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'json',
    operation: 'Query',
    code: lazy('jsonQueryCustomer'),
  },
  {
    id: 'json-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'json',
    operation: 'UpdateItem',
    code: lazy('jsonOptimisticLocking'),
  },
  {
    id: 'json-transaction',
    title: 'Transaction',
    mode: 'json',
    operation: 'TransactWriteItems',
    code: lazy('jsonTransaction'),
    note: TRANSACTIONS_NOTE,
  },
];

const cliSnippets: Snippet[] = [
  {
    id: 'cli-create-app',
    title: 'Create the card’s app table',
    mode: 'cli',
    code: lazy('cliCreateApp'),
    note: WAIT_FOR_ACTIVE_NOTE.replace('boto3: t.wait_until_exists()', 'aws dynamodb wait table-exists'),
  },
  {
    id: 'cli-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'cli',
    code: lazy('cliQueryCustomer'),
  },
  {
    id: 'cli-query-prefix',
    title: 'Query by prefix',
    mode: 'cli',
    code: lazy('cliQueryPrefix'),
  },
  {
    id: 'cli-table',
    title: 'Print items as a table',
    mode: 'cli',
    code: lazy('cliTable'),
    note: 'The AWS CLI’s table output is 80 columns wide when it is not printing to a terminal; a result wider than that prints each single-row object as name | value rows instead.',
  },
  {
    id: 'cli-paging',
    title: 'Page through a query',
    mode: 'cli',
    code: lazy('cliPaging'),
    note: 'The AWS CLI reads every page for you: --page-size sets each request’s Limit, --max-items stops after that many items with a NextToken for --starting-token. Setting --limit (or --no-paginate) sends one request instead, as an application’s own paging loop would.',
  },
  {
    id: 'cli-files',
    title: 'Values from files, as AWS docs write them',
    mode: 'cli',
    code: lazy('cliFiles'),
    note: 'A file lasts for one run: each run writes it again from the text. As in the CLI, a file:// value is the file’s text exactly, so a plain string option (--table-name file://name.txt) would keep the file’s last newline.',
  },
  {
    id: 'cli-getting-started',
    title: 'AWS’s getting-started steps, as printed',
    mode: 'cli',
    code: lazy('cliGettingStarted'),
    note: 'From the AWS CLI steps of DynamoDB’s getting-started guide, with one line added: aws dynamodb wait table-exists. The guide checks the status by hand (the grep line) before writing; run all at once, the first write would meet a table that is still CREATING and fail with ResourceNotFoundException, as on DynamoDB.',
  },
  {
    id: 'cli-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'cli',
    code: lazy('cliOptimisticLocking'),
  },
  {
    id: 'cli-atomic-counter',
    title: 'Atomic counter',
    mode: 'cli',
    code: lazy('cliAtomicCounter'),
  },
  {
    id: 'cli-point-in-time',
    title: 'Undo a mistake with point-in-time recovery',
    mode: 'cli',
    code: lazy('cliPointInTime'),
    note: 'The latest restorable time is about five minutes before now, and never earlier than when recovery was turned on — so run right away, this restores the table as it was when recovery was turned on. Step the clock (+5 min) between the mistake and the restore and the restored table has the mistake too: pick a --restore-date-time before it instead. Tags, stream, Time to Live and recovery itself are not copied to the new table.',
  },
];

export const requestSnippets: Snippet[] = [...jsonSnippets, ...cliSnippets];
