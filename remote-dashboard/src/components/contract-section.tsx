import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { CollapsibleSection } from '@portal/shared/ui/collapsible-section.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import type { AccountKey } from '../rules/contract-links';
import { texts } from '../texts';
import { ConsumptionLinks } from './consumption-links';

export interface ContractSectionProps {
  /** The contract account the contract belongs to (the consumption links need its keys). */
  account: AccountKey;
  contract: ContractDetail;
}

/**
 * One contract of an expanded row: scale type, meter point and copy button; supplier, standard load profile and the links
 * to the consumption views.
 */
export function ContractSection({ account, contract }: ContractSectionProps) {
  const meterPoint = contract.pointOfDelivery.meterPointAdministrationNumber;
  return (
    <CollapsibleSection
      headingLevel={4}
      heading={
        <span className="np-dashboard-contract__title">
          <span className="np-dashboard-contract__scale">{contract.scaleType}</span>{' '}
          <span className="np-dashboard-contract__meter-point">
            <span className="np-visually-hidden">{texts.meterPoint} </span>
            {groupMeterPoint(meterPoint)}
          </span>
        </span>
      }
      aside={
        <CopyButton
          text={meterPoint}
          label={texts.copyMeterPoint}
          successTitle={texts.copySuccess}
          errorTitle={texts.copyError}
        />
      }
    >
      <dl className="np-dashboard-contract__facts">
        <div>
          <dt>{texts.supplier}</dt>
          <dd>{`${contract.supplier.id} - ${contract.supplier.name}`}</dd>
        </div>
        <div>
          <dt>{texts.synthProfile}</dt>
          <dd>{contract.synthProfile || texts.notAvailable}</dd>
        </div>
      </dl>
      <ConsumptionLinks account={account} contract={contract} />
    </CollapsibleSection>
  );
}
