import { useState } from 'react';
import * as Yup from 'yup';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { useActivateDeviceKeyMutation, useReadDeviceKeyMutation } from '../api/smart-meter';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { ProcessSuccess, ProcessUnavailable } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.deviceKey;
const schema = Yup.object({ acceptConditions: Yup.boolean().oneOf([true], texts.common.acceptConditionsRequired) });

/**
 * /portal/smartmeter/key/:bpn/:can/:cn (portal-processes §2.4 item 11, §4 device key status): ACTIVE reads the key
 * (shown once per request), INACTIVE asks for the activation (→ IN_PROGRESS), IN_PROGRESS only informs.
 */
export default function DeviceKeyPage() {
  const account = useProcessAccount();
  const [activated, setActivated] = useState(false);
  if (activated) return <ProcessSuccess>{t.activated}</ProcessSuccess>;
  return (
    <AccountGate
      state={account}
      refusal={({ contract }) => (!contract || (contract.deviceKeyStatus ?? 'HIDE') === 'HIDE' ? t.unavailable : null)}
    >
      {({ detail, contract }) => {
        const c = contract as ContractDetail;
        if (c.deviceKeyStatus === 'IN_PROGRESS') return <ProcessUnavailable variant="info">{t.inProgress}</ProcessUnavailable>;
        return c.deviceKeyStatus === 'ACTIVE' ? (
          <ReadKey detail={detail} contract={c} />
        ) : (
          <ActivateInterface detail={detail} contract={c} onActivated={() => setActivated(true)} />
        );
      }}
    </AccountGate>
  );
}

const podArgs = (detail: ContractAccountDetail, contract: ContractDetail) => ({
  businessPartnerNumber: detail.businessPartnerNumber,
  contractAccountNumber: detail.contractAccountNumber,
  pod: contract.pointOfDelivery.meterPointAdministrationNumber,
});

function MeterFacts({ detail, contract }: { detail: ContractAccountDetail; contract: ContractDetail }) {
  return (
    <dl className="np-contracts__facts">
      <dt>{texts.common.contractAccount}</dt>
      <dd>{detail.contractAccountNumber}</dd>
      <MeterPointFact pod={contract.pointOfDelivery.meterPointAdministrationNumber} />
      <dt>{texts.common.meterNumber}</dt>
      <dd>{contract.pointOfDelivery.meter.meterNumber}</dd>
    </dl>
  );
}

function ReadKey({ detail, contract }: { detail: ContractAccountDetail; contract: ContractDetail }) {
  const [read] = useReadDeviceKeyMutation();
  const [key, setKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{t.introActive}</p>
      <MeterFacts detail={detail} contract={contract} />
      {key ? (
        <FocusedMessage variant="success" title={t.key}>
          <p className="np-contracts__key">{key}</p>
          <p>{t.keyHint}</p>
          <CopyButton text={key} label={t.copy} successTitle={t.copied} errorTitle={t.copyFailed} />
        </FocusedMessage>
      ) : (
        <PortalForm<{ acceptConditions: boolean }>
          aria-label={t.title}
          initialValues={{ acceptConditions: false }}
          validationSchema={schema}
          onSubmit={async () => {
            setFailed(false);
            setKey((await unwrapForForm(read(podArgs(detail, contract)))).deviceKey);
          }}
          onSubmitError={() => setFailed(true)}
        >
          <CheckboxField name="acceptConditions" label={texts.common.acceptConditions} required />
          <div className="np-contracts__buttons">
            <SubmitButton>{t.showKey}</SubmitButton>
          </div>
        </PortalForm>
      )}
    </div>
  );
}

function ActivateInterface({
  detail,
  contract,
  onActivated,
}: {
  detail: ContractAccountDetail;
  contract: ContractDetail;
  onActivated: () => void;
}) {
  const [activate] = useActivateDeviceKeyMutation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{t.introInactive}</p>
      <MeterFacts detail={detail} contract={contract} />
      <PortalForm<{ acceptConditions: boolean }>
        aria-label={t.activate}
        initialValues={{ acceptConditions: false }}
        validationSchema={schema}
        onSubmit={async () => {
          await unwrapForForm(activate(podArgs(detail, contract)));
          onActivated();
        }}
        onSubmitError={() => setFailed(true)}
      >
        <CheckboxField name="acceptConditions" label={texts.common.acceptConditions} required />
        <div className="np-contracts__buttons">
          <SubmitButton>{t.activate}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}
