import { useEffect, useState } from 'react';
import { importErrorCalls, type ImportErrorLog } from '../../../client/calls.ts';
import { errorText } from '../../../client/engineClient.ts';
import { useServices } from '../../../state/AppServices.tsx';

/**
 * The records an import did not write, and why: which object, which record in it (`itemIndex`,
 * from 0) and DynamoDB's message. On AWS these are events in the CloudWatch Logs group the import
 * names; the sandbox has no CloudWatch and keeps an import's first 100 (DynamoSandbox.GetImportErrors).
 */
export function ImportErrorList({ importArn, errorCount }: { importArn: string; errorCount: number }) {
  const { engine } = useServices();
  const [log, setLog] = useState<ImportErrorLog | { failure: string }>();

  useEffect(() => {
    let current = true;
    void importErrorCalls.list(engine, importArn).then((outcome) => {
      if (current) setLog(outcome.ok ? outcome.value : { failure: errorText(outcome.error) });
    });
    return () => {
      current = false;
    };
  }, [engine, importArn, errorCount]);

  if (log === undefined) return null;
  if ('failure' in log)
    return <p className="explorer__error">The import's errors could not be read: {log.failure}</p>;
  const notKept = log.ErrorCount - log.ErrorEvents.length;
  return (
    <section className="s3-transfer__errors" aria-label="Records not imported">
      <h4>Records not imported</h4>
      <p className="s3-transfer__note">
        DynamoDB logs these to CloudWatch, in {log.CloudWatchLogGroupArn}; the sandbox keeps an import's first
        100.
      </p>
      <ol>
        {log.ErrorEvents.map((event, index) => (
          <li key={index}>
            <code>
              s3://{event.itemS3Pointer.bucket}/{event.itemS3Pointer.key}
            </code>
            , itemIndex {event.itemS3Pointer.itemIndex}: {event.errorMessages.join(' ')}
          </li>
        ))}
      </ol>
      {notKept > 0 && (
        <p className="s3-transfer__note">
          {notKept.toLocaleString('en-US')} more {notKept === 1 ? 'was' : 'were'} counted but not kept.
        </p>
      )}
    </section>
  );
}
