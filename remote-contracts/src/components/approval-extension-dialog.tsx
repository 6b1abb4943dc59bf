import * as Yup from 'yup';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { oneYearAfter } from '@portal/shared/contract/solar-rules';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { formatDate } from '@portal/shared/format/date';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { useExtendApprovalValidityMutation } from '../api/partner-processes';
import { processTexts } from '../texts/processes';
import { ProcessDialog } from './process-dialog';

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
  const validUntil = application.gridConfirmationValidUntil ?? '';
  const nextDate = formatDate(oneYearAfter(validUntil));

  return (
    <ProcessDialog<Values>
      texts={t}
      errorKey={processTexts.errorKeys.extension}
      intro={t.intro(formatDate(validUntil))}
      initialValues={{ approvalExtensionRequested: false, acceptFinalCommissioningDate: false, acceptNewReservationValidity: false }}
      validationSchema={schema}
      submit={(values) =>
        unwrapForForm(extend({ inquiryNumber: application.inquiryNumber, processingNumber: application.processingNumber, ...values }))
      }
      onClose={onClose}
    >
      <CheckboxField name="approvalExtensionRequested" label={t.approvalExtensionRequested} required />
      <CheckboxField name="acceptFinalCommissioningDate" label={t.acceptFinalCommissioningDate(nextDate)} required />
      <CheckboxField name="acceptNewReservationValidity" label={t.acceptNewReservationValidity(nextDate)} required />
    </ProcessDialog>
  );
}
