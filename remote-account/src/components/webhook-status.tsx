import type { Webhook } from '@portal/shared/contract/notifications';
import { WEBHOOK_LIMITS } from '@portal/shared/contract/notifications';
import { formatDate } from '@portal/shared/format/date';
import { texts } from '../texts';

const t = texts.notifications;

/**
 * The webhook's state in words and sign, never by colour alone: active, active with deliveries failed in a row (how
 * many of the limit), or disabled since a day.
 */
export function WebhookStatus({ webhook }: { webhook: Pick<Webhook, 'enabled' | 'disabledAt' | 'failedDeliveries'> }) {
  const limit = WEBHOOK_LIMITS.disableAfterFailedDeliveries;
  if (!webhook.enabled) {
    return (
      <span className="np-account__status">
        <span aria-hidden="true">⚠ </span>
        {t.disabled(formatDate(webhook.disabledAt ?? ''), webhook.failedDeliveries || limit)}
      </span>
    );
  }
  if (webhook.failedDeliveries > 0) {
    return (
      <span className="np-account__status np-account__status--pending">
        <span aria-hidden="true">⚠ </span>
        {t.activeWithFailures(webhook.failedDeliveries, limit)}
      </span>
    );
  }
  return (
    <span className="np-account__status np-account__status--active">
      <span aria-hidden="true">✓ </span>
      {t.active}
    </span>
  );
}
