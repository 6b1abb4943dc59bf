import type { AccessType } from '@portal/shared/federation/remote-module';

/**
 * The path prefixes each remote serves, known to the shell at build time only so that it can put an "area
 * unavailable" panel on them when the remote cannot be loaded. The routes themselves come from the remote.
 */
export interface KnownArea {
  prefix: string;
  access: AccessType;
}

export const KNOWN_REMOTE_AREAS: Record<string, KnownArea[]> = {
  remote_account: [
    { prefix: '/login', access: 'public-only' },
    { prefix: '/registration', access: 'public-only' },
    { prefix: '/username', access: 'public-only' },
    { prefix: '/password', access: 'public-only' },
    { prefix: '/portal/changePassword', access: 'private' },
    { prefix: '/portal/profile', access: 'private' },
    { prefix: '/portal/activation', access: 'private' },
    { prefix: '/portal/api', access: 'private' },
    { prefix: '/portal/e-communication', access: 'private' },
  ],
  remote_dashboard: [{ prefix: '/portal/dashboard', access: 'private' }],
  remote_consumption: [
    { prefix: '/portal/consumptions', access: 'private' },
    { prefix: '/portal/energy-community-consumptions', access: 'private' },
  ],
  remote_contracts: [
    { prefix: '/portal/smartmeter', access: 'private' },
    { prefix: '/portal/reading', access: 'private' },
    { prefix: '/portal/load-profile', access: 'private' },
    { prefix: '/portal/payment', access: 'private' },
    { prefix: '/portal/paperless', access: 'private' },
    { prefix: '/portal/installment', access: 'private' },
    { prefix: '/portal/processes', access: 'private' },
    { prefix: '/portal/infeed', access: 'private' },
    { prefix: '/portal/callback', access: 'private' },
  ],
  remote_consents: [{ prefix: '/portal/consents', access: 'private' }],
};
