import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as Yup from 'yup';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useEnablePaperlessMutation } from '../api/payment';
import { AccountGate } from '../components/account-gate';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { ProcessSuccess, ProcessUnavailable } from '../components/process-outcome';
import { useProcessAccount } from '../components/use-process-account';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.paperless;
const schema = Yup.object({ tosAccepted: Yup.boolean().oneOf([true], t.tosRequired) });

/**
 * /portal/paperless/:bpn/:can (portal-processes §2.4 item 4): only while the setting is WAITING; without bank data
 * (BANKDATA_MISSING) the page leads to the bank-data page instead.
 */
export default function PaperlessPage() {
  const account = useProcessAccount();
  const [enable] = useEnablePaperlessMutation();
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  if (done) return <ProcessSuccess>{t.success}</ProcessSuccess>;
  return (
    <AccountGate
      state={account}
      refusal={({ detail }) =>
        detail.invoiceSettings.paperless === 'PAPERLESS'
          ? t.alreadyPaperless
          : detail.invoiceSettings.paperless === 'NOT_CHANGEABLE'
            ? t.notChangeable
            : null
      }
    >
      {({ detail }) =>
        detail.invoiceSettings.paperless === 'BANKDATA_MISSING' ? (
          <ProcessUnavailable variant="info">
            {t.bankDataMissing}{' '}
            <Link to={`/portal/payment/${detail.businessPartnerNumber}/${detail.contractAccountNumber}`}>{t.toBankData}</Link>
          </ProcessUnavailable>
        ) : (
          <div className="np-contracts">
            {failed ? <FocusedMessage variant="error">{texts.common.submitError}</FocusedMessage> : null}
            <p>{t.intro}</p>
            <dl className="np-contracts__facts">
              <dt>{texts.common.contractAccount}</dt>
              <dd>{detail.contractAccountNumber}</dd>
            </dl>
            <PortalForm<{ tosAccepted: boolean }>
              aria-label={t.title}
              initialValues={{ tosAccepted: false }}
              validationSchema={schema}
              onSubmit={async (values) => {
                await unwrapForForm(
                  enable({
                    businessPartnerNumber: detail.businessPartnerNumber,
                    contractAccountNumber: detail.contractAccountNumber,
                    tosAccepted: values.tosAccepted,
                  }),
                );
                setDone(true);
              }}
              onSubmitError={() => setFailed(true)}
            >
              <CheckboxField name="tosAccepted" label={t.tosAccepted} required />
              <div className="np-contracts__buttons">
                <SubmitButton>{t.submit}</SubmitButton>
              </div>
            </PortalForm>
          </div>
        )
      }
    </AccountGate>
  );
}
