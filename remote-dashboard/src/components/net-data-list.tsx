import { lazy, Suspense, useId, useState } from 'react';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { MailButton } from '@portal/shared/ui/mail-button.tsx';
import { useSendNetworkDataEmailMutation } from '../api/send-network-data-email';
import { netDataRows, netDataText, showNetDataActions } from '../rules/net-data';
import { texts } from '../texts';
import { WidgetCard } from './widget-card';

// Loaded when a help text is first opened: it brings the HTML sanitizer (DOMPurify), whose evaluation was a long task
// of the dashboard's load although no help text is open then.
const HelpText = lazy(() => import('@portal/shared/content/help-text.tsx').then((module) => ({ default: module.HelpText })));

interface NetDataListProps {
  account: Pick<ContractAccountDetail, 'businessPartnerNumber' | 'contractAccountNumber'>;
  contract: ContractDetail;
}

/**
 * Net-data list (portal-core §2): meter point, meter number, smart-meter type with its help on demand, substation,
 * station and contract power. STROM contracts add copy (repeatable) and e-mail (once) buttons (portal-core §4, §6).
 */
export function NetDataList({ account, contract }: NetDataListProps) {
  // One result per contract for the whole visit: closing and opening the contract does not offer the mail again.
  const [sendNetworkData, sent] = useSendNetworkDataEmailMutation({
    fixedCacheKey: `network-data/${account.contractAccountNumber}/${contract.contractNumber}`,
  });
  const labels = texts.netData.labels;
  return (
    <WidgetCard title={texts.netData.heading} className="np-dashboard-card--net-data">
      <dl className="np-dashboard-card__facts">
        {netDataRows(contract).map(({ field, value }) => (
          <div key={field}>
            <dt>{labels[field]}</dt>
            <dd className={field === 'meterPoint' ? 'np-dashboard-contract__meter-point' : undefined}>
              {value}
              {field === 'meterType' && contract.smartMeterTypeHelp ? (
                <MeterTypeHelp contentKey={contract.smartMeterTypeHelp} typeName={contract.smartMeterTypeName} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {showNetDataActions(contract) ? (
        <div className="np-dashboard-card__actions">
          <CopyButton
            text={() => netDataText(contract, labels)}
            label={texts.netData.copy}
            successTitle={texts.netData.copySuccess}
            errorTitle={texts.netData.copyError}
          />
          <MailButton
            action={() =>
              sendNetworkData({
                businessPartnerNumber: account.businessPartnerNumber,
                contractAccountNumber: account.contractAccountNumber,
                contractNumber: contract.contractNumber,
              }).unwrap()
            }
            initialState={sent.isSuccess ? 'success' : sent.isError ? 'error' : undefined}
            label={texts.netData.mail}
            successTitle={texts.netData.mailSuccess}
            errorTitle={texts.netData.mailError}
          />
        </div>
      ) : null}
    </WidgetCard>
  );
}

/** The smart-meter type's help text by content key, behind a disclosure button; loaded when first opened. */
function MeterTypeHelp({ contentKey, typeName }: { contentKey: string; typeName: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="np-dashboard-help__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">?</span>
        <span className="np-visually-hidden">{texts.netData.helpToggle(typeName)}</span>
      </button>
      <div id={panelId} className="np-dashboard-help__panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <HelpText contentKey={contentKey} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
