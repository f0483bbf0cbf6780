/**
 * Lesson 22's exercises: a table exported as it was before a faulty job (exportBeforeJob.ts), a CSV
 * import that left products out (productsImport.ts), and one customer's orders exported without
 * reading the rest of the table (customerAudit.ts).
 */
import type { Exercise, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';
import { customerAudit } from './customerAudit.ts';
import { exportBeforeJob } from './exportBeforeJob.ts';
import { productsImport } from './productsImport.ts';

export const exercises: Exercise[] = [exportBeforeJob, productsImport, customerAudit];

export const questions: SelfCheck[] = [
  {
    question:
      'Analysts want order revenue by month over the last two years, refreshed every day. Someone proposes a nightly `Scan` of `orders` written to a CSV file. What would you do instead, and what does the table need for it?',
    answer:
      'Export to S3 and let Athena (or Glue, EMR, Redshift) read the files. Turn on point-in-time recovery, which every export needs and reads from. Take one full export, then an incremental export every day whose period starts where the last one ended (a period is 15 minutes to 24 hours). Neither reads capacity from the table, so production traffic does not notice, while the nightly Scan would spend read units on every item, every night. The files stay in S3 as long as you keep them, long after the 35 days that point-in-time recovery reaches at most.',
  },
  {
    question:
      'You ask for an export with `ExportTime` set to yesterday at 09:00. Point-in-time recovery was turned on this morning. What happens, and what would happen if it had never been turned on?',
    answer:
      'The request is refused with `InvalidExportTimeException`: an export can show the table only at a moment inside the recovery window, which starts when recovery was turned on. Turning it on now does not help either, since it cannot reach back before itself. Had recovery never been on, every export of the table would be refused with `PointInTimeRecoveryUnavailableException`, even one of the table as it is now.',
  },
  {
    question:
      'An import of 10,000 records ends `FAILED` with `ItemValidationError` and `ErrorCount` 12. What is in the table, what were you billed, and how do you get the 12 in?',
    answer:
      'The table exists and is ACTIVE, holding every good record: 9,988 items, fewer if some keys came twice (duplicates overwrite one another without an error). The import used no write capacity and is billed by the uncompressed size of all the source data, the 12 failed records included. The error log (CloudWatch Logs, log group `/aws-dynamodb/imports`; `DynamoSandbox.GetImportErrors` in the sandbox) names each failed record’s object, position and reason. Fix them and write them with `PutItem`, since the table is now an ordinary table, or delete the table and import corrected files: ImportTable cannot add to an existing table.',
  },
  {
    question:
      'A CSV of products has the columns `sku`, `category`, `price` and `stock`. The import defines a global secondary index keyed on `category` (S) and `price` (N). What type does each column get, and what becomes of a row whose price is `n/a`?',
    answer:
      'A CSV import types only key attributes, from `AttributeDefinitions`: `sku` as the table defines it, `category` as a string and `price` as a number, because they are the index’s keys. `stock` is not a key of anything, so it arrives as a string, and a condition comparing it with a number never matches. The row with `n/a` fails, because its price cannot be a number, and the import ends `FAILED` with that row skipped. To keep numbers in non-key attributes, import DynamoDB JSON or Ion instead.',
  },
  {
    question:
      'Finance wants one customer’s shipped orders from a 200 GB `orders` table, keyed `PK` = `CUSTOMER#…` and `SK` = `ORDER#…`. One teammate writes a `FilterSpecification` with only `FilterExpression: PK = :c AND #status = :shipped`; another moves `PK = :c` into a `KeyConditionExpression`. The two exports write the same lines. How do they differ?',
    answer:
      'In what DynamoDB reads, and so in what you pay. With only a filter, the export reads the whole table and then drops what does not match: `BilledSizeBytes` is the whole 200 GB, just as a Scan with a filter spends read units on every item it looks at. With the key condition, it reads only that customer’s item collection, and bills only that. `#status = :shipped` stays in the filter either way, because status is not a key. `ItemCount` is the same for both, since it counts the lines written.',
  },
];
