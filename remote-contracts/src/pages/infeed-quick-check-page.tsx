import { useState } from 'react';
import { useFormikContext } from 'formik';
import { Link } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { InfeederInquiryResponse, QuickCheckResponse } from '@portal/shared/contract/infeeders';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { statusOf, unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { useCheckInfeedMutation, useSendInfeederInquiryMutation } from '../api/infeeders';
import { AccountGate } from '../components/account-gate';
import { ProcessSuccess } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { infeedTexts } from '../infeed-texts';
import { inquirySchema, parseKilowatts, quickCheckSchema, type InquiryValues, type QuickCheckValues } from '../rules/infeed-forms';
import { texts } from '../texts';
import '../contracts.css';

const t = infeedTexts.quickCheck;
const PROCESSES = '/portal/processes';
const RESULT_VARIANT = { POSITIVE: 'success', PARTIAL: 'warning', NEGATIVE: 'error' } as const;

/** The check's answer in words, with the desired and the possible power. */
export function resultText(result: QuickCheckResponse): string {
  const { desiredInFeedPower: desired, possibleInFeedPower: possible } = result;
  if (result.calculationResult === 'PARTIAL') return t.result.PARTIAL(desired, possible);
  return t.result[result.calculationResult](desired);
}

/**
 * /portal/infeed/quick-check/:bpn/:can/:cn (portal-processes §2.4 item 14): the desired in-feed power and two
 * confirmations; the result in words with both figures; after a positive or partial result the in-feeder inquiry.
 */
export default function InfeedQuickCheckPage() {
  const account = useProcessAccount();
  const [inquiry, setInquiry] = useState<InfeederInquiryResponse | null>(null);
  if (inquiry) {
    return (
      <ProcessSuccess>
        {infeedTexts.inquiry.success(inquiry.inquiryNumber)} <Link to={PROCESSES}>{infeedTexts.inquiry.processesLink}</Link>
      </ProcessSuccess>
    );
  }
  return (
    <AccountGate state={account} refusal={({ contract }) => (contract?.generationData?.inFeederInquiryPossible ? null : t.notPossible)}>
      {({ detail, contract }) => <QuickCheck detail={detail} contract={contract as ContractDetail} onInquirySent={setInquiry} />}
    </AccountGate>
  );
}

function QuickCheck({
  detail,
  contract,
  onInquirySent,
}: {
  detail: ContractAccountDetail;
  contract: ContractDetail;
  onInquirySent: (sent: InfeederInquiryResponse) => void;
}) {
  const [check] = useCheckInfeedMutation();
  const [sendInquiry] = useSendInfeederInquiryMutation();
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<{ answer: QuickCheckResponse; confirmed: QuickCheckValues } | null>(null);
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const key = { businessPartnerNumber: detail.businessPartnerNumber, contractAccountNumber: detail.contractAccountNumber };
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{t.intro}</p>
      <dl className="np-contracts__facts">
        <dt>{texts.common.contractAccount}</dt>
        <dd>{detail.contractAccountNumber}</dd>
        <MeterPointFact pod={pod} />
      </dl>
      {result ? (
        <>
          <CheckResult answer={result.answer} onCheckAgain={() => setResult(null)} />
          {result.answer.calculationResult === 'NEGATIVE' ? null : (
            <InquiryForm
              desired={result.answer.desiredInFeedPower}
              limitedTo={result.answer.calculationResult === 'PARTIAL' ? result.answer.possibleInFeedPower : null}
              send={(maximumCapacity) =>
                unwrapForForm(
                  sendInquiry({
                    ...key,
                    pod,
                    maximumCapacity,
                    acceptGridCompatibilityCheck: result.confirmed.acceptGridCompatibilityCheck,
                    acceptSafetyWarning: result.confirmed.acceptSafetyWarning,
                  }),
                )
              }
              onSent={onInquirySent}
            />
          )}
        </>
      ) : (
        <PortalForm<QuickCheckValues>
          aria-label={t.title}
          initialValues={{ desiredCapacity: '', acceptGridCompatibilityCheck: false, acceptSafetyWarning: false }}
          validationSchema={quickCheckSchema}
          onSubmit={async (values) => {
            setFailed(false);
            const answer = await unwrapForForm(
              check({
                ...key,
                pod,
                desiredCapacity: parseKilowatts(values.desiredCapacity) ?? 0,
                acceptGridCompatibilityCheck: values.acceptGridCompatibilityCheck,
                acceptSafetyWarning: values.acceptSafetyWarning,
              }),
            );
            setResult({ answer, confirmed: values });
          }}
          onSubmitError={() => setFailed(true)}
        >
          <TextField
            name="desiredCapacity"
            label={t.desiredCapacity}
            hint={t.desiredCapacityHint}
            inputMode="numeric"
            maxLength={2}
            autoComplete="off"
            required
            className="np-contracts__short-field"
          />
          <CheckboxField name="acceptGridCompatibilityCheck" label={t.acceptGridCompatibilityCheck} required />
          <CheckboxField name="acceptSafetyWarning" label={t.acceptSafetyWarning} required />
          <div className="np-contracts__buttons">
            <SubmitButton>{t.submit}</SubmitButton>
          </div>
        </PortalForm>
      )}
    </div>
  );
}

