/**
 * The `aws-chunked` body encoding S3 clients use for streamed uploads (sigv4-streaming.html): chunks
 * of `<hex size>[;chunk-signature=<sig>]\r\n<bytes>\r\n`, ending with a zero-size chunk, after which
 * trailing headers (a checksum, `x-amz-checksum-crc32:…`) may follow. The signatures are not checked,
 * as no signature is anywhere in the sandbox. Undefined for a body that breaks the format.
 */
export function decodeAwsChunked(body: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const header = body.toString('latin1', at, lineEnd);
    const size = Number.parseInt(header.split(';', 1)[0], 16);
    if (!Number.isSafeInteger(size) || size < 0 || !/^[0-9a-fA-F]+/.test(header)) return undefined;
    at = lineEnd + 2;
    if (size === 0) return Buffer.concat(parts);
    if (at + size + 2 > body.length || body.toString('latin1', at + size, at + size + 2) !== '\r\n')
      return undefined;
    parts.push(body.subarray(at, at + size));
    at += size + 2;
  }
}

/** Whether a request's body is aws-chunked: said by its Content-Encoding or its payload hash. */
export function isAwsChunked(headers: Record<string, string | string[] | undefined>): boolean {
  const encoding = headers['content-encoding'];
  const hash = headers['x-amz-content-sha256'];
  return (
    (typeof encoding === 'string' && encoding.split(',').some((part) => part.trim() === 'aws-chunked')) ||
    (typeof hash === 'string' && hash.startsWith('STREAMING-'))
  );
}
