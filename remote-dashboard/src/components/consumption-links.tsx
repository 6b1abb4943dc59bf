import { Link } from 'react-router-dom';
import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { contractLinks, type AccountKey, type ContractLinkKind } from '../rules/contract-links';
import { texts } from '../texts';

const labels: Record<ContractLinkKind, string> = {
  consumption: texts.consumptionLink,
  performanceMonitoring: texts.performanceMonitoringLink,
  energyCommunity: texts.energyCommunityLink,
};

interface ConsumptionLinksProps {
  account: AccountKey;
  contract: ContractDetail;
}

/** portal-processes §2.3: links of a contract to the consumption views of remote-consumption; nothing when none applies. */
export function ConsumptionLinks({ account, contract }: ConsumptionLinksProps) {
  const links = contractLinks(account, contract);
  if (links.length === 0) return null;
  return (
    <ul className="np-dashboard-contract__links" aria-label={texts.consumptionLinksLabel}>
      {links.map((link) => (
        <li key={link.kind}>
          <Link to={link.to}>{labels[link.kind]}</Link>
        </li>
      ))}
    </ul>
  );
}
