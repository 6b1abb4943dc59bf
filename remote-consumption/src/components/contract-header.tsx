import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { texts } from '../texts';

/** Contract-account header with the meter point (portal-core §2). */
export function ContractHeader({ account, contract, note }: { account: ContractAccountDetail; contract: ContractDetail; note?: string }) {
  const a = account.address;
  const address = `${a.street} ${a.housenumber}${a.housenumberAffix ? a.housenumberAffix : ''}, ${a.postcode} ${a.city}`;
  return (
    <header className="np-consumption-header">
      <p className="np-consumption-header__title">{contract.description ?? account.description}</p>
      <dl>
        <div>
          <dt>{texts.header.contractAccount}</dt>
          <dd>{account.contractAccountNumber}</dd>
        </div>
        <div>
          <dt>{texts.header.address}</dt>
          <dd>{address}</dd>
        </div>
        <div>
          <dt>{texts.header.meterPoint}</dt>
          <dd>{groupMeterPoint(contract.pointOfDelivery.meterPointAdministrationNumber)}</dd>
        </div>
      </dl>
      {note ? <p className="np-consumption-header__note">{note}</p> : null}
    </header>
  );
}
