import { useState } from 'react';
import { callWith } from '../../client/calls.ts';
import type { EngineClient } from '../../client/engineClient.ts';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { downloadJson } from '../../ui/downloadJson.ts';
import { toPlain, type ItemFormat } from './itemJson.ts';

/** Import (opens the import panel) and export of every item, as DynamoDB JSON or plain JSON. */
export function TransferMenu({ table, onImport }: { table: TableDescription; onImport(): void }) {
  const { engine } = useServices();
  const [problem, setProblem] = useState<string>();

  const exportAs = async (format: ItemFormat) => {
    const scanned = await scanAll(engine, table.TableName);
    if (typeof scanned === 'string') {
      setProblem(scanned);
      return;
    }
    setProblem(undefined);
    const items = format === 'dynamodb' ? scanned : scanned.map(toPlain);
    downloadJson(`${table.TableName}${format === 'plain' ? '.plain' : ''}.json`, { Items: items });
  };

  return (
    <div className="transfer-menu">
      <button type="button" className="button" onClick={onImport}>
        Import…
      </button>
      <details className="transfer-menu__export">
        <summary className="button">Export</summary>
        <div className="transfer-menu__choices">
          <button type="button" className="link-button" onClick={() => void exportAs('dynamodb')}>
            DynamoDB JSON (typed, like Scan)
          </button>
          <button type="button" className="link-button" onClick={() => void exportAs('plain')}>
            Plain JSON (like the document client)
          </button>
        </div>
      </details>
      {problem && (
        <p className="explorer__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Every item of the table, page by page; or what went wrong. */
async function scanAll(engine: EngineClient, tableName: string): Promise<Item[] | string> {
  const items: Item[] = [];
  let start: unknown;
  do {
    const page = await callWith(engine, 'Scan', {
      TableName: tableName,
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    if (!page.ok) return `Export stopped: ${page.error.message || page.error.__type}`;
    items.push(...((page.value.reply.Items as Item[] | undefined) ?? []));
    start = page.value.reply.LastEvaluatedKey;
  } while (start);
  return items;
}
