import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useField, useFormikContext } from 'formik';
import type { ContractAccountDetail } from '@portal/shared/contract/contract-account';
import type { PaymentDirection } from '@portal/shared/contract/enums';
import { normalizeIban } from '@portal/shared/contract/iban-rule';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { visibleError } from '@portal/shared/forms/field-frame.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useGetDashboardQuery } from '@portal/shared/dashboard/get-dashboard';
import { useSaveBankAccountMutation } from '../api/payment';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { DASHBOARD } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { bankDataSchema, maskIban, type BankDataValues } from '../rules/bank-data-form';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.bankData;

/** One outcome per chosen account: the payload names one account, so the page makes one call each. */
type AccountOutcome = { contractAccountNumber: string; saved: boolean };

/**
 * /portal/payment/:bpn/:can (portal-processes §2.4 item 5, §5): IBAN with mask and check digits, depositor, direct-debit
 * mandate, applicability, and the accounts of this business partner the bank data apply to (the current one preselected).
 */
export default function BankDataPage() {
  const account = useProcessAccount();
  const [outcomes, setOutcomes] = useState<AccountOutcome[] | null>(null);
  const [failed, setFailed] = useState(false);
  if (outcomes) return <BankDataOutcome outcomes={outcomes} />;
  return (
    <AccountGate state={account} refusal={({ detail }) => (detail.active ? null : texts.common.notEditable)}>
      {({ detail }) => <BankDataForm detail={detail} failed={failed} onDone={setOutcomes} onFailed={() => setFailed(true)} />}
    </AccountGate>
  );
}

function BankDataOutcome({ outcomes }: { outcomes: AccountOutcome[] }) {
  const allSaved = outcomes.every((o) => o.saved);
  return (
    <div className="np-contracts">
      <FocusedMessage variant={allSaved ? 'success' : 'warning'} title={allSaved ? t.success : t.partial}>
        <ul className="np-contracts__outcomes">
          {outcomes.map((o) => (
            <li key={o.contractAccountNumber}>
              {o.saved ? t.accountSaved(o.contractAccountNumber) : t.accountFailed(o.contractAccountNumber)}
            </li>
          ))}
        </ul>
      </FocusedMessage>
      <p>
        <Link to={DASHBOARD}>{texts.common.backToDashboard}</Link>
      </p>
    </div>
  );
}

function BankDataForm({
  detail,
  failed,
  onDone,
  onFailed,
}: {
  detail: ContractAccountDetail;
  failed: boolean;
  onDone: (outcomes: AccountOutcome[]) => void;
  onFailed: () => void;
}) {
  const [save] = useSaveBankAccountMutation();
  const dashboard = useGetDashboardQuery();
  const partnerAccounts = (dashboard.data?.contractAccounts ?? [])
    .filter((a) => a.businessPartnerNumber === detail.businessPartnerNumber && a.active)
    .map((a) => a.contractAccountNumber);
  const choices = partnerAccounts.includes(detail.contractAccountNumber)
    ? partnerAccounts
    : [detail.contractAccountNumber, ...partnerAccounts];

  const submit = async (values: BankDataValues) => {
    const body = {
      iban: normalizeIban(values.iban),
      depositor: values.depositor.trim(),
      directDebitAuthority: values.directDebitAuthority,
      applicability: values.applicability as PaymentDirection,
    };
    // The current account first: its field errors belong on the form and stop the others.
    const ordered = [detail.contractAccountNumber, ...values.accounts.filter((a) => a !== detail.contractAccountNumber)].filter((a) =>
      values.accounts.includes(a),
    );
    const outcomes: AccountOutcome[] = [];
    for (const [index, contractAccountNumber] of ordered.entries()) {
      try {
        await unwrapForForm(save({ businessPartnerNumber: detail.businessPartnerNumber, contractAccountNumber, ...body }));
        outcomes.push({ contractAccountNumber, saved: true });
      } catch (error) {
        if (index === 0) throw error;
        if (error instanceof FormErrors) throw error;
        outcomes.push({ contractAccountNumber, saved: false });
      }
    }
    onDone(outcomes);
  };

  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{t.saveError}</FocusedMessage> : null}
      <p>{t.intro}</p>
      <PortalForm<BankDataValues>
        aria-label={t.title}
        initialValues={{
          iban: maskIban(detail.bankAccountIn?.iban ?? 'AT'),
          depositor: detail.bankAccountIn?.depositor ?? '',
          directDebitAuthority: false,
          applicability: detail.applicability ?? 'BOTH',
          accounts: [detail.contractAccountNumber],
        }}
        validationSchema={bankDataSchema}
        onSubmit={submit}
        onSubmitError={onFailed}
      >
        <TextField name="iban" label={t.iban} required hint={t.ibanHint} transform={maskIban} autoComplete="off" maxLength={42} />
        <TextField name="depositor" label={t.depositor} maxLength={60} autoComplete="name" />
        <RadioGroupField
          name="applicability"
          legend={t.applicability}
          required
          options={(['BOTH', 'PAYMENT', 'CREDIT'] as const).map((value) => ({ value, label: t.applicabilities[value] }))}
        />
        <AccountSelection choices={choices} />
        <CheckboxField name="directDebitAuthority" label={t.directDebitAuthority} required />
        <div className="np-contracts__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}

/** Checkboxes of the partner's active accounts; at least one (the current one is preselected). */
function AccountSelection({ choices }: { choices: string[] }) {
  const [, meta] = useField<string[]>('accounts');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<BankDataValues>();
  const error = visibleError(meta);
  const errorId = 'bank-data-accounts-error';
  return (
    <fieldset className="np-fieldset np-field" aria-describedby={error ? errorId : undefined}>
      <legend className="np-field__label np-field__label--required">{t.accounts}</legend>
      {choices.map((can) => (
        <label key={can} className="np-field__row np-field--checkbox">
          <input
            type="checkbox"
            className="np-checkbox"
            checked={values.accounts.includes(can)}
            onChange={(event) => {
              const next = event.target.checked ? [...values.accounts, can] : values.accounts.filter((a) => a !== can);
              void setFieldValue('accounts', next);
              void setFieldTouched('accounts', true, false);
            }}
          />
          <span>
            {texts.common.contractAccount} {can}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="np-field__error">
          <span className="np-visually-hidden">Fehler: </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
