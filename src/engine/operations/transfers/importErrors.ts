/**
 * DynamoSandbox.GetImportErrors: the first errors of an import (importSources.ts keeps 100), as
 * AWS's CloudWatch log group /aws-dynamodb/imports would show them — the sandbox has no CloudWatch
 * Logs, and a learner needs to see why records were skipped. Kept apart from imports.ts, whose
 * code the browser loads on first use: this target is in the operation table from the start.
 */
import type { Engine } from '../../engine.ts';
import { findImport, importLogGroupArn } from '../../imports/importTask.ts';
import { validateDescribeImport } from '../../validation/transfers.ts';

export function getImportErrors(engine: Engine, body: object) {
  const task = findImport(engine, validateDescribeImport(body).ImportArn);
  return {
    CloudWatchLogGroupArn: importLogGroupArn(engine),
    ErrorCount: task.errorCount,
    ErrorEvents: task.errors.map((event) => ({ ...event, importArn: task.arn })),
  };
}
