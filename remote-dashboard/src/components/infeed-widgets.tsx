import { Link } from 'react-router-dom';
import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { formatDate } from '@portal/shared/format/date';
import { contractProcessPath, type ContractKey } from '../rules/contract-links';
import { infeederInquiry, showRecentlyApprovedInfeed } from '../rules/grid-capacity';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

/**
 * In-feeder inquiry (portal-processes §2.3, §4): for showAnetteLight with a green or yellow light. Before the
 * possible-from date an info text with that date, from that day on (Vienna) the link to the quick check.
 */
export function InfeederInquiryWidget({
  contractKey,
  contract,
}: {
  contractKey: ContractKey;
  contract: Pick<ContractDetail, 'generationData'>;
}) {
  const inquiry = infeederInquiry(contract.generationData);
  if (inquiry.state === 'hidden') return null;
  return (
    <WidgetCard title={texts.infeederInquiry.heading} className="np-dashboard-card--inquiry">
      <p>{texts.infeederInquiry.intro}</p>
      {inquiry.state === 'notYet' ? (
        <p className="np-dashboard-note">{texts.infeederInquiry.notYet(formatDate(inquiry.possibleFrom))}</p>
      ) : (
        <Link className="np-button np-button--secondary" to={contractProcessPath('infeedQuickCheck', contractKey)}>
          {texts.infeederInquiry.link}
        </Link>
      )}
    </WidgetCard>
  );
}

/** Recently-approved-infeed info (portal-processes §2.3). */
export function RecentlyApprovedInfeedWidget({ contract }: { contract: Pick<ContractDetail, 'generationData'> }) {
  if (!showRecentlyApprovedInfeed(contract)) return null;
  return (
    <WidgetCard title={texts.recentlyApproved.heading} className="np-dashboard-card--approved">
      <p>{texts.recentlyApproved.text}</p>
    </WidgetCard>
  );
}
