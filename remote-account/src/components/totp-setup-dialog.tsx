import { useEffect, useRef, useState } from 'react';
import type { TotpSetupResponse } from '@portal/shared/contract/two-factor';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useConfirmTotpMutation, useStartTotpSetupMutation } from '../api/two-factor';
import { texts } from '../texts';
import { emptyReauth, reauthOf, totpSetupSchema, type TotpSetupValues } from '../validation/two-factor-schemas';
import { DialogButtons } from './dialog-buttons';
import { ReauthFields } from './reauth-fields';

const t = texts.twoFactor;
const initialValues: TotpSetupValues = { ...emptyReauth, totpCode: '' };

/** Groups of four, as apps show keys; the copy button copies it without spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up the authenticator app: a new key as QR code and as text, switched on by the first code the app shows
 * (with the password). onDone gets the recovery codes when this was the first factor.
 */
export function TotpSetupDialog({
  canUseCode,
  onClose,
  onDone,
}: {
  canUseCode: boolean;
  onClose: () => void;
  onDone: (recoveryCodes: string[]) => void;
}) {
  const [startSetup, setup] = useStartTotpSetupMutation();
  const [confirmTotp] = useConfirmTotpMutation();
  const [key, setKey] = useState<TotpSetupResponse | null>(null);
  const [failed, setFailed] = useState(false);

  // One key per opening (a second setup call would replace the key shown).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup()
      .unwrap()
      .then(setKey)
      .catch(() => setFailed(true));
  }, [startSetup]);

  return (
    <Dialog open onClose={onClose} title={t.setup.title}>
      {failed ? <Banner variant="error">{t.error}</Banner> : null}
      {setup.isLoading ? <Spinner label={t.setup.loading} /> : null}
      {key ? (
        <>
          <p>{t.setup.step1}</p>
          <img className="np-account__qr" src={key.qrCode} alt={t.setup.qrAlt} width={200} height={200} />
          <p id="totp-secret-intro">{t.setup.secretIntro}</p>
          <p className="np-account__secret">
            <span className="np-visually-hidden">{t.setup.secretLabel}: </span>
            <code aria-describedby="totp-secret-intro">{grouped(key.secret)}</code>
          </p>
          <CopyButton text={key.secret} label={t.setup.copySecret} successTitle={t.setup.copied} errorTitle={t.setup.copyFailed} />
          <p>{t.setup.step2}</p>
          <PortalForm<TotpSetupValues>
            aria-label={t.setup.title}
            initialValues={initialValues}
            validationSchema={totpSetupSchema}
            onSubmit={async (values) => {
              setFailed(false);
              const { recoveryCodes } = await unwrapForForm(
                confirmTotp({ totpCode: values.totpCode.replace(/\s/g, ''), ...reauthOf(values) }),
              );
              onDone(recoveryCodes);
            }}
            onSubmitError={() => setFailed(true)}
          >
            <TextField name="totpCode" label={t.setup.totpCode} required autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
            <ReauthFields canUseCode={canUseCode} />
            <DialogButtons submit={t.setup.submit} onCancel={onClose} />
          </PortalForm>
        </>
      ) : null}
    </Dialog>
  );
}