/** The result as a focused status: the sentence in words, then both figures; status by text, not by colour alone. */
function CheckResult({ answer, onCheckAgain }: { answer: QuickCheckResponse; onCheckAgain: () => void }) {
  return (
    <section aria-labelledby="np-infeed-result" className="np-contracts__section">
      <h2 id="np-infeed-result" className="np-contracts__subheading">
        {t.resultHeading}
      </h2>
      <FocusedMessage variant={RESULT_VARIANT[answer.calculationResult]}>
        <p>{resultText(answer)}</p>
        {answer.calculationResult === 'NEGATIVE' ? <p>{t.negativeNext}</p> : null}
      </FocusedMessage>
      <dl className="np-contracts__facts">
        <dt>{t.desiredLabel}</dt>
        <dd>{t.kw(answer.desiredInFeedPower)}</dd>
        <dt>{t.possibleLabel}</dt>
        <dd>{t.kw(answer.possibleInFeedPower)}</dd>
      </dl>
      <div className="np-contracts__buttons">
        <Button variant="secondary" onClick={onCheckAgain}>
          {t.checkAgain}
        </Button>
      </div>
    </section>
  );
}

/**
 * The in-feeder inquiry for a plant of the checked size (changeable): a solar power application. After a partial
 * result the service limits the application to the possible power: the form says so before it is sent.
 */
function InquiryForm({
  desired,
  limitedTo,
  send,
  onSent,
}: {
  desired: number;
  /** The possible in-feed power of a PARTIAL result, else null. */
  limitedTo: number | null;
  send: (maximumCapacity: number) => Promise<InfeederInquiryResponse>;
  onSent: (sent: InfeederInquiryResponse) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const i = infeedTexts.inquiry;
  return (
    <section aria-labelledby="np-infeed-inquiry" className="np-contracts__section">
      <h2 id="np-infeed-inquiry" className="np-contracts__subheading">
        {i.heading}
      </h2>
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <p>{i.intro}</p>
      <PortalForm<InquiryValues>
        aria-label={i.heading}
        initialValues={{ maximumCapacity: desired > 0 ? String(desired) : '' }}
        validationSchema={inquirySchema}
        onSubmit={async (values) => {
          setProblem(null);
          onSent(await send(parseKilowatts(values.maximumCapacity) ?? 0));
        }}
        onSubmitError={(error) => setProblem(statusOf(error) === 409 ? i.conflict : texts.common.submitError)}
      >
        {limitedTo === null ? null : <LimitationNote possible={limitedTo} />}
        <TextField
          name="maximumCapacity"
          label={i.maximumCapacity}
          hint={i.maximumCapacityHint}
          inputMode="numeric"
          maxLength={2}
          autoComplete="off"
          required
          className="np-contracts__short-field"
        />
        <div className="np-contracts__buttons">
          <SubmitButton>{i.submit}</SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}

/**
 * The limitation a partial result brings (infeed texts `inquiry.partialNote`), while the plant typed is larger than the
 * possible power: a smaller one is applied for in full (the service checks again). Polite, as it follows the typing.
 */
function LimitationNote({ possible }: { possible: number }) {
  const { values } = useFormikContext<InquiryValues>();
  const size = parseKilowatts(values.maximumCapacity);
  const limited = size === null || size > possible;
  return (
    <div aria-live="polite">
      {limited ? (
        <Banner variant="info" role="none">
          <p>{infeedTexts.inquiry.partialNote(possible)}</p>
        </Banner>
      ) : null}
    </div>
  );
}
