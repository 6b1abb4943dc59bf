import { useState } from 'react';
import type { ProfileBusinessPartner } from '@portal/shared/contract/account';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { useUpdatePhoneMutation } from '../api/update-phone';
import { texts } from '../texts';
import { landlineSchema, type LandlineValues } from '../validation/phone-schema';
import { DialogButtons } from './dialog-buttons';
import { KeyMessage } from './key-message';
import { PhoneFields } from './phone-fields';

const t = texts.phoneDialog;

/** The landline of a business partner: stored at once. */
export function LandlineDialog({
  partner,
  onClose,
  onSaved,
}: {
  partner: ProfileBusinessPartner;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [updatePhone] = useUpdatePhoneMutation();
  const [failed, setFailed] = useState(false);
  const landline = partner.entity.landline;
  const initialValues: LandlineValues = {
    country: landline?.country ?? 'AT',
    number: landline?.number ?? '',
    extension: landline?.extension ?? '',
  };

  return (
    <Dialog open onClose={onClose} title={t.landlineTitle}>
      {failed ? <KeyMessage contentKey={t.errorKey} fallback={t.error} /> : null}
      <PortalForm<LandlineValues>
        aria-label={t.landlineTitle}
        initialValues={initialValues}
        validationSchema={landlineSchema}
        onSubmit={async (values) => {
          setFailed(false);
          const extension = values.extension.trim();
          await unwrapForForm(
            updatePhone({
              businessPartnerNumber: partner.businessPartnerNumber,
              phone: { type: 'LANDLINE', country: values.country, number: values.number.trim(), ...(extension ? { extension } : {}) },
            }),
          );
          onSaved();
        }}
        onSubmitError={() => setFailed(true)}
      >
        <PhoneFields landline />
        <DialogButtons submit={texts.profile.save} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
