import type { Consent, ConsentRequest } from '@portal/shared/contract/consents';
import { formatDate } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { texts } from '../texts';

type Item = Pick<
  Consent | ConsentRequest,
  'pod' | 'serviceProvider' | 'serviceProviderName' | 'datatype' | 'granularity' | 'periodicity' | 'validThrough'
>;

/** "Lastprofil, Viertelstundenwerte, täglich". */
export const dataText = (item: Pick<Item, 'datatype' | 'granularity' | 'periodicity'>) =>
  texts.dataLine(texts.datatype[item.datatype], texts.granularity[item.granularity], texts.periodicity[item.periodicity]);

/** "01.01.2026 – 31.12.2026"; an open end (9999-12-31) as a dash. */
export const validityText = (item: Pick<Item, 'validThrough'>) =>
  texts.validity(formatDate(item.validThrough.from), formatDate(item.validThrough.to));

/** The cells requests and consents share: meter point, provider, data, validity. */
export function SharedCells({ item }: { item: Item }) {
  return (
    <>
      <td data-label={texts.columns.pod} className="np-consents-table__pod">
        {groupMeterPoint(item.pod)}
      </td>
      <td data-label={texts.columns.provider}>
        <div>
          {item.serviceProviderName}
          <span className="np-consents-table__sub">{item.serviceProvider}</span>
        </div>
      </td>
      <td data-label={texts.columns.datatype}>{dataText(item)}</td>
      <td data-label={texts.columns.validity}>{validityText(item)}</td>
    </>
  );
}

export function SharedHeadCells() {
  return (
    <>
      <th scope="col">{texts.columns.pod}</th>
      <th scope="col">{texts.columns.provider}</th>
      <th scope="col">{texts.columns.datatype}</th>
      <th scope="col">{texts.columns.validity}</th>
    </>
  );
}

/** The status as text (never by colour alone). */
export function StatusText({ status }: { status: keyof typeof texts.status }) {
  return <span className={`np-consents-status np-consents-status--${status.toLowerCase()}`}>{texts.status[status]}</span>;
}
