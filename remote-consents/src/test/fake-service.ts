import type { Consent, ConsentRequest } from '@portal/shared/contract/consents';

/** A canned answer: status and JSON body; status 0 fails like a network without an answer. */
export interface Answer {
  status: number;
  body?: unknown;
}

export interface Call {
  method: string;
  url: string;
  body?: unknown;
}

/** Replaces fetch (the HTTP client's only way out) with a handler; returns the calls made. */
export function mockService(handle: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = handle(call);
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => text } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

const POD = 'AT0030000000000000000000000100001';

export const aRequest = (overrides: Partial<ConsentRequest> = {}): ConsentRequest => ({
  id: 'SB7K3M9Q',
  status: 'REQUESTED',
  pod: POD,
  address: 'Lindenweg 7, 4020 Linz',
  serviceProvider: 'EP100845',
  serviceProviderName: 'Stromblick Energiedaten GmbH',
  serviceProviderAddress: 'Mariahilfer Straße 88, 1070 Wien',
  datatype: 'LOAD_PROFILE',
  granularity: 'QUARTER_OF_AN_HOUR',
  periodicity: 'DAILY',
  validThrough: { from: '2026-11-25', to: '9999-12-31' },
  changeable: true,
  contributionPercentage: null,
  energyCommunityConsentRequest: false,
  answerDeadline: '2026-12-09',
  selectablePods: [
    { contractNumber: '300012345001', branch: 'STROM', meterPointAdministrationNumber: POD, address: 'Lindenweg 7, 4020 Linz' },
    {
      contractNumber: '300012346001',
      branch: 'STROM',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100004',
      address: 'Seeuferstraße 21, 4863 Seewalchen am Attersee',
    },
  ],
  ...overrides,
});

export const aConsent = (overrides: Partial<Consent> = {}): Consent => ({
  id: 'AT0030002025STROMBLICKEP10084500001',
  requestId: null,
  status: 'ACTIVE',
  pod: POD,
  address: 'Lindenweg 7, 4020 Linz',
  serviceProvider: 'RC100417',
  serviceProviderName: 'Sonnenstrom Lindenviertel',
  serviceProviderAddress: 'Lindenweg 1, 4020 Linz',
  datatype: 'ENERGY_COMMUNITY_REGISTRATION_RCL',
  granularity: 'QUARTER_OF_AN_HOUR',
  periodicity: 'DAILY',
  validThrough: { from: '2025-01-01', to: '9999-12-31' },
  changeable: true,
  contributionPercentage: '60',
  energyDirection: 'CONSUMPTION',
  energyCommunityConsent: true,
  contributionPercentageHistory: [
    { status: 'INACTIVE', value: '40', from: '2025-01-01', to: '2025-06-30' },
    { status: 'ACTIVE', value: '60', from: '2025-07-01', to: '9999-12-31' },
  ],
  approvalDate: '2024-12-20',
  ...overrides,
});
