import { useState } from 'react';
import * as Yup from 'yup';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { formatDate } from '@portal/shared/format/date';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useActivateLoadProfileMutation, useActivateSmartMeterMutation } from '../api/smart-meter';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { ProcessSuccess } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.activation;
const schema = Yup.object({ acceptConditions: Yup.boolean().oneOf([true], texts.common.acceptConditionsRequired) });

type ActivationKind = 'smartMeter' | 'loadProfile';

interface ActivationValues {
  acceptConditions: boolean;
  retroactiveActivation: boolean;
}

/**
 * /portal/smartmeter/activate/… and /portal/load-profile/activate/… (portal-processes §2.4 item 13): accept the
 * conditions, optionally retroactively from the date the meter holds values from; afterwards the dashboard shows the
 * pending text.
 */
function ActivationPage({ kind }: { kind: ActivationKind }) {
  const account = useProcessAccount();
  const [activatedFrom, setActivatedFrom] = useState<string | null>(null);
  if (activatedFrom) return <ProcessSuccess>{t.success(formatDate(activatedFrom))}</ProcessSuccess>;
  return (
    <AccountGate
      state={account}
      refusal={({ contract }) =>
        (kind === 'smartMeter' ? contract?.smartMeterActivationPossible : contract?.loadProfileActivationPossible) ? null : t.notPossible
      }
    >
      {({ detail, contract }) => (
        <ActivationForm kind={kind} detail={detail} contract={contract as ContractDetail} onDone={setActivatedFrom} />
      )}
    </AccountGate>
  );
}

function ActivationForm({
  kind,
  detail,
  contract,
  onDone,
}: {
  kind: ActivationKind;
  detail: ContractAccountDetail;
  contract: ContractDetail;
  onDone: (from: string) => void;
}) {
  const [activateSmartMeter] = useActivateSmartMeterMutation();
  const [activateLoadProfile] = useActivateLoadProfileMutation();
  const [failed, setFailed] = useState(false);
  const retroactiveDate = contract.pointOfDelivery.retroactiveActivationDate ?? null;
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{kind === 'smartMeter' ? t.smartMeterIntro : t.loadProfileIntro}</p>
      <dl className="np-contracts__facts">
        <dt>{texts.common.contractAccount}</dt>
        <dd>{detail.contractAccountNumber}</dd>
        <MeterPointFact pod={pod} />
      </dl>
      <PortalForm<ActivationValues>
        aria-label={kind === 'smartMeter' ? t.smartMeterTitle : t.loadProfileTitle}
        initialValues={{ acceptConditions: false, retroactiveActivation: false }}
        validationSchema={schema}
        onSubmit={async (values) => {
          const body = {
            acceptConditions: values.acceptConditions,
            retroactiveActivation: retroactiveDate !== null && values.retroactiveActivation,
            businessPartnerNumber: detail.businessPartnerNumber,
            contractAccountNumber: detail.contractAccountNumber,
            contractNumber: contract.contractNumber,
          };
          const result = await unwrapForForm(kind === 'smartMeter' ? activateSmartMeter({ ...body, pod }) : activateLoadProfile(body));
          onDone(result.activationDate);
        }}
        onSubmitError={() => setFailed(true)}
      >
        {retroactiveDate ? (
          <CheckboxField name="retroactiveActivation" label={t.retroactive(formatDate(retroactiveDate))} hint={t.retroactiveHint} />
        ) : null}
        <CheckboxField name="acceptConditions" label={texts.common.acceptConditions} required />
        <div className="np-contracts__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}

export function SmartMeterActivationPage() {
  return <ActivationPage kind="smartMeter" />;
}

export default function LoadProfileActivationPage() {
  return <ActivationPage kind="loadProfile" />;
}
