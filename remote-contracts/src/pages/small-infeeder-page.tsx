import { useState } from 'react';
import * as Yup from 'yup';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { SMALL_INFEEDER_METER_TYPES, type SmallInfeederMeterType } from '@portal/shared/contract/infeeders';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { RadioGroupField } from '@portal/shared/forms/radio-group-field.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { useActivateSmallInfeederMutation, useDeactivateSmallInfeederMutation } from '../api/infeeders';
import { AccountGate } from '../components/account-gate';
import { ProcessSuccess } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { MeterPointFact } from '../components/meter-point-fact';
import { infeedTexts } from '../infeed-texts';
import { texts } from '../texts';
import '../contracts.css';

const t = infeedTexts.smallInfeeder;
const accepted = Yup.boolean().oneOf([true], infeedTexts.quickCheck.errors.accept);

export type SmallInfeederAction = 'activate' | 'deactivate';

interface SmallInfeederValues {
  meterType: SmallInfeederMeterType | '';
  acceptSmallInFeederNotice: boolean;
  /** Activation only. */
  acceptEasedAccessConditions: boolean;
  /** Deactivation only. */
  acceptDeactivationConditions: boolean;
}

/** Activation: the meter type and both acceptances; deactivation: both acceptances (portal-processes §5). */
export const smallInfeederSchema = (action: SmallInfeederAction) =>
  Yup.object({
    acceptSmallInFeederNotice: accepted,
    ...(action === 'activate'
      ? {
          meterType: Yup.string().oneOf(SMALL_INFEEDER_METER_TYPES, t.meterTypeRequired).required(t.meterTypeRequired),
          acceptEasedAccessConditions: accepted,
        }
      : { acceptDeactivationConditions: accepted }),
  });

/**
 * /portal/infeed/small/activate/… and /portal/infeed/small/deactivate/… (portal-processes §2.4 item 15): once per
 * contract; afterwards the dashboard shows the request instead of the link.
 */
export function SmallInfeederPage({ action }: { action: SmallInfeederAction }) {
  const account = useProcessAccount();
  const [done, setDone] = useState(false);
  const activate = action === 'activate';
  if (done) return <ProcessSuccess>{activate ? t.activateSuccess : t.deactivateSuccess}</ProcessSuccess>;
  return (
    <AccountGate
      state={account}
      refusal={({ contract }) => {
        const data = contract?.generationData;
        if (activate) return data?.smallInFeederActivationPossible ? null : t.activateNotPossible;
        return data?.smallInFeederDeactivationPossible ? null : t.deactivateNotPossible;
      }}
    >
      {({ detail, contract }) => (
        <SmallInfeederForm action={action} detail={detail} contract={contract as ContractDetail} onDone={() => setDone(true)} />
      )}
    </AccountGate>
  );
}

function SmallInfeederForm({
  action,
  detail,
  contract,
  onDone,
}: {
  action: SmallInfeederAction;
  detail: ContractAccountDetail;
  contract: ContractDetail;
  onDone: () => void;
}) {
  const [activateSmallInfeeder] = useActivateSmallInfeederMutation();
  const [deactivateSmallInfeeder] = useDeactivateSmallInfeederMutation();
  const [failed, setFailed] = useState(false);
  const activate = action === 'activate';
  const pod = contract.pointOfDelivery.meterPointAdministrationNumber;
  const key = { businessPartnerNumber: detail.businessPartnerNumber, contractAccountNumber: detail.contractAccountNumber };
  return (
    <div className="np-contracts">
      {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
      <p>{activate ? t.activateIntro : t.deactivateIntro}</p>
      <dl className="np-contracts__facts">
        <dt>{texts.common.contractAccount}</dt>
        <dd>{detail.contractAccountNumber}</dd>
        <MeterPointFact pod={pod} />
      </dl>
      <PortalForm<SmallInfeederValues>
        aria-label={activate ? t.activateTitle : t.deactivateTitle}
        initialValues={{
          meterType: '',
          acceptSmallInFeederNotice: false,
          acceptEasedAccessConditions: false,
          acceptDeactivationConditions: false,
        }}
        validationSchema={smallInfeederSchema(action)}
        onSubmit={async (values) => {
          setFailed(false);
          const common = { ...key, pod, acceptSmallInFeederNotice: values.acceptSmallInFeederNotice };
          await unwrapForForm(
            activate
              ? activateSmallInfeeder({
                  ...common,
                  acceptEasedAccessConditions: values.acceptEasedAccessConditions,
                  meterType: values.meterType as SmallInfeederMeterType,
                })
              : deactivateSmallInfeeder({ ...common, acceptDeactivationConditions: values.acceptDeactivationConditions }),
          );
          onDone();
        }}
        onSubmitError={() => setFailed(true)}
      >
        {activate ? (
          <RadioGroupField
            name="meterType"
            legend={t.meterType}
            required
            options={SMALL_INFEEDER_METER_TYPES.map((value) => ({ value, label: t.meterTypes[value] }))}
          />
        ) : null}
        <CheckboxField name="acceptSmallInFeederNotice" label={t.acceptSmallInFeederNotice} required />
        {activate ? (
          <CheckboxField name="acceptEasedAccessConditions" label={t.acceptEasedAccessConditions} required />
        ) : (
          <CheckboxField name="acceptDeactivationConditions" label={t.acceptDeactivationConditions} required />
        )}
        <div className="np-contracts__buttons">
          <SubmitButton>{activate ? t.activateSubmit : t.deactivateSubmit}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}

export function SmallInfeederActivationPage() {
  return <SmallInfeederPage action="activate" />;
}

export default function SmallInfeederDeactivationPage() {
  return <SmallInfeederPage action="deactivate" />;
}
