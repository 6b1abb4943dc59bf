import { useState } from 'react';
import * as Yup from 'yup';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { oneYearAfter } from '@portal/shared/contract/solar-rules';
import { useContentText } from '@portal/shared/content/content-text';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { formatDate } from '@portal/shared/format/date';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import { useExtendApprovalValidityMutation } from '../api/partner-processes';
import { processTexts } from '../texts/processes';

const t = processTexts.extension;

const FIELDS = ['approvalExtensionRequested', 'acceptFinalCommissioningDate', 'acceptNewReservationValidity'] as const;
type Values = Record<(typeof FIELDS)[number], boolean>;

const schema = Yup.object(Object.fromEntries(FIELDS.map((field) => [field, Yup.boolean().oneOf([true], t.required)])));

/**
 * The one-time extension of the grid confirmation (portal-processes §5): three confirmations, two of them naming the
 * date one year after the current validity. On success the list reloads (the button is then gone) and the dialog
 * says so; a failure shows the content service's message.
 */
export function ApprovalExtensionDialog({ application, onClose }: { application: SolarPowerApplication; onClose: () => void }) {
  const [extend] = useExtendApprovalValidityMutation();
  const [outcome, setOutcome] = useState<'none' | 'success' | 'error'>('none');
  const failure = useContentText(processTexts.errorKeys.extension, t.errorFallback, { skip: outcome !== 'error' });
  const validUntil = application.gridConfirmationValidUntil ?? '';
  const nextDate = formatDate(oneYearAfter(validUntil));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title}
      closeLabel={processTexts.close}
      footer={outcome === 'success' ? <Button onClick={onClose}>{processTexts.close}</Button> : null}
    >
      {outcome === 'success' ? (
        <FocusedMessage variant="success">{t.success}</FocusedMessage>
      ) : (
        <>
          {outcome === 'error' ? <FocusedMessage variant="error">{failure}</FocusedMessage> : null}
          <p>{t.intro(formatDate(validUntil))}</p>
          <PortalForm<Values>
            aria-label={t.title}
            initialValues={{ approvalExtensionRequested: false, acceptFinalCommissioningDate: false, acceptNewReservationValidity: false }}
            validationSchema={schema}
            onSubmit={async (values) => {
              setOutcome('none');
              await unwrapForForm(
                extend({ inquiryNumber: application.inquiryNumber, processingNumber: application.processingNumber, ...values }),
              );
              setOutcome('success');
            }}
            onSubmitError={() => setOutcome('error')}
          >
            <CheckboxField name="approvalExtensionRequested" label={t.approvalExtensionRequested} required />
            <CheckboxField name="acceptFinalCommissioningDate" label={t.acceptFinalCommissioningDate(nextDate)} required />
            <CheckboxField name="acceptNewReservationValidity" label={t.acceptNewReservationValidity(nextDate)} required />
            <div className="np-contracts__buttons">
              <SubmitButton>{t.submit}</SubmitButton>
              <Button variant="secondary" onClick={onClose}>
                {processTexts.cancel}
              </Button>
            </div>
          </PortalForm>
        </>
      )}
    </Dialog>
  );
}
