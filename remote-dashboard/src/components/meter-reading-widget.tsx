import { Link } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail, LastReading } from '@portal/shared/contract/contract-account';
import { formatDate } from '@portal/shared/format/date';
import { unitLabel } from '@portal/shared/format/unit';
import { contractProcessPath } from '../rules/contract-links';
import { latestReadings, readingDigits, readingText, showReadingLink, showReferenceNumbers } from '../rules/meter-reading';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

interface MeterReadingWidgetProps {
  account: Pick<ContractAccountDetail, 'businessPartnerNumber' | 'contractAccountNumber' | 'editable'>;
  contract: ContractDetail;
}

/**
 * Current meter reading (portal-processes §2.3): the digits of each latest reading with unit, the register's reference
 * number when there are several, the day it is of; the button to the reading route when the account is editable and a
 * new reading is possible.
 */
export function MeterReadingWidget({ account, contract }: MeterReadingWidgetProps) {
  const readings = latestReadings(contract);
  if (readings.length === 0) return null;
  const several = showReferenceNumbers(readings);
  const key = {
    businessPartnerNumber: account.businessPartnerNumber,
    contractAccountNumber: account.contractAccountNumber,
    contractNumber: contract.contractNumber,
  };
  return (
    <WidgetCard title={texts.reading.heading} className="np-dashboard-card--reading">
      <ul className="np-dashboard-readings">
        {readings.map((reading) => (
          <li key={reading.referenceNumber}>
            {several ? <p className="np-dashboard-readings__register">{texts.reading.register(reading.referenceNumber)}</p> : null}
            <Counter reading={reading} />
            <p className="np-dashboard-readings__time">
              {/* A reading is of a day: the API's 00:00 carries no time of day, so the date alone, as on the reading page. */}
              {texts.reading.timestamp} {formatDate(reading.newResult.timestamp)}
            </p>
          </li>
        ))}
      </ul>
      {showReadingLink(account, contract) ? (
        <Link className="np-button np-button--secondary" to={contractProcessPath('reading', key)}>
          {texts.reading.enter}
        </Link>
      ) : null}
    </WidgetCard>
  );
}

/** The counter's digits as boxes (decimal digits set apart, as on the meter); read as one de-AT number with unit. */
function Counter({ reading }: { reading: LastReading }) {
  const { integer, fraction } = readingDigits(reading);
  return (
    <p className="np-dashboard-counter">
      <span className="np-visually-hidden">{readingText(reading)}</span>
      <span className="np-dashboard-counter__digits" aria-hidden="true">
        {[...integer].map((digit, i) => (
          <span key={`i${i}`} className="np-dashboard-counter__digit">
            {digit}
          </span>
        ))}
        {fraction ? <span className="np-dashboard-counter__comma">,</span> : null}
        {[...fraction].map((digit, i) => (
          <span key={`f${i}`} className="np-dashboard-counter__digit np-dashboard-counter__digit--decimal">
            {digit}
          </span>
        ))}
        <span className="np-dashboard-counter__unit">{unitLabel(reading.unit)}</span>
      </span>
    </p>
  );
}
