import { useState } from 'react';
import type { MobilePhone, ProfileBusinessPartner } from '@portal/shared/contract/account';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { statusOf, unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { useConfirmMobileMutation, useUpdatePhoneMutation } from '../api/update-phone';
import { texts } from '../texts';
import { mobileCodeSchema, type MobileCodeValues } from '../validation/mobile-code-schema';
import { mobileSchema, type MobileValues } from '../validation/phone-schema';
import { DialogButtons } from './dialog-buttons';
import { KeyMessage } from './key-message';
import { PhoneFields } from './phone-fields';

const t = texts.phoneDialog;
const c = texts.mobileCode;

type CodeFailure = 'notFound' | 'failed' | null;

/**
 * The mobile number of a business partner, in two steps: the new number (a code is sent to it by SMS), then the
 * mobile confirmation code; success activates electronic communication (portal-processes §4, §8).
 * Opened with `pending` it starts at the code step.
 */
export function MobileDialog({
  partner,
  pending,
  onClose,
  onPending,
  onConfirmed,
}: {
  partner: ProfileBusinessPartner;
  pending?: MobilePhone;
  onClose: () => void;
  /** The new number now waits for its code (the page offers the code step again after the dialog was closed). */
  onPending?: (pending: MobilePhone) => void;
  onConfirmed: () => void;
}) {
  const [updatePhone] = useUpdatePhoneMutation();
  const [confirmMobile] = useConfirmMobileMutation();
  const [pendingNumber, setPendingNumber] = useState<MobilePhone | undefined>(pending);
  const [numberFailed, setNumberFailed] = useState(false);
  const [codeFailure, setCodeFailure] = useState<CodeFailure>(null);
  const mobile = partner.entity.mobile;

  if (!pendingNumber) {
    const initialValues: MobileValues = { country: mobile?.country ?? 'AT', number: mobile?.number ?? '' };
    return (
      <Dialog key="number" open onClose={onClose} title={t.mobileTitle}>
        {numberFailed ? <KeyMessage contentKey={t.errorKey} fallback={t.error} /> : null}
        <p>{t.mobileInfo}</p>
        <PortalForm<MobileValues>
          key="number"
          aria-label={t.mobileTitle}
          initialValues={initialValues}
          validationSchema={mobileSchema}
          onSubmit={async (values) => {
            setNumberFailed(false);
            const phone = { type: 'MOBILE' as const, country: values.country, number: values.number.trim() };
            const answer = await unwrapForForm(updatePhone({ businessPartnerNumber: partner.businessPartnerNumber, phone }));
            const waiting = answer.mobilePending ?? { number: phone.number, country: phone.country };
            setPendingNumber(waiting);
            onPending?.(waiting);
          }}
          onSubmitError={() => setNumberFailed(true)}
        >
          <PhoneFields landline={false} />
          <DialogButtons submit={t.sendCode} onCancel={onClose} />
        </PortalForm>
      </Dialog>
    );
  }

  // Its own key makes the code step a dialog of its own: opening it moves the focus to the code field. Sharing the
  // number step's dialog would leave the focus on that step's vanished button (the body), outside the modal.
  return (
    <Dialog key="code" open onClose={onClose} title={c.title}>
      {codeFailure ? <Banner variant="error">{codeFailure === 'notFound' ? c.notFound : c.failed}</Banner> : null}
      <p>{c.sent(pendingNumber.number)}</p>
      <PortalForm<MobileCodeValues>
        key="code"
        aria-label={c.title}
        initialValues={{ code: '' }}
        validationSchema={mobileCodeSchema}
        onSubmit={async (values) => {
          setCodeFailure(null);
          await unwrapForForm(confirmMobile({ businessPartnerNumber: partner.businessPartnerNumber, code: values.code.trim() }));
          onConfirmed();
        }}
        onSubmitError={(error) => setCodeFailure(statusOf(error) === 404 ? 'notFound' : 'failed')}
      >
        <TextField
          name="code"
          label={c.code}
          hint={c.codeHint}
          required
          autoComplete="one-time-code"
          maxLength={ACCOUNT_LIMITS.mobileCodeLength}
          transform={(value) => value.toUpperCase()}
        />
        <DialogButtons submit={c.submit} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
