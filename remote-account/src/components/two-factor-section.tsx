import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, TwoFactorStatus } from '@portal/shared/contract/two-factor';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { FormErrors } from '@portal/shared/http/client';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { formatDate } from '@portal/shared/format/date';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import {
  useDisableTwoFactorMutation,
  useGetTwoFactorQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
} from '../api/two-factor';
import { texts } from '../texts';
import { passkeySchema, reauthOf, type PasskeyValues, type ReauthValues } from '../validation/two-factor-schemas';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetupDialog } from './totp-setup-dialog';

const t = texts.twoFactor;

type Open =
  | { kind: 'setupApp' | 'removeApp' | 'addPasskey' | 'renewCodes' | 'disable' }
  | { kind: 'removePasskey'; passkey: Passkey }
  | { kind: 'codes'; codes: string[] };

/** "Zwei-Faktor-Anmeldung" in my data: app, passkeys, recovery codes, switching off. */
export function TwoFactorSection({ login }: { login: string }) {
  const headingId = useId();
  const { data: status, isLoading, isError } = useGetTwoFactorQuery();
  const [open, setOpen] = useState<Open | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [removeTotp] = useRemoveTotpMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const [renewCodes] = useRenewRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [passkeyOptions] = usePasskeyRegistrationOptionsMutation();
  const [registerPasskey] = useRegisterPasskeyMutation();

  const close = () => setOpen(null);
  const show = (next: Open) => {
    setSaved(null);
    setOpen(next);
  };
  /** After a change: its message, and the recovery codes when it made new ones. */
  const finish = (message: string, codes: string[] = []) => {
    setSaved(message);
    setOpen(codes.length > 0 ? { kind: 'codes', codes } : null);
  };

  const addPasskey = async (values: PasskeyValues) => {
    const optionsJSON = await unwrapForForm(passkeyOptions({ name: values.name.trim(), ...reauthOf(values) }));
    let response: unknown;
    try {
      response = await startRegistration({ optionsJSON: optionsJSON as never });
    } catch {
      // Cancelled in the browser's dialog, or no authenticator: the form says so and stays open.
      throw new FormErrors([{ path: 'passkey', message: t.passkey.failed }]);
    }
    const { recoveryCodes } = await unwrapForForm(registerPasskey({ response }));
    finish(t.saved.passkeyAdded, recoveryCodes);
  };

  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <Banner variant="warning" role="none" title={t.scriptsTitle}>
        <p>
          {t.scripts} <Link to="/portal/api">{t.scriptsLink}</Link>
        </p>
      </Banner>
      <div aria-live="polite" aria-atomic="true">
        {saved ? (
          <Banner variant="success" role="none">
            <p>{saved}</p>
          </Banner>
        ) : null}
      </div>
      {isLoading ? <Spinner label={t.loading} /> : null}
      {isError ? <Banner variant="error">{t.loadError}</Banner> : null}
      {status ? <StatusList status={status} onOpen={show} /> : null}

      {open?.kind === 'setupApp' ? (
        <TotpSetupDialog canUseCode={status?.enabled ?? false} onClose={close} onDone={(codes) => finish(t.saved.appAdded, codes)} />
      ) : null}
      {open?.kind === 'removeApp' ? (
        <ConfirmChangeDialog<ReauthValues>
          {...t.confirmRemoveApp}
          canUseCode
          onClose={close}
          onConfirm={async (values) => {
            await unwrapForForm(removeTotp(reauthOf(values)));
            finish(t.saved.appRemoved);
          }}
        />
      ) : null}
      {open?.kind === 'removePasskey' ? (
        <ConfirmChangeDialog<ReauthValues>
          title={t.confirmRemovePasskey.title(open.passkey.name)}
          text={t.confirmRemovePasskey.text}
          submit={t.confirmRemovePasskey.submit}
          canUseCode
          onClose={close}
          onConfirm={async (values) => {
            await unwrapForForm(removePasskey({ id: open.passkey.id, ...reauthOf(values) }));
            finish(t.saved.passkeyRemoved);
          }}
        />
      ) : null}
      {open?.kind === 'addPasskey' ? (
        <ConfirmChangeDialog<PasskeyValues>
          title={t.passkey.title}
          text={t.passkey.intro}
          submit={t.passkey.submit}
          canUseCode={status?.enabled ?? false}
          extraValues={{ name: '' }}
          schema={passkeySchema}
          onClose={close}
          onConfirm={addPasskey}
        >
          <TextField name="name" label={t.passkey.name} hint={t.passkey.nameHint} required maxLength={50} />
        </ConfirmChangeDialog>
      ) : null}
      {open?.kind === 'renewCodes' ? (
        <ConfirmChangeDialog<ReauthValues>
          {...t.confirmRenew}
          canUseCode
          onClose={close}
          onConfirm={async (values) => {
            const { recoveryCodes } = await unwrapForForm(renewCodes(reauthOf(values)));
            finish(t.saved.codesRenewed, recoveryCodes);
          }}
        />
      ) : null}
      {open?.kind === 'disable' ? (
        <ConfirmChangeDialog<ReauthValues>
          {...t.confirmDisable}
          canUseCode
          onClose={close}
          onConfirm={async (values) => {
            await unwrapForForm(disable(reauthOf(values)));
            finish(t.saved.disabled);
          }}
        />
      ) : null}
      {open?.kind === 'codes' ? <RecoveryCodesDialog codes={open.codes} login={login} onClose={close} /> : null}
    </section>
  );
}

