/**
 * S3's XML replies (API reference, RESTAPI): the list results, the bucket list, a batch delete's
 * result and errors. Only what the sandbox answers; every text goes through `escape`.
 */
import type { S3ObjectInfo } from '../../engine/s3/objectStore.ts';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** The account every sandbox object belongs to, as the engine's ARNs name it. */
const OWNER = '<Owner><ID>000000000000</ID><DisplayName>sandbox</DisplayName></Owner>';

export function escape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A leaf element, left out when its value is undefined. */
export const element = (name: string, value: string | number | boolean | undefined) =>
  value === undefined ? '' : `<${name}>${escape(String(value))}</${name}>`;

export const isoTime = (epochMs: number) => new Date(epochMs).toISOString();

export function document(root: string, body: string): string {
  return `${DECLARATION}<${root} xmlns="${NAMESPACE}">${body}</${root}>`;
}

export function errorDocument(code: string, message: string, requestId: string, extra = ''): string {
  return `${DECLARATION}<Error>${element('Code', code)}${element('Message', message)}${extra}${element('RequestId', requestId)}</Error>`;
}

export function objectEntry(info: S3ObjectInfo, etag: string, key: string): string {
  return (
    `<Contents>${element('Key', key)}${element('LastModified', isoTime(info.lastModified))}` +
    `${element('ETag', etag)}${element('Size', info.size)}<StorageClass>STANDARD</StorageClass></Contents>`
  );
}

export function bucketList(buckets: readonly { name: string; created: number }[]): string {
  const entries = buckets
    .map(
      (bucket) =>
        `<Bucket>${element('Name', bucket.name)}${element('CreationDate', isoTime(bucket.created))}</Bucket>`,
    )
    .join('');
  return document('ListAllMyBucketsResult', `${OWNER}<Buckets>${entries}</Buckets>`);
}
