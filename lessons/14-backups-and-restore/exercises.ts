/** Lesson 14's exercises: undo a faulty job with point-in-time recovery, and retire a protected table. */
import { learnerCalls, notYet, pass } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonEngine, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';
import { turnOnRecovery, undoFaultyJob } from './undoFaultyJob.ts';

const RETIRED = 'invoices-2019';
const FINAL_BACKUP = `${RETIRED}-final`;

const learnerBackups = (engine: LessonEngine) =>
  learnerCalls(engine, 'CreateBackup')
    .filter(
      (call) =>
        call.reply &&
        (call.request.TableName === RETIRED || String(call.request.TableName).endsWith(`:table/${RETIRED}`)),
    )
    .map((call) => call.reply!.BackupDetails as { BackupName: string; BackupArn: string });

/** The newest of the learner's backups that still exists, with what DescribeBackup says of it. */
async function keptBackup(engine: LessonEngine, backups: ReturnType<typeof learnerBackups>) {
  for (const backup of backups) {
    const described = await engine.call('DescribeBackup', { BackupArn: backup.BackupArn });
    if (!described.ok) continue;
    const description = described.reply.BackupDescription as {
      BackupDetails: { BackupStatus: string };
      SourceTableDetails: { ItemCount?: number };
    };
    return {
      name: backup.BackupName,
      status: description.BackupDetails.BackupStatus,
      items: description.SourceTableDetails.ItemCount ?? 0,
    };
  }
  return undefined;
}

/** Whether DynamoDB kept a system backup of the deleted table (point-in-time recovery was on). */
async function hasSystemBackup(engine: LessonEngine): Promise<boolean> {
  const listed = await engine.call('ListBackups', { TableName: RETIRED, BackupType: 'SYSTEM' });
  return listed.ok && (listed.reply.BackupSummaries as unknown[]).length > 0;
}

export const exercises: Exercise[] = [
  undoFaultyJob,
  {
    id: 'retire-protected-table',
    title: 'Retire a protected table, keep its data',
    task:
      `Nobody reads \`${RETIRED}\` any more, but the auditors may ask for its invoices for years. Retire it: ` +
      `take an on-demand backup of it (call it \`${FINAL_BACKUP}\`), then delete the table. It has deletion ` +
      'protection on, so `DeleteTable` is refused until you turn that off.',
    hints: [
      `\`CreateBackup\` takes \`{"TableName": "${RETIRED}", "BackupName": "${FINAL_BACKUP}"}\`. \`ListBackups\` shows it AVAILABLE a moment later.`,
      `Turn the protection off with \`UpdateTable\`: \`{"TableName": "${RETIRED}", "DeletionProtectionEnabled": false}\`. Then send \`DeleteTable\`.`,
      'On DynamoDB, wait until the backup is AVAILABLE before you delete: a table cannot be deleted while a backup of it is being created.',
    ],
    setup: {
      resetTables: [RETIRED],
      calls: [
        {
          operation: 'CreateTable',
          body: { ...createTableCall(RETIRED, { hash: 'PK' }).body, DeletionProtectionEnabled: true },
        },
        turnOnRecovery(RETIRED),
        ...['INVOICE#2019-0001', 'INVOICE#2019-0002', 'INVOICE#2019-0003'].map((id, i) =>
          putCall(RETIRED, { PK: { S: id }, amount: { N: String(100 * (i + 1)) } }),
        ),
      ],
    },
    async check(engine) {
      const described = await engine.call('DescribeTable', { TableName: RETIRED });
      if (!described.ok && described.type !== 'ResourceNotFoundException')
        return notYet(`DescribeTable ${RETIRED} failed: ${described.type}: ${described.message}`);
      const table = described.ok
        ? (described.reply.Table as { TableStatus: string; DeletionProtectionEnabled?: boolean })
        : undefined;
      const gone = !table || table.TableStatus === 'DELETING';
      const taken = learnerBackups(engine);
      // One named as the task asks counts first, however many others were taken after it.
      const named = (backup: (typeof taken)[number]) => backup.BackupName === FINAL_BACKUP;
      const backup = await keptBackup(engine, [...taken.filter(named), ...taken.filter((b) => !named(b))]);
      if (!backup) {
        // A backup the learner took and then deleted keeps nothing either.
        const lost = taken[0]?.BackupName;
        if (!gone)
          return notYet(
            `${lost ? `Your backup ${lost} has been deleted` : `Nothing has backed up ${RETIRED} since Set up`}: take an on-demand backup with CreateBackup first. It is what remains once the table is gone.`,
          );
        return notYet(
          `${RETIRED} is gone ${lost ? `and so is your backup ${lost}` : 'without an on-demand backup'}. A system backup from point-in-time recovery expires after 35 days, and the auditors need the invoices for years. Press Set up, and take a backup before you delete the table.`,
        );
      }
      if (backup.name !== FINAL_BACKUP)
        return notYet(
          gone
            ? `${RETIRED} is gone, and your backup ${backup.name} keeps its invoices, but the auditors will ask for ${FINAL_BACKUP}, and a backup cannot be renamed. Press Set up, and take the backup as ${FINAL_BACKUP} before you delete the table.`
            : `Your backup is named ${backup.name}, but the auditors will ask for ${FINAL_BACKUP}, and a backup cannot be renamed: take another with "BackupName": "${FINAL_BACKUP}" (DeleteBackup removes the first) before you delete the table.`,
        );
      if (!gone && table.DeletionProtectionEnabled)
        return notYet(
          `Backup ${backup.name} is taken. ${RETIRED} still has deletion protection on, so DeleteTable is refused: turn it off with UpdateTable ("DeletionProtectionEnabled": false).`,
        );
      if (!gone)
        return notYet(
          `Backup ${backup.name} is taken and deletion protection is off: now delete ${RETIRED} with DeleteTable.`,
        );
      const system = (await hasSystemBackup(engine))
        ? ` ListBackups with "BackupType": "ALL" also shows ${RETIRED}$DeletedTableBackup, the system backup point-in-time recovery left, which expires after 35 days.`
        : '';
      return pass(
        `${RETIRED} is gone, and backup ${backup.name} (${backup.status}, ${backup.items} items) stays until you delete it.${system}`,
      );
    },
    solution: [
      { operation: 'CreateBackup', body: { TableName: RETIRED, BackupName: FINAL_BACKUP } },
      { operation: 'UpdateTable', body: { TableName: RETIRED, DeletionProtectionEnabled: false } },
      { operation: 'DeleteTable', body: { TableName: RETIRED } },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'You restored `orders` to a new table and want it to take the old one’s place. What must you set up on it first?',
    answer:
      'Everything that is a setting rather than structure. The restore brings the items, key schema, indexes, capacity mode and throughput, and encryption. It does not bring point-in-time recovery (off on the new table), Time to Live, the stream and its triggers, tags, deletion protection, auto scaling policies, IAM policies or CloudWatch alarms. The application also needs the new table’s name, unless you copy the lost items back into the original instead.',
  },
  {
    question:
      'A table has point-in-time recovery with `RecoveryPeriodInDays` 7. A bug has been corrupting items for ten days. What can PITR restore, and what would have helped?',
    answer:
      'Only the last seven days, all of which already contain the bug: `EarliestRestorableDateTime` is seven days ago. An on-demand backup from before the bug would help, since it is kept until you delete it, and so would a longer recovery period. A shorter period does not lower PITR’s price, so pick the longest you may need, up to 35 days.',
  },
];
