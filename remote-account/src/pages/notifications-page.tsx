import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { WEBHOOK_LIMITS, type MeterPointNotifications, type Webhook, type WebhookDelivery } from '@portal/shared/contract/notifications';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { formatDate, formatDateTime } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { CopyButton } from '@portal/shared/ui/copy-button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import {
  useDeleteWebhookMutation,
  useEnableWebhookMutation,
  useGetNotificationsQuery,
  useRotateWebhookSecretMutation,
  useSaveNotificationSettingsMutation,
  useSaveWebhookMutation,
} from '../api/notifications';
import { WebhookStatus } from '../components/webhook-status';
import { texts } from '../texts';
import { notificationSchema, settingsOf, valuesOf, type NotificationValues } from '../validation/notification-schema';
import '../account.css';

const t = texts.notifications;
const FIELD_NAMES = ['newData', 'gapOn', 'gapHours', 'dailyOn', 'dailyKwhAbove', 'powerOn', 'quarterHourKwAbove', 'byEmail', 'byWebhook'];

/** The rules and channels of one meter point; a rule's value field shows while its box is ticked. */
function RuleFields() {
  const { values } = useFormikContext<NotificationValues>();
  return (
    <>
      <CheckboxField name="newData" label={t.newData} />
      <CheckboxField name="gapOn" label={t.gapOn} />
      {values.gapOn ? <TextField name="gapHours" label={t.gapHours} hint={t.gapHint} required inputMode="numeric" maxLength={3} /> : null}
      <CheckboxField name="dailyOn" label={t.dailyOn} />
      {values.dailyOn ? <TextField name="dailyKwhAbove" label={t.dailyKwhAbove} required inputMode="decimal" maxLength={12} /> : null}
      <CheckboxField name="powerOn" label={t.powerOn} />
      {values.powerOn ? (
        <TextField name="quarterHourKwAbove" label={t.quarterHourKwAbove} hint={t.powerHint} required inputMode="decimal" maxLength={12} />
      ) : null}
      <fieldset className="np-notifications__channels">
        <legend>{t.channels}</legend>
        <CheckboxField name="byEmail" label={t.byEmail} />
        <CheckboxField name="byWebhook" label={t.byWebhook} />
      </fieldset>
    </>
  );
}

function MeterPointForm({ meterPoint, onSaved }: { meterPoint: MeterPointNotifications; onSaved: () => void }) {
  const [save] = useSaveNotificationSettingsMutation();
  const [message, setMessage] = useState<'saved' | 'error' | null>(null);
  const legendId = useId();
  return (
    <section className="np-account__section">
      <PortalForm<NotificationValues>
        aria-labelledby={legendId}
        initialValues={valuesOf(meterPoint.settings)}
        validationSchema={notificationSchema}
        requiredHint={false}
        fieldNames={FIELD_NAMES}
        onSubmit={async (values) => {
          setMessage(null);
          await unwrapForForm(save({ meterPointNumber: meterPoint.meterPointNumber, settings: settingsOf(values) }));
          setMessage('saved');
          onSaved();
        }}
        onSubmitError={() => setMessage('error')}
      >
        <fieldset className="np-notifications__meter-point">
          <legend id={legendId}>{t.legend(groupMeterPoint(meterPoint.meterPointNumber), meterPoint.address)}</legend>
          <RuleFields />
        </fieldset>
        <SubmitButton>{t.save}</SubmitButton>
      </PortalForm>
      <div aria-live="polite" aria-atomic="true">
        {message === 'saved' ? <Banner variant="success">{t.saved(groupMeterPoint(meterPoint.meterPointNumber))}</Banner> : null}
      </div>
      {message === 'error' ? <Banner variant="error">{t.saveError}</Banner> : null}
    </section>
  );
}

type WebhookMessage = 'webhookSaved' | 'rotated' | 'enabled' | 'removed' | 'actionError' | 'webhookError' | null;

/** Asks before the webhook is removed: its secret is lost for good. Busy until the page has the webhook gone. */
function RemoveWebhookDialog({ onRemoved, onClose }: { onRemoved: () => Promise<unknown>; onClose: () => void }) {
  const [remove] = useDeleteWebhookMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await remove().unwrap();
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    await onRemoved();
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.removeQuestion}
      closeLabel={t.removeCancel}
      footer={
        <>
          <Button busy={busy} onClick={() => void confirm()}>
            {t.remove}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t.removeCancel}
          </Button>
        </>
      }
    >
      {failed ? <Banner variant="error">{t.actionError}</Banner> : null}
      <p>{t.removeExplained}</p>
    </Dialog>
  );
}

