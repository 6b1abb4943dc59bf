import type {
  MeterPointNotifications,
  NotificationOverview,
  NotificationSettings,
  Webhook,
  WebhookRequest,
} from '@portal/shared/contract/notifications';
import { portalApi } from '@portal/shared/http/portal-api';

/** Data notifications (session only): the overview, settings per meter point, the webhook and its secret. */
const notificationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationOverview, void>({
      query: () => ({ url: '/v1.0/notifications' }),
      keepUnusedDataFor: 0,
    }),
    saveNotificationSettings: build.mutation<MeterPointNotifications, { meterPointNumber: string; settings: NotificationSettings }>({
      query: ({ meterPointNumber, settings }) => ({
        method: 'PUT',
        url: `/v1.0/notifications/meter-points/${encodeURIComponent(meterPointNumber)}`,
        body: settings,
        silent: true,
      }),
    }),
    saveWebhook: build.mutation<Webhook, WebhookRequest>({
      query: (body) => ({ method: 'PUT', url: '/v1.0/notifications/webhook', body, silent: true }),
    }),
    rotateWebhookSecret: build.mutation<Webhook, void>({
      query: () => ({ method: 'POST', url: '/v1.0/notifications/webhook/secret', silent: true }),
    }),
    enableWebhook: build.mutation<Webhook, void>({
      query: () => ({ method: 'POST', url: '/v1.0/notifications/webhook/enable', silent: true }),
    }),
    deleteWebhook: build.mutation<string, void>({
      // 204 without body: read as text, so RTK Query gets a defined (empty) result.
      query: () => ({ method: 'DELETE', url: '/v1.0/notifications/webhook', responseType: 'text', silent: true }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useSaveNotificationSettingsMutation,
  useSaveWebhookMutation,
  useRotateWebhookSecretMutation,
  useEnableWebhookMutation,
  useDeleteWebhookMutation,
} = notificationsApi;
