import { useId, useState } from 'react';
import type { DispatchType } from '@portal/shared/contract/consumption';
import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { useAppSelector } from '@portal/shared/state/hooks';
import { selectSessionUser } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { useChangeDispatchMutation } from '../api/change-dispatch';
import { texts } from '../texts';

interface Props {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  contract: ContractDetail;
}

/** Monthly and daily dispatch of the load profile, each toggled by its button (portal-processes §2.4 item 9, §4). */
export function DispatchSettings({ businessPartnerNumber, contractAccountNumber, contract }: Props) {
  const headingId = useId();
  const user = useAppSelector(selectSessionUser);
  const [changeDispatch, { isLoading }] = useChangeDispatchMutation();
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const [pending, setPending] = useState<DispatchType | null>(null);

  const toggle = async (type: DispatchType, active: boolean) => {
    setOutcome(null);
    setPending(type);
    try {
      await changeDispatch({
        businessPartnerNumber,
        contractAccountNumber,
        pod: contract.pointOfDelivery.meterPointAdministrationNumber,
        type,
        action: active ? 'DEACTIVATE' : 'ACTIVATE',
      }).unwrap();
      setOutcome('success');
    } catch {
      setOutcome('error');
    } finally {
      setPending(null);
    }
  };

  const rows: { type: DispatchType; label: string; active: boolean }[] = [
    { type: 'PROFILE_MONTHLY_DISPATCH', label: texts.dispatchMonthly, active: contract.monthlyProfileDispatchActive ?? false },
    { type: 'PROFILE_DAILY_DISPATCH', label: texts.dispatchDaily, active: contract.dailyProfileDispatchActive ?? false },
  ];

  return (
    <section className="np-consumption-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.dispatchHeading}</h2>
      <p>{user?.email ? texts.dispatchInfo(user.email) : texts.dispatchInfoNoEmail}</p>
      <ul className="np-dispatch-list">
        {rows.map((row) => (
          <li key={row.type}>
            <span>
              {row.label}: <strong>{row.active ? texts.dispatchOn : texts.dispatchOff}</strong>
            </span>
            <Button variant="secondary" busy={isLoading && pending === row.type} onClick={() => void toggle(row.type, row.active)}>
              {row.active ? texts.dispatchDeactivate(row.label) : texts.dispatchActivate(row.label)}
            </Button>
          </li>
        ))}
      </ul>
      {outcome === 'success' ? <Banner variant="success">{texts.dispatchSuccess}</Banner> : null}
      {outcome === 'error' ? <Banner variant="error">{texts.dispatchError}</Banner> : null}
    </section>
  );
}