function WebhookSection({ webhook, onChanged }: { webhook: Webhook | null; onChanged: () => Promise<unknown> }) {
  const [saveWebhook] = useSaveWebhookMutation();
  const [rotate, rotateState] = useRotateWebhookSecretMutation();
  const [enable, enableState] = useEnableWebhookMutation();
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<WebhookMessage>(null);
  const headingId = useId();
  const secretId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The removal takes its own button away with the webhook's details: the focus goes on from the section's heading.
  const removed = useRef(false);
  useEffect(() => {
    if (webhook !== null || !removed.current) return;
    removed.current = false;
    headingRef.current?.focus();
  }, [webhook]);

  const act = async (run: () => Promise<unknown>, done: WebhookMessage) => {
    setMessage(null);
    try {
      await run();
      setMessage(done);
      void onChanged();
    } catch {
      setMessage('actionError');
    }
  };

  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.webhookHeading}
      </h2>
      <p>{t.webhookIntro}</p>
      <PortalForm<{ url: string }>
        aria-labelledby={headingId}
        initialValues={{ url: webhook?.url ?? '' }}
        enableReinitialize
        validate={(values) => (values.url.trim() === '' ? { url: t.urlRequired } : {})}
        requiredHint={false}
        fieldNames={['url']}
        onSubmit={async (values) => {
          setMessage(null);
          await unwrapForForm(saveWebhook({ url: values.url.trim() }));
          setMessage('webhookSaved');
          void onChanged();
        }}
        onSubmitError={() => setMessage('webhookError')}
      >
        <TextField name="url" label={t.url} hint={t.urlHint} type="url" inputMode="url" required maxLength={500} autoComplete="url" />
        <SubmitButton>{t.saveWebhook}</SubmitButton>
      </PortalForm>
      {webhook ? (
        <>
          <dl className="np-notifications__webhook">
            <dt>{t.status}</dt>
            <dd>
              <WebhookStatus webhook={webhook} />
            </dd>
          </dl>
          <p>{t.deliveryRule(WEBHOOK_LIMITS.attemptsPerDelivery, WEBHOOK_LIMITS.disableAfterFailedDeliveries)}</p>
          <div className="np-field">
            <label htmlFor={secretId} className="np-field__label">
              {t.secret}
            </label>
            <input
              id={secretId}
              className="np-input np-account__token"
              readOnly
              value={webhook.secret}
              onFocus={(e) => e.target.select()}
            />
          </div>
          <div className="np-notifications__actions">
            <CopyButton text={webhook.secret} label={t.copy} successTitle={t.copied} errorTitle={t.copyFailed} />
            <Button variant="secondary" busy={rotateState.isLoading} onClick={() => void act(() => rotate().unwrap(), 'rotated')}>
              {t.rotate}
            </Button>
            {webhook.enabled ? null : (
              <Button busy={enableState.isLoading} onClick={() => void act(() => enable().unwrap(), 'enabled')}>
                {t.enable}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setRemoving(true)}>
              {t.remove}
            </Button>
          </div>
          {removing ? (
            <RemoveWebhookDialog
              onRemoved={async () => {
                removed.current = true;
                setMessage('removed');
                await onChanged();
              }}
              onClose={() => setRemoving(false)}
            />
          ) : null}
        </>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {message && message !== 'actionError' && message !== 'webhookError' ? <Banner variant="success">{t[message]}</Banner> : null}
      </div>
      {message === 'actionError' || message === 'webhookError' ? <Banner variant="error">{t[message]}</Banner> : null}
    </section>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const headingId = useId();
  return (
    <section className="np-account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.logHeading}</h2>
      {deliveries.length === 0 ? (
        <p>{t.logEmpty}</p>
      ) : (
        <ul className="np-notifications__log">
          {deliveries.map((d) => (
            <li key={d.id}>
              <h3>
                {t.rules[d.rule]}: {t.states[d.state]}
              </h3>
              <dl>
                <dt>{t.logDay}</dt>
                <dd>{formatDate(d.day)}</dd>
                <dt>{t.logCreated}</dt>
                <dd>{formatDateTime(d.createdAt)}</dd>
                <dt>{t.logAttempts}</dt>
                <dd>{d.attempts}</dd>
                <dt>{t.logAnswer}</dt>
                <dd>{d.lastStatus !== null ? `HTTP ${d.lastStatus}` : (d.lastError ?? '–')}</dd>
              </dl>
              <p className="np-notifications__meter-point-number">{groupMeterPoint(d.meterPointNumber)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /portal/notifications (Meine Daten › Benachrichtigungen): rules per meter point, the webhook and its delivery log. */
export default function NotificationsPage() {
  const query = useGetNotificationsQuery();
  const headingId = useId();
  if (query.isLoading) return <Spinner label={t.loading} />;
  const overview = query.data;
  if (!overview) return <Banner variant="error">{t.loadError}</Banner>;
  const refresh = () => query.refetch();
  return (
    <div className="np-account np-account--wide np-notifications">
      <p>{t.intro}</p>
      <h2 id={headingId}>{t.meterPointsHeading}</h2>
      {overview.meterPoints.length === 0 ? <p>{t.noMeterPoints}</p> : null}
      {overview.meterPoints.map((m) => (
        <MeterPointForm key={m.meterPointNumber} meterPoint={m} onSaved={() => void refresh()} />
      ))}
      <WebhookSection webhook={overview.webhook} onChanged={refresh} />
      <DeliveryLog deliveries={overview.deliveries} />
    </div>
  );
}
