/** The S3 page with no bucket open: what the sandbox's S3 is for, and how buckets come to be. */
export function S3Intro() {
  return (
    <section className="s3-intro" aria-labelledby="s3-intro-title">
      <h2 id="s3-intro-title">How the sandbox’s S3 works</h2>
      <ul>
        <li>
          <strong>Exports write here.</strong> In the Explorer, a table’s <em>Export</em> menu,{' '}
          <em>To S3, from point-in-time recovery…</em> (ExportTableToPointInTime, with point-in-time recovery
          on) writes its data files and manifests under{' '}
          <code>&lt;prefix&gt;/AWSDynamoDB/&lt;export id&gt;/</code> in the bucket you name.
        </li>
        <li>
          <strong>Imports read from here.</strong> The Explorer’s <em>Import from S3</em> (ImportTable) makes
          a new table from every object under a bucket and key prefix: CSV, DynamoDB JSON or Amazon Ion,
          uncompressed or compressed with gzip or Zstandard (the request’s InputCompressionType: GZIP, ZSTD or
          NONE). Upload the files first, into any bucket.
        </li>
        <li>
          <strong>Any valid bucket name exists.</strong> There is no CreateBucket: name a bucket (3 to 63
          lowercase letters, digits, dots and hyphens) and upload to it, or export to it. The list shows the
          buckets that hold objects. In AWS it is otherwise: you create the bucket before exporting to it, no
          other AWS account, in any Region, may already have its name, and the bucket’s permissions must let
          the export write there.
        </li>
      </ul>
    </section>
  );
}
