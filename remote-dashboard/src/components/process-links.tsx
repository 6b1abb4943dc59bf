import { Link } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { useOperator } from '@portal/shared/operator/operator-context';
import { formatDate } from '@portal/shared/format/date';
import { pendingActivation, processLinks, showDeviceKeyWidgets, smallInfeederRequest } from '../rules/process-links';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

type Account = Pick<ContractAccountDetail, 'businessPartnerNumber' | 'contractAccountNumber' | 'editable'>;

/**
 * The links of a contract to its processes (portal-processes §2.3): smart-meter opt-in, smart-meter and load-profile
 * activation, M-Bus key, small in-feeder activation and deactivation, each by its own rule. Nothing when none applies.
 */
export function ProcessLinks({ account, contract }: { account: Account; contract: ContractDetail }) {
  const links = processLinks(account, contract);
  if (links.length === 0) return null;
  return (
    <ul className="np-dashboard-contract__links" aria-label={texts.processLinksLabel}>
      {links.map((link) => (
        <li key={link.kind}>
          <Link to={link.to}>{texts.processLink[link.kind]}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The pending text while a smart-meter or load-profile activation is in progress. */
export function PendingActivationNote({ contract }: { contract: Pick<ContractDetail, 'pointOfDelivery'> }) {
  const pending = pendingActivation(contract);
  if (!pending) return null;
  return (
    <Banner variant="info" role="none" className="np-dashboard-pending">
      <p>{texts.pending[pending]}</p>
    </Banner>
  );
}

/** What the customer asked for as a small in-feeder (instead of the link, which is gone until it is processed). */
export function SmallInfeederRequestNote({ contract }: { contract: Pick<ContractDetail, 'generationData'> }) {
  const request = smallInfeederRequest(contract);
  if (!request) return null;
  return (
    <Banner variant="info" role="none" className="np-dashboard-pending">
      <p>{texts.smallInfeederRequest[request.action](formatDate(request.requestedAt.slice(0, 10)))}</p>
    </Banner>
  );
}

/**
 * Wifi reader head info with the order form and the operator's FAQ (an external page, opened in a new tab): editable and
 * deviceKeyAvailable.
 */
export function WifiReaderWidget({
  account,
  contract,
}: {
  account: Account;
  contract: Pick<ContractDetail, 'deviceKeyAvailable' | 'contractNumber'>;
}) {
  const operator = useOperator();
  if (!showDeviceKeyWidgets(account, contract)) return null;
  return (
    <WidgetCard title={texts.wifiReader.heading} className="np-dashboard-card--wifi">
      <p>{texts.wifiReader.text}</p>
      <p>
        <Link to={`/portal/wifi-reader/${account.businessPartnerNumber}/${account.contractAccountNumber}/${contract.contractNumber}`}>
          {texts.wifiReader.order}
        </Link>
      </p>
      <a href={operator.links.wifiReaderFaq} target="_blank" rel="noopener noreferrer">
        {texts.wifiReader.faq}
        <span aria-hidden="true"> ↗</span>
        <span className="np-visually-hidden"> {texts.wifiReader.newTab}</span>
      </a>
    </WidgetCard>
  );
}
