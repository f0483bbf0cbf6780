/**
 * Contributor Insights for DynamoDB, as its two partition-key rules name them: the most accessed and
 * the most throttled partition keys over the current and the previous minute, with each key's share
 * (of all capacity consumed for the accessed keys, of the listed keys for the throttled ones).
 * DynamoDB graphs them only while insights are on for the table or index (and only the throttled
 * ones in THROTTLED_KEYS mode); the sandbox always shows both and says how the switch stands.
 */
import type { ResourceDetail, TopKeySnapshot } from '../../client/capacityClient.ts';
import { TOP_KEY_LISTS } from './topKeyLists.ts';
import { sharePercent } from './topKeyShare.ts';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

export function TopKeys({
  traffic,
  throttled,
  resource,
  insights,
  consumed,
}: {
  traffic: TopKeySnapshot[] | undefined;
  throttled: TopKeySnapshot[] | undefined;
  /** All units the resource consumed over the keys' two minutes (topKeyShare.ts), when known. */
  consumed: number | undefined;
  /** `table` or `table/index/name`. */
  resource: string;
  insights: ResourceDetail['insights'] | undefined;
}) {
  return (
    <section className="top-keys" aria-labelledby="top-keys-title">
      <h2 id="top-keys-title">Contributor Insights</h2>
      <div className="top-keys__grid">
        <KeyTable
          {...TOP_KEY_LISTS.accessed}
          keys={traffic}
          total={consumed}
          totalName="all units consumed"
        />
        <KeyTable {...TOP_KEY_LISTS.throttled} keys={throttled} />
      </div>
      <p className="muted top-keys__note">
        Over the current and the previous simulated minute. Scans name no key and are not counted. Counts
        marked ± come from a sketch once a minute sees more than 10,000 distinct keys: at most that much may
        belong to other keys.
      </p>
      {insights && <p className="muted top-keys__note">{switchNote(resource, insights)}</p>}
    </section>
  );
}

/** How DynamoDB's switch stands for this table or index, and the command that flips it. */
function switchNote(resource: string, insights: ResourceDetail['insights']): string {
  const [table, , index] = resource.split('/');
  const target = index ? `--table-name ${table} --index-name ${index}` : `--table-name ${table}`;
  const on = insights.status === 'ENABLED' || insights.status === 'ENABLING';
  if (!on) {
    return `In DynamoDB these graphs need Contributor Insights, which is ${insights.status.toLowerCase()} here (aws dynamodb update-contributor-insights ${target} --contributor-insights-action ENABLE); the sandbox shows them anyway.`;
  }
  return insights.mode === 'THROTTLED_KEYS'
    ? `Contributor Insights is ${insights.status.toLowerCase()} in THROTTLED_KEYS mode: DynamoDB graphs only the most throttled items.`
    : `Contributor Insights is ${insights.status.toLowerCase()} (ACCESSED_AND_THROTTLED_KEYS): DynamoDB graphs both.`;
}

function KeyTable({
  title,
  unit,
  keys,
  empty,
  total: whole,
  totalName,
}: {
  title: string;
  unit: string;
  keys: TopKeySnapshot[] | undefined;
  empty: string;
  /** What the shares are of; the listed keys' own sum when not given. */
  total?: number;
  /** The column's words for `total` ("all consumed"). */
  totalName?: string;
}) {
  const listed = keys?.reduce((sum, key) => sum + key.count, 0) ?? 0;
  // A total just read may trail the keys by a pull: never let a share pass 100 %.
  const total = whole === undefined ? listed : Math.max(whole, listed);
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
              <th scope="col">
                {whole === undefined || !totalName
                  ? `Share of the ${keys.length} listed`
                  : `Share of ${totalName}`}
              </th>
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
                    {/* A track of fixed length: a bar's width is a share of it, so the top key's fills
                        it and each other key's is its count's fraction of the top's. */}
                    <span className="share__track" aria-hidden="true">
                      <span
                        className="share__bar"
                        style={{ width: `${top > 0 ? (key.count / top) * 100 : 0}%` }}
                      />
                    </span>
                    <span>{sharePercent(key.count, total)}</span>
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
