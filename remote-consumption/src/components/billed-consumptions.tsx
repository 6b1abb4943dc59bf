import { useId } from 'react';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import type { BilledConsumptions as Billed } from '@portal/shared/contract/contract-account';
import type { EnergyDirection } from '@portal/shared/contract/enums';
import { texts } from '../texts';
import { TableRegion } from './table-region';

/** The list of billed consumptions (portal-processes §2.4 item 9); of a feed-in contract, its billed generation. */
export function BilledConsumptions({ consumptions, direction }: { consumptions: Billed; direction: EnergyDirection }) {
  const headingId = useId();
  const amount = texts.amount[direction];
  const perDay = texts.amountPerDay[direction];
  return (
    <section className="np-consumption-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.billed.heading[direction]}</h2>
      <TableRegion label={texts.billed.caption[direction]} stacked>
        <table className="np-card-table">
          <caption>{texts.billed.caption[direction]}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.billed.period}</th>
              <th scope="col">{amount}</th>
              <th scope="col">{texts.billed.days}</th>
              <th scope="col">{perDay}</th>
              <th scope="col">{texts.billed.invoice}</th>
            </tr>
          </thead>
          <tbody>
            {consumptions.values.map((c) => (
              <tr key={`${c.from}-${c.to}`}>
                <th scope="row">
                  {formatDate(c.from)} – {formatDate(c.to)}
                </th>
                <td className="np-number" data-label={amount}>
                  {formatNumber(c.value)} {c.unit === 'NM3' ? 'm³' : 'kWh'}
                </td>
                <td className="np-number" data-label={texts.billed.days}>
                  {c.nrOfDays}
                </td>
                <td className="np-number" data-label={perDay}>
                  {formatNumber(c.consumptionPerDay)} {c.unit === 'NM3' ? 'm³' : 'kWh'}
                </td>
                <td data-label={texts.billed.invoice}>{c.invoiceNumber ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
