/**
 * What a global table in multi-Region strong consistency (MRSC) does not support, per AWS's guide
 * (V2globaltables_HowItWorks, bp-global-table-design): Time to Live and transactions (local
 * secondary indexes are refused when the group is made, strongGroups.ts). AWS documents that such a
 * request fails, not its message: these ValidationException messages are the sandbox's.
 */
import { validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';
import { STRONG } from './strongRegions.ts';

const isStrong = (table: Table) => table.replication?.consistency === 'STRONG';

/** TransactWriteItems, TransactGetItems and ExecuteTransaction, for each table they name. */
export function checkTransactionsSupported(table: Table): void {
  if (isStrong(table)) {
    throw validation(
      `Transactions are not supported on table ${table.name}: it is a global table with ${STRONG}.`,
    );
  }
}

/** UpdateTimeToLive turning Time to Live on. */
export function checkTimeToLiveSupported(table: Table): void {
  if (isStrong(table)) {
    throw validation(
      `Time to Live is not supported on table ${table.name}: it is a global table with ${STRONG}.`,
    );
  }
}
