import { useCallback, useEffect, useState } from 'react';
import { callWith } from '../../../client/calls.ts';
import { errorText, type EngineClient } from '../../../client/engineClient.ts';
import { useServices } from '../../../state/AppServices.tsx';
import type { ExportDescription, ExportSummary } from './transferTypes.ts';
import { usePolling } from './usePolling.ts';

/** ListExports pages hold at most 25 (10 unless asked); a table with more exports than this is not a learner's. */
const MAX_PAGES = 20;

export interface TableExports {
  /** Newest first; undefined until read. */
  exports: ExportDescription[] | undefined;
  error: string | undefined;
  /** Shows a just-started export at once (from ExportTableToPointInTime's reply). */
  add(description: ExportDescription): void;
  /** Lists them again (an export started elsewhere, in the Console say). */
  reload(): void;
}

/**
 * The table's exports: ListExports by the table's ARN, then DescribeExport for each (a summary has
 * no counts or location). While any is IN_PROGRESS, those are described again every half second.
 */
export function useTableExports(tableArn: string | undefined): TableExports {
  const { engine } = useServices();
  const [exports, setExports] = useState<ExportDescription[]>();
  const [error, setError] = useState<string>();
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!tableArn) return;
    let current = true;
    void listExports(engine, tableArn).then((listed) => {
      if (!current) return;
      if (typeof listed === 'string') setError(listed);
      else {
        setError(undefined);
        setExports(newestFirst(listed));
      }
    });
    return () => {
      current = false;
    };
  }, [engine, tableArn, generation]);

  const running = exports?.some((description) => description.ExportStatus === 'IN_PROGRESS') ?? false;
  usePolling(running, async () => {
    const inProgress = (exports ?? []).filter((description) => description.ExportStatus === 'IN_PROGRESS');
    const described = await Promise.all(inProgress.map((d) => describeExport(engine, d.ExportArn)));
    const fresh = new Map(described.filter((d) => d !== undefined).map((d) => [d.ExportArn, d]));
    setExports((shown) => shown?.map((description) => fresh.get(description.ExportArn) ?? description));
  });

  const add = useCallback((description: ExportDescription) => {
    setExports((shown) =>
      newestFirst([description, ...(shown ?? []).filter((d) => d.ExportArn !== description.ExportArn)]),
    );
  }, []);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return { exports, error, add, reload };
}

async function listExports(engine: EngineClient, tableArn: string): Promise<ExportDescription[] | string> {
  const summaries: ExportSummary[] = [];
  let token: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await callWith(engine, 'ListExports', {
      TableArn: tableArn,
      MaxResults: 25,
      ...(token ? { NextToken: token } : {}),
    });
    if (!listed.ok) return errorText(listed.error);
    const reply = listed.value.reply as { ExportSummaries?: ExportSummary[]; NextToken?: string };
    summaries.push(...(reply.ExportSummaries ?? []));
    token = reply.NextToken;
    if (!token) break;
  }
  const described = await Promise.all(summaries.map((summary) => describeExport(engine, summary.ExportArn)));
  return described.filter((description) => description !== undefined);
}

async function describeExport(
  engine: EngineClient,
  exportArn: string,
): Promise<ExportDescription | undefined> {
  const outcome = await callWith(engine, 'DescribeExport', { ExportArn: exportArn });
  return outcome.ok ? (outcome.value.reply.ExportDescription as ExportDescription) : undefined;
}

function newestFirst(descriptions: ExportDescription[]): ExportDescription[] {
  return [...descriptions].sort((a, b) => (b.StartTime ?? 0) - (a.StartTime ?? 0));
}
