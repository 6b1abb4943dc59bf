import { useMemo, useState } from 'react';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { EditableReading } from '@portal/shared/contract/contract-processes';
import { ERROR_NUMBERS } from '@portal/shared/contract/errors';
import { DateField } from '@portal/shared/forms/date-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { formatDate } from '@portal/shared/format/date';
import { formatNumber } from '@portal/shared/format/number';
import { unitLabel } from '@portal/shared/format/unit';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useSubmitReadingsMutation } from '../api/submit-readings';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { ProcessSuccess } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { readingPayload, readingSchema, type ReadingFormValues } from '../rules/reading-form';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.reading;

/** The registers open for entry; null with the reason when none is. */
function openRegisters(detail: ContractAccountDetail, contract: ContractDetail | null): string | null {
  const values = contract?.editableReadings?.values ?? [];
  if (values.some((v) => v.entryPossible)) return null;
  return values.length > 0 && values.every((v) => v.readingStatus === 'RELEVANTREADING') && detail.active ? t.notActivated : t.noEntry;
}

/**
 * /portal/reading/:bpn/:can/:cn (portal-processes §2.4 item 10, §4 plausibility): per register the reference number,
 * the read-only reason, the value and the date; after a 250 answer the value is flagged and an explanation is asked for.
 */
export default function ReadingPage() {
  const account = useProcessAccount();
  const [done, setDone] = useState(false);
  if (done) return <ProcessSuccess>{t.success}</ProcessSuccess>;
  return (
    <AccountGate state={account} refusal={({ detail, contract }) => openRegisters(detail, contract)}>
      {({ detail, contract }) => <ReadingForm detail={detail} contract={contract as ContractDetail} onDone={() => setDone(true)} />}
    </AccountGate>
  );
}

function ReadingForm({ detail, contract, onDone }: { detail: ContractAccountDetail; contract: ContractDetail; onDone: () => void }) {
  const [submit] = useSubmitReadingsMutation();
  const registers = useMemo(() => (contract.editableReadings?.values ?? []).filter((v) => v.entryPossible), [contract.editableReadings]);
  const [plausible, setPlausible] = useState(true);
  const [failed, setFailed] = useState(false);
  const schema = useMemo(() => readingSchema(registers, plausible), [registers, plausible]);
  const initialValues: ReadingFormValues = { values: registers.map(() => ({ readingValue: '', timestamp: '', explanation: '' })) };
  const fieldNames = registers.flatMap((_, i) => [`values.${i}.readingValue`, `values.${i}.timestamp`, `values.${i}.explanation`]);

  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{t.intro}</p>
      <dl className="np-contracts__facts">
        <MeterPointFact pod={contract.pointOfDelivery.meterPointAdministrationNumber} />
        <dt>{texts.common.meterNumber}</dt>
        <dd>{contract.pointOfDelivery.meter.meterNumber}</dd>
      </dl>
      <PortalForm<ReadingFormValues>
        aria-label={t.title}
        initialValues={initialValues}
        validationSchema={schema}
        fieldNames={fieldNames}
        onSubmit={async (values) => {
          setFailed(false);
          await unwrapForForm(
            submit({
              businessPartnerNumber: detail.businessPartnerNumber,
              contractAccountNumber: detail.contractAccountNumber,
              contractNumber: contract.contractNumber,
              values: readingPayload(registers, values, plausible),
            }),
          );
          onDone();
        }}
        onServerErrors={(mapped) => {
          if (mapped.numbers.length === 1 && mapped.numbers[0] === ERROR_NUMBERS.READING_IMPLAUSIBLE) setPlausible(false);
        }}
        onSubmitError={() => setFailed(true)}
      >
        {registers.map((register, index) => (
          <RegisterFields key={register.registernumber} register={register} index={index} showExplanation={!plausible && index === 0} />
        ))}
        <div className="np-contracts__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}

function RegisterFields({ register, index, showExplanation }: { register: EditableReading; index: number; showExplanation: boolean }) {
  const unit = unitLabel(register.unit);
  const headingId = `reading-register-${index}`;
  return (
    <section className="np-contracts__register" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.register(register.referenceNumber)}</h2>
      <dl className="np-contracts__facts">
        <dt>{t.reason}</dt>
        <dd>{t.reasons[register.newResult.reason] ?? register.newResult.reason}</dd>
        {register.lastReading ? (
          <>
            <dt>{t.lastReading}</dt>
            <dd>
              {formatNumber(register.lastReading.readingValue, register.decimalPlaces)} {unit} ({formatDate(register.lastReading.date)})
            </dd>
          </>
        ) : null}
      </dl>
      <TextField
        name={`values.${index}.readingValue`}
        label={`${t.value} (${unit})`}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t.valueHint(register.integerPlaces, register.decimalPlaces, unit)}
      />
      <DateField
        name={`values.${index}.timestamp`}
        label={t.date}
        required
        min={register.newResult.minDate}
        max={register.newResult.maxDate}
        hint={t.dateHint(formatDate(register.newResult.minDate), formatDate(register.newResult.maxDate))}
      />
      {showExplanation ? (
        <TextField name={`values.${index}.explanation`} label={t.explanation} required maxLength={100} hint={t.explanationHint} />
      ) : null}
    </section>
  );
}
