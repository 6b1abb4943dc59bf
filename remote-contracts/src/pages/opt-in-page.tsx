import { useState } from 'react';
import * as Yup from 'yup';
import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { OPT_IN_ERRORS } from '@portal/shared/contract/contract-processes';
import { ACTIVATION_REASONS } from '@portal/shared/contract/enums';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { useRequestOptInMutation } from '../api/smart-meter';
import { AccountGate } from '../components/account-gate';
import { ProcessSuccess, ProcessUnavailable } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { processCompleted, selectCompletedProcesses } from '../state/contracts-slice';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.optIn;
const KNOWN_CODES: readonly number[] = Object.values(OPT_IN_ERRORS);

interface OptInValues {
  reason: string;
  acceptReadings: boolean;
  acceptNonIMAVOCompliantMeterTerms: boolean;
}

const schema = Yup.object({
  reason: Yup.string()
    .oneOf([...ACTIVATION_REASONS], t.reasonRequired)
    .required(t.reasonRequired),
  acceptReadings: Yup.boolean().oneOf([true], texts.common.acceptConditionsRequired),
  acceptNonIMAVOCompliantMeterTerms: Yup.boolean().oneOf([true], texts.common.acceptConditionsRequired),
});

/** The alert text of an opt-in error number (portal-processes §8): 695, 696, 697, or the general one. */
const optInAlert = (code: number | 'general') =>
  typeof code === 'number' && KNOWN_CODES.includes(code) ? t.errors[code] : t.errors.general;

/**
 * /portal/smartmeter/opt-in/:bpn/:can/:cn (portal-processes §2.4 item 12): a reason (radios with hints) and two consents;
 * the error numbers of the answer are shown as an alert instead of the form.
 */
export default function OptInPage() {
  const account = useProcessAccount();
  const [request] = useRequestOptInMutation();
  const [outcome, setOutcome] = useState<'none' | 'success' | { alert: number | 'general' }>('none');
  const dispatch = useAppDispatch();
  // An opt-in requested earlier in this visit: say so at once instead of offering the form for a 695.
  const requested = useAppSelector(selectCompletedProcesses).includes(`optIn:${account.contractNumber ?? ''}`);
  if (outcome === 'success') return <ProcessSuccess>{t.success}</ProcessSuccess>;
  if (outcome !== 'none') return <ProcessUnavailable>{optInAlert(outcome.alert)}</ProcessUnavailable>;
  if (requested) return <ProcessUnavailable variant="info">{optInAlert(OPT_IN_ERRORS.DUPLICATE_REQUEST)}</ProcessUnavailable>;
  return (
    <AccountGate state={account} refusal={({ contract }) => (contract?.optInPossible ? null : texts.common.conflict)}>
      {({ detail, contract }) => {
        const pod = (contract as ContractDetail).pointOfDelivery.meterPointAdministrationNumber;
        return (
          <div className="np-contracts">
            <p>{t.intro}</p>
            <dl className="np-contracts__facts">
              <MeterPointFact pod={pod} />
            </dl>
            <PortalForm<OptInValues>
              aria-label={t.title}
              initialValues={{ reason: '', acceptReadings: false, acceptNonIMAVOCompliantMeterTerms: false }}
              validationSchema={schema}
              onSubmit={async (values) => {
                await unwrapForForm(
                  request({
                    businessPartnerNumber: detail.businessPartnerNumber,
                    contractAccountNumber: detail.contractAccountNumber,
                    pod,
                    reason: values.reason as OptInValues['reason'] & (typeof ACTIVATION_REASONS)[number],
                    acceptReadings: values.acceptReadings,
                    acceptNonIMAVOCompliantMeterTerms: values.acceptNonIMAVOCompliantMeterTerms,
                  }),
                );
                dispatch(processCompleted(`optIn:${contract?.contractNumber ?? ''}`));
                setOutcome('success');
              }}
              onServerErrors={(mapped) => {
                const code = mapped.numbers.find((n) => KNOWN_CODES.includes(n));
                if (code !== undefined) setOutcome({ alert: code });
              }}
              onSubmitError={() => setOutcome({ alert: 'general' })}
            >
              <RadioGroupField
                name="reason"
                legend={t.reason}
                required
                options={ACTIVATION_REASONS.map((reason) => ({ value: reason, label: t.reasons[reason], hint: t.hints[reason] }))}
              />
              <CheckboxField name="acceptReadings" label={t.acceptReadings} required />
              <CheckboxField name="acceptNonIMAVOCompliantMeterTerms" label={t.acceptTerms} required />
              <div className="np-contracts__buttons">
                <SubmitButton>{t.submit}</SubmitButton>
              </div>
            </PortalForm>
          </div>
        );
      }}
    </AccountGate>
  );
}
