/**
 * Saves an object's bytes as a file through the browser's download (a blob URL: nothing leaves the
 * machine). The bytes as stored: a .gz object downloads compressed, as `aws s3 cp` would copy it.
 */
import { errorText, type EngineClient } from '../../client/engineClient.ts';
import { bytesOfBase64 } from '../../client/objectBytes.ts';
import { s3Calls } from '../../client/s3Calls.ts';
import { fileNameOf } from './s3Listing.ts';

export function downloadBytes(fileName: string, bytes: Uint8Array<ArrayBuffer>): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads the object and downloads it; the error text when it cannot be read. */
export async function downloadObject(
  engine: EngineClient,
  bucket: string,
  key: string,
): Promise<string | undefined> {
  const outcome = await s3Calls.getObject(engine, bucket, key);
  if (!outcome.ok) return errorText(outcome.error);
  downloadBytes(fileNameOf(key), bytesOfBase64(outcome.value.Body));
  return undefined;
}