function StatusList({ status, onOpen }: { status: TwoFactorStatus; onOpen: (open: Open) => void }) {
  const passkeysSupported = browserSupportsWebAuthn();
  return (
    <dl className="np-account__data">
      <div className="np-account__row">
        <dt>{t.status}</dt>
        <dd>
          <div className="np-account__value">
            <span className={`np-account__status${status.enabled ? ' np-account__status--active' : ''}`}>
              {status.enabled ? t.on : t.off}
            </span>
          </div>
          {status.enabled ? (
            <Button variant="secondary" className="np-account__edit" onClick={() => onOpen({ kind: 'disable' })}>
              {t.disable}
            </Button>
          ) : null}
        </dd>
      </div>
      <div className="np-account__row">
        <dt>{t.app}</dt>
        <dd>
          <div className="np-account__value">{status.totp.enabled ? t.appOn(formatDate(status.totp.confirmedAt)) : t.appOff}</div>
          <Button
            variant="secondary"
            className="np-account__edit"
            onClick={() => onOpen({ kind: status.totp.enabled ? 'removeApp' : 'setupApp' })}
          >
            {status.totp.enabled ? t.removeApp : t.setUpApp}
          </Button>
        </dd>
      </div>
      <div className="np-account__row">
        <dt>{t.passkeys}</dt>
        <dd>
          <div className="np-account__value">
            {status.passkeys.length === 0 ? t.noPasskeys : null}
            <ul className="np-account__passkeys">
              {status.passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <strong>{passkey.name}</strong>
                  <span>
                    {t.passkeyCreated(formatDate(passkey.createdAt))},{' '}
                    {passkey.lastUsedAt ? t.passkeyLastUsed(formatDate(passkey.lastUsedAt)) : t.passkeyNeverUsed}
                  </span>
                  <Button variant="secondary" onClick={() => onOpen({ kind: 'removePasskey', passkey })}>
                    {t.removePasskey}
                    <span className="np-visually-hidden">{t.removePasskeyFor(passkey.name)}</span>
                  </Button>
                </li>
              ))}
            </ul>
            {passkeysSupported ? null : <p>{t.passkeysUnsupported}</p>}
          </div>
          {passkeysSupported ? (
            <Button variant="secondary" className="np-account__edit" onClick={() => onOpen({ kind: 'addPasskey' })}>
              {t.addPasskey}
            </Button>
          ) : null}
        </dd>
      </div>
      {status.enabled ? (
        <div className="np-account__row">
          <dt>{t.recoveryCodes}</dt>
          <dd>
            <div className="np-account__value">{t.recoveryCodesLeft(status.recoveryCodesLeft)}</div>
            <Button variant="secondary" className="np-account__edit" onClick={() => onOpen({ kind: 'renewCodes' })}>
              {t.renewCodes}
            </Button>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
