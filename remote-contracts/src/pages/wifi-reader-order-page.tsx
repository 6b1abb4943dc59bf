import { useState } from 'react';
import { WIFI_ORDER_LIMITS, type WifiOrderForm } from '@portal/shared/contract/wifi-reader-orders';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { formatDate } from '@portal/shared/format/date';
import { statusOf, unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetWifiOrderFormQuery, useOrderWifiReaderMutation } from '../api/wifi-reader-orders';
import { AccountGate } from '../components/account-gate';
import { PostcodeCityField } from '../components/postcode-city-field';
import { ProcessSuccess, ProcessUnavailable } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { wifiOrderBody, wifiOrderSchema, wifiOrderValuesOf, type WifiOrderValues } from '../rules/wifi-order-form';
import { texts } from '../texts';
import { wifiTexts as t } from '../wifi-callback-texts';
import '../contracts.css';

interface OrderKeys {
  businessPartnerNumber: string;
  contractAccountNumber: string;
  contractNumber: string;
}

/** Name, street and house number, postcode and city of one address; `prefix` names the nested form values. */
function AddressFields({ prefix, autoComplete }: { prefix: string; autoComplete: string }) {
  return (
    <>
      <TextField
        name={`${prefix}name`}
        label={t.name}
        required
        maxLength={WIFI_ORDER_LIMITS.nameMax}
        autoComplete={`${autoComplete} name`}
      />
      <TextField
        name={`${prefix}streetAndHouseNumber`}
        label={t.streetAndHouseNumber}
        required
        maxLength={WIFI_ORDER_LIMITS.streetAndHouseNumberMax}
        autoComplete={`${autoComplete} street-address`}
      />
      <PostcodeCityField
        name={`${prefix}postcodeAndCity`}
        label={t.postcodeAndCity}
        maxLength={WIFI_ORDER_LIMITS.postcodeAndCityMax}
        hint={t.postcodeAndCityHint}
      />
    </>
  );
}

function OrderForm({ keys, form, onOrdered }: { keys: OrderKeys; form: WifiOrderForm; onOrdered: () => void }) {
  const [order] = useOrderWifiReaderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="np-contracts">
      {failure ? <FocusedMessage variant="error">{failure}</FocusedMessage> : null}
      <p>{t.intro}</p>
      <dl className="np-contracts__facts">
        <dt>{texts.common.contractAccount}</dt>
        <dd>{keys.contractAccountNumber}</dd>
        <dt>{t.meterNumbers}</dt>
        <dd>{form.meterNumbers.join(', ')}</dd>
      </dl>
      <PortalForm<WifiOrderValues>
        aria-label={t.title}
        initialValues={wifiOrderValuesOf(form)}
        validationSchema={wifiOrderSchema}
        onSubmit={async (values) => {
          setFailure(null);
          const { contractNumber, ...account } = keys;
          await unwrapForForm(order({ ...account, ...wifiOrderBody(values, contractNumber, form.meterNumbers) }));
          onOrdered();
        }}
        onSubmitError={(error) => setFailure(statusOf(error) === 409 ? t.conflict : texts.common.submitError)}
      >
        <fieldset className="np-fieldset np-contracts__group">
          <legend className="np-fieldset__legend np-contracts__group-title">{t.delivery}</legend>
          <AddressFields prefix="" autoComplete="shipping" />
          <TextField
            name="phone"
            label={t.phone}
            type="tel"
            inputMode="tel"
            required
            maxLength={WIFI_ORDER_LIMITS.phoneMax}
            autoComplete="tel"
            hint={t.phoneHint}
          />
          <TextField name="email" label={t.email} type="email" required maxLength={WIFI_ORDER_LIMITS.emailMax} autoComplete="email" />
        </fieldset>
        <fieldset className="np-fieldset np-contracts__group">
          <legend className="np-fieldset__legend np-contracts__group-title">{t.invoice}</legend>
          <p className="np-field__hint">{t.invoiceHint}</p>
          <AddressFields prefix="invoiceAddress." autoComplete="billing" />
        </fieldset>
        <CheckboxField name="acceptConditions" label={t.acceptConditions} required />
        <div className="np-contracts__buttons">
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}

/** The form's data of the contract: an open order or an impossible one shows a message instead of the form. */
function WifiOrder({ keys, onOrdered }: { keys: OrderKeys; onOrdered: () => void }) {
  const form = useGetWifiOrderFormQuery(keys);
  if (form.isLoading) return <Spinner label={texts.common.loading} />;
  if (!form.data)
    return <ProcessUnavailable>{statusOf(form.error) === 404 ? texts.common.notFound : texts.common.loadError}</ProcessUnavailable>;
  if (form.data.openOrder)
    return <ProcessUnavailable variant="info">{t.alreadyOrdered(formatDate(form.data.openOrder.orderedAt))}</ProcessUnavailable>;
  if (!form.data.possible) return <ProcessUnavailable variant="info">{t.notPossible}</ProcessUnavailable>;
  return <OrderForm keys={keys} form={form.data} onOrdered={onOrdered} />;
}

/**
 * /portal/wifi-reader/:bpn/:can/:cn (portal-processes §2.5, §3 "Wifi reader order", §5): delivery address, phone,
 * e-mail and invoice address (prefilled), the contract's meter numbers, accepted conditions. Where the dashboard shows
 * the wifi widget: an editable account with a device key.
 */
export default function WifiReaderOrderPage() {
  const account = useProcessAccount();
  const [ordered, setOrdered] = useState(false);
  if (ordered) return <ProcessSuccess>{t.success}</ProcessSuccess>;
  return (
    <AccountGate state={account} refusal={({ contract }) => (contract?.deviceKeyAvailable ? null : t.notPossible)}>
      {({ detail, contract }) => (
        <WifiOrder
          keys={{
            businessPartnerNumber: detail.businessPartnerNumber,
            contractAccountNumber: detail.contractAccountNumber,
            contractNumber: contract?.contractNumber ?? '',
          }}
          onOrdered={() => setOrdered(true)}
        />
      )}
    </AccountGate>
  );
}
