import { useMemo, useState } from 'react';
import { parseAmount, roundCents } from '@portal/shared/contract/installment-rule';
import type { InstallmentAgreement } from '@portal/shared/contract/contract-account';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { formatDate } from '@portal/shared/format/date';
import { formatEuro, formatNumber } from '@portal/shared/format/number';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useChangeInstallmentMutation } from '../api/payment';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';
import { ProcessSuccess } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { installmentSchema, type InstallmentValues } from '../rules/installment-form';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.installment;

/** /portal/installment/:bpn/:can (portal-processes §2.4 item 2, §5): new monthly amount within the bounds and a reason. */
export default function InstallmentPage() {
  const account = useProcessAccount();
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (saved !== null) return <ProcessSuccess>{t.success(saved)}</ProcessSuccess>;
  return (
    <AccountGate state={account} refusal={({ detail }) => (detail.installmentAgreement?.changeable ? null : t.notChangeable)}>
      {({ detail }) => (
        <InstallmentForm
          agreement={detail.installmentAgreement as InstallmentAgreement}
          keys={{ businessPartnerNumber: detail.businessPartnerNumber, contractAccountNumber: detail.contractAccountNumber }}
          failed={failed}
          onSaved={setSaved}
          onFailed={() => setFailed(true)}
        />
      )}
    </AccountGate>
  );
}

function InstallmentForm({
  agreement,
  keys,
  failed,
  onSaved,
  onFailed,
}: {
  agreement: InstallmentAgreement;
  keys: { businessPartnerNumber: string; contractAccountNumber: string };
  failed: boolean;
  onSaved: (amount: number) => void;
  onFailed: () => void;
}) {
  const [change] = useChangeInstallmentMutation();
  const schema = useMemo(() => installmentSchema(agreement), [agreement]);
  const bounds = t.bounds(agreement.minAmount ?? null, agreement.maxAmount ?? null);
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{t.intro}</p>
      <dl className="np-contracts__facts">
        <dt>{texts.common.contractAccount}</dt>
        <dd>{keys.contractAccountNumber}</dd>
        <dt>{t.current}</dt>
        <dd>{formatEuro(agreement.currentAmount)}</dd>
      </dl>
      <PortalForm<InstallmentValues>
        aria-label={t.title}
        initialValues={{ amount: '', reason: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          const amount = roundCents(parseAmount(values.amount) ?? 0);
          await unwrapForForm(change({ ...keys, amount, reason: values.reason.trim() }));
          onSaved(amount);
        }}
        onSubmitError={onFailed}
      >
        <TextField name="amount" label={t.amount} required inputMode="decimal" hint={bounds} autoComplete="off" />
        <TextField name="reason" label={t.reason} required maxLength={500} />
        <div className="np-contracts__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </PortalForm>
      {agreement.installments.length > 0 ? (
        <ScrollRegion label={t.schedule}>
          <table className="np-contracts__table">
            <caption className="np-visually-hidden">{t.schedule}</caption>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col" className="np-contracts__amount">
                  {t.amountColumn}
                </th>
                <th scope="col">{t.currency}</th>
              </tr>
            </thead>
            <tbody>
              {agreement.installments.map((installment) => (
                <tr key={installment.date}>
                  <td>{formatDate(installment.date)}</td>
                  <td className="np-contracts__amount">{formatNumber(installment.amount)}</td>
                  <td>{agreement.currency ?? 'EUR'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}
