/**
 * Contributor Insights for DynamoDB, as its two partition-key rules name them: the most accessed and
 * the most throttled partition keys over the current and the previous minute, with each key's share.
 */
import type { TopKeySnapshot } from '../../client/capacityClient.ts';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

export function TopKeys({
  traffic,
  throttled,
}: {
  traffic: TopKeySnapshot[] | undefined;
  throttled: TopKeySnapshot[] | undefined;
}) {
  return (
    <section className="top-keys" aria-labelledby="top-keys-title">
      <h2 id="top-keys-title">Contributor Insights</h2>
      <div className="top-keys__grid">
        <KeyTable
          title="Most accessed items (partition key)"
          unit="Capacity units"
          keys={traffic}
          empty="No keyed traffic in the last two minutes."
        />
        <KeyTable
          title="Most throttled items (partition key)"
          unit="Throttled requests"
          keys={throttled}
          empty="Nothing throttled in the last two minutes."
        />
      </div>
      <p className="muted top-keys__note">
        Over the current and the previous simulated minute. Scans name no key and are not counted. Counts
        marked ± come from a sketch once a minute sees more than 10,000 distinct keys: at most that much may
        belong to other keys.
      </p>
    </section>
  );
}

function KeyTable({
  title,
  unit,
  keys,
  empty,
}: {
  title: string;
  unit: string;
  keys: TopKeySnapshot[] | undefined;
  empty: string;
}) {
  const total = keys?.reduce((sum, key) => sum + key.count, 0) ?? 0;
  const top = keys?.[0]?.count ?? 0;
  return (
    <div>
      <h3>{title}</h3>
      {!keys || keys.length === 0 ? (
        <p className="muted">{keys ? empty : 'Reading…'}</p>
      ) : (
        <table className="data-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Partition key</th>
              <th scope="col">{unit}</th>
              <th scope="col">Share of top {keys.length}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.key}>
                <th scope="row">
                  <code>{key.key}</code>
                </th>
                <td>
                  {n(key.count)}
                  {key.overcount > 0 && <span className="muted"> ±{n(key.overcount)}</span>}
                </td>
                <td>
                  <span className="share">
                    <span className="share__bar" style={{ width: `${(key.count / top) * 100}%` }} />
                    <span>{Math.round((key.count / total) * 100)} %</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
