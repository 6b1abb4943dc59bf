import { Fragment } from 'react';
import type { ProfileResult } from '@portal/shared/contract/consumption';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import { unitLabel } from '../rules/chart-model';
import { texts } from '../texts';

/**
 * Break points (<wbr>) in the long compounds of the community labels: the browser has no German hyphenation
 * everywhere, and without them "Gemeinschaftsüberschuss" would break anywhere or push its amount onto a line of its
 * own. The text itself stays unchanged (copy, search, screen readers).
 */
const BREAK_AFTER = /(Gemeinschafts|Restnetz|Eigen(?=deckung)|Zugeteilte )/;
function withBreakPoints(label: string) {
  const parts = label.split(BREAK_AFTER).filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={`${index}-${part}`}>
      {part}
      {BREAK_AFTER.test(part) && index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** The energy-community info box: the sum of every shown series over the range. */
export function CommunityTotals({ results, labels }: { results: ProfileResult[]; labels: string[] }) {
  const first = results[0];
  if (!first) return null;
  return (
    <section className="np-series-info np-series-info--totals" aria-label={texts.community.totalsHeading} lang="de-AT">
      <h3 className="np-series-info__title">{texts.community.totalsHeading}</h3>
      <p>
        {texts.info.timerange}: {formatDate(first.from.slice(0, 10))} – {formatDate(first.to.slice(0, 10))}
      </p>
      <dl>
        {results.map((result, index) => (
          <div key={labels[index]}>
            <dt>{withBreakPoints(labels[index])}</dt>
            <dd>{result.sum && result.average ? `${formatNumber(result.sum.value)} ${unitLabel(result.sum.unit)}` : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
