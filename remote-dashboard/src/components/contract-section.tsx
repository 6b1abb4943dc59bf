import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { formatAddress } from '@portal/shared/format/address';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { CollapsibleSection } from '@portal/shared/ui/collapsible-section.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import type { ContractKey } from '../rules/contract-links';
import { contractTitle } from '../rules/contract-header';
import { texts } from '../texts';
import { ConsumptionLinks } from './consumption-links';
import { GridCapacityWidget } from './grid-capacity-widget';
import { InfeederInquiryWidget, RecentlyApprovedInfeedWidget } from './infeed-widgets';
import { MeterReadingWidget } from './meter-reading-widget';
import { NetDataList } from './net-data-list';
import { PendingActivationNote, ProcessLinks, SmallInfeederRequestNote, WifiReaderWidget } from './process-links';
import { TrendWidget } from './trend-widget';

interface ContractSectionProps {
  /** The contract account the contract belongs to (keys, address, editable). */
  account: ContractAccountDetail;
  contract: ContractDetail;
}

/**
 * One contract of an expanded row (portal-core §2, portal-processes §2.2 and §2.3). The header names the contract
 * (description or scale type), its meter point with the copy button and its state in words; the body, rendered only
 * while open, holds the contract data, the net data and every contract widget by its own display rule.
 */
export function ContractSection({ account, contract }: ContractSectionProps) {
  const meterPoint = contract.pointOfDelivery.meterPointAdministrationNumber;
  const key: ContractKey = {
    businessPartnerNumber: account.businessPartnerNumber,
    contractAccountNumber: account.contractAccountNumber,
    contractNumber: contract.contractNumber,
  };
  return (
    <CollapsibleSection
      headingLevel={4}
      className="np-dashboard-contract"
      heading={
        <span className="np-dashboard-contract__title">
          <span className="np-dashboard-contract__scale">{contractTitle(contract)}</span>{' '}
          <span className="np-dashboard-contract__meter-point">
            <span className="np-visually-hidden">{texts.meterPoint} </span>
            {groupMeterPoint(meterPoint)}
          </span>
        </span>
      }
      aside={
        <span className="np-dashboard-contract__aside">
          <span className={`np-dashboard-status np-dashboard-status--${contract.active ? 'active' : 'inactive'}`}>
            <span className="np-visually-hidden">{texts.contract.status}: </span>
            {contract.active ? texts.active : texts.inactive}
          </span>
          <CopyButton text={meterPoint} label={texts.copyMeterPoint} successTitle={texts.copySuccess} errorTitle={texts.copyError} />
        </span>
      }
    >
      <ContractFacts account={account} contract={contract} />
      <div className="np-dashboard-contract__widgets">
        <NetDataList account={account} contract={contract} />
        <MeterReadingWidget account={account} contract={contract} />
        <TrendWidget contract={contract} interval="monthly" />
        <TrendWidget contract={contract} interval="yearly" />
        <GridCapacityWidget contract={contract} />
        <InfeederInquiryWidget contractKey={key} contract={contract} />
        <RecentlyApprovedInfeedWidget contract={contract} />
        <WifiReaderWidget account={account} contract={contract} />
      </div>
      <PendingActivationNote contract={contract} />
      <SmallInfeederRequestNote contract={contract} />
      <div className="np-dashboard-contract__link-lists">
        <ConsumptionLinks account={account} contract={contract} />
        <ProcessLinks account={account} contract={contract} />
      </div>
    </CollapsibleSection>
  );
}

/** Contract header data: account and contract number, scale type (when the title is the description), address, supplier, standard load profile. */
function ContractFacts({ account, contract }: ContractSectionProps) {
  const t = texts.contract;
  const rows: [string, string][] = [
    [t.contractAccount, account.contractAccountNumber],
    [t.contractNumber, contract.contractNumber],
    ...(contract.description?.trim() ? [[t.scaleType, contract.scaleType] as [string, string]] : []),
    [t.address, formatAddress(account.address)],
    [texts.supplier, `${contract.supplier.id} - ${contract.supplier.name}`],
    [texts.synthProfile, synthProfileLabel(contract) ?? texts.notAvailable],
  ];
  return (
    <dl className="np-dashboard-contract__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Haushalt (H0)": the category the service names, with the profile's code where there is one. */
function synthProfileLabel({ synthProfile, synthProfileCode }: ContractDetail): string | null {
  if (!synthProfile) return null;
  return synthProfileCode && synthProfileCode !== synthProfile ? `${synthProfile} (${synthProfileCode})` : synthProfile;
}
