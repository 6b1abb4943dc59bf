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
import { statusOf, unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useGetDashboardQuery } from '@portal/shared/dashboard/get-dashboard';
import { useSaveBankAccountMutation } from '../api/payment';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { DASHBOARD } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { bankDataChoices, bankDataSchema, maskIban, type BankDataValues } from '../rules/bank-data-form';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.bankData;

/**
 * One outcome per chosen account: the payload names one account, so the page makes one call each. `refused`: the
 * service answered 409 (the account's bank data cannot be changed), which trying again later does not change.
 */
type AccountOutcome = { contractAccountNumber: string; outcome: 'saved' | 'refused' | 'failed' };

/** Why the first (current) account could not be saved: refused for good (409) or failed for now. */
type Failure = 'refused' | 'failed';

const outcomeOf = (error: unknown): Failure => (statusOf(error) === 409 ? 'refused' : 'failed');

/**
 * /portal/payment/:bpn/:can (portal-processes §2.4 item 5, §5): IBAN with mask and check digits, depositor, direct-debit
 * mandate, applicability, and the accounts of this business partner the bank data apply to (the current one preselected).
 */
export default function BankDataPage() {
  const account = useProcessAccount();
  const [outcomes, setOutcomes] = useState<AccountOutcome[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (outcomes) return <BankDataOutcome outcomes={outcomes} />;
  return (
    // The payment section, and with it the bank data, exists only where the operator bills (portal-core §2, §6).
    <AccountGate
      state={account}
      refusal={({ detail }) => (!detail.billedByProvider ? t.notBilledByProvider : detail.active ? null : texts.common.notEditable)}
    >
      {({ detail }) => (
        <BankDataForm detail={detail} failure={failure} onDone={setOutcomes} onFailed={(error) => setFailure(outcomeOf(error))} />
      )}
    </AccountGate>
  );
}

function BankDataOutcome({ outcomes }: { outcomes: AccountOutcome[] }) {
  const allSaved = outcomes.every((o) => o.outcome === 'saved');
  return (
    <div className="np-contracts">
      <FocusedMessage variant={allSaved ? 'success' : 'warning'} title={allSaved ? t.success : t.partial}>
        <ul className="np-contracts__outcomes">
          {outcomes.map((o) => (
            <li key={o.contractAccountNumber}>
              {o.outcome === 'saved'
                ? t.accountSaved(o.contractAccountNumber)
                : o.outcome === 'refused'
                  ? t.accountRefused(o.contractAccountNumber)
                  : t.accountFailed(o.contractAccountNumber)}
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
  failure,
  onDone,
  onFailed,
}: {
  detail: ContractAccountDetail;
  failure: Failure | null;
  onDone: (outcomes: AccountOutcome[]) => void;
  onFailed: (error: unknown) => void;
}) {
  const [save] = useSaveBankAccountMutation();
  const dashboard = useGetDashboardQuery();
  const choices = bankDataChoices(dashboard.data?.contractAccounts ?? [], detail);

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
        outcomes.push({ contractAccountNumber, outcome: 'saved' });
      } catch (error) {
        if (index === 0) throw error;
        if (error instanceof FormErrors) throw error;
        outcomes.push({ contractAccountNumber, outcome: outcomeOf(error) });
      }
    }
    onDone(outcomes);
  };

  return (
    <div className="np-contracts">
      {failure ? <FocusedMessage variant="error">{failure === 'refused' ? t.saveRefused : t.saveError}</FocusedMessage> : null}
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

/** Checkboxes of the partner's accounts that take bank data here; at least one (the current one is preselected). */
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
