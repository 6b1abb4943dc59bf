import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { ProfileListEntry, ProfileRequest, ProfileResult } from '@portal/shared/contract/consumption';
import type { SessionUser } from '@portal/shared/contract/session';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { addDays, daysInclusive, viennaMidnight } from '../rules/local-dates';
import { POD } from './fixtures';

export function contract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractNumber: '300012345001',
    branch: 'STROM',
    active: true,
    scaleType: 'SMART',
    description: 'Strom Wohnung',
    supplier: { id: 'S1', name: 'Lieferant' },
    synthProfile: 'H0',
    pointOfDelivery: {
      meterPointAdministrationNumber: POD,
      meter: { meterNumber: '12345678' },
      profiles: [
        {
          profileType: 'ACTIVE_CURRENT',
          energyDirection: 'CONSUMPTION',
          granularity: 'QUARTER_OF_AN_HOUR',
          from: '2025-01-01',
          to: '2026-11-21',
        },
      ],
      minimumDate: '2025-01-01',
      maximumDate: '2026-11-21',
    },
    powerGenerationUnit: false,
    smartMeterType: 'SMART_METER',
    smartMeterTypeName: 'Smart Meter',
    profileActive: true,
    loadCurveActive: true,
    monthlyProfileDispatchActive: false,
    dailyProfileDispatchActive: true,
    energyCommunityData: { energyCommunityActive: false, timeslices: [] },
    moveInDate: '2020-01-01',
    ...overrides,
  };
}

export function account(contracts: ContractDetail[] = [contract()]): ContractAccountDetail {
  return {
    businessPartnerNumber: '1000012345',
    contractAccountNumber: '400012345001',
    description: 'Wohnung',
    branch: 'STROM',
    address: { postcode: '4020', city: 'Linz', street: 'Lindenweg', housenumber: '1' },
    active: true,
    editable: true,
    billedByProvider: true,
    invoices: [],
    invoiceSettings: { paperless: 'WAITING' },
    contracts,
  };
}

/** Interval starts of a range at a granularity (days and months only need their local midnights). */
function starts(from: string, to: string, granularity: string): string[] {
  const iso = (d: Date) => d.toISOString().replace('.000Z', 'Z');
  if (granularity === 'QUARTER_OF_AN_HOUR') {
    const start = viennaMidnight(from).getTime();
    const end = viennaMidnight(addDays(to, 1)).getTime();
    return Array.from({ length: (end - start) / 900_000 }, (_, i) => iso(new Date(start + i * 900_000)));
  }
  if (granularity === 'MONTH') {
    const result: string[] = [];
    for (let d = `${from.slice(0, 7)}-01`; d <= to; d = addDays(`${d.slice(0, 7)}-28`, 4).slice(0, 7) + '-01')
      result.push(iso(viennaMidnight(d)));
    return result;
  }
  return Array.from({ length: daysInclusive(from, to) }, (_, i) => iso(viennaMidnight(addDays(from, i))));
}

/** A fake profile result for one pod entry: value 1 + index (in kWh), the second value CALCULATED. */
export function fakeResult(request: ProfileRequest, index: number): ProfileResult {
  const pod = request.pods[index];
  const granularity = pod.bestAvailableGranularity ?? 'DAY';
  const datetimes = starts(pod.timerange.from, pod.timerange.to, granularity);
  const profileValues = datetimes.map((datetime, i) => ({
    datetime,
    value: i + 1,
    status: i === 1 ? ('CALCULATED' as const) : ('VALID' as const),
  }));
  const n = profileValues.length;
  const unit = request.dimension === 'POWER' ? 'KW' : 'KWH';
  return {
    type: pod.type ?? 'ACTIVE_CURRENT',
    energyDirection: pod.energyDirection ?? 'CONSUMPTION',
    contractAccountNumber: pod.contractAccountNumber,
    contractNumber: pod.contractNumber ?? null,
    meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
    from: `${pod.timerange.from}T00:00:00`,
    to: `${pod.timerange.to}T23:59:59`,
    dimension: request.dimension,
    unit,
    granularity,
    profileValues,
    minimum: { value: 1, unit, dateTime: datetimes[0] },
    maximum: { value: n, unit, dateTime: datetimes[n - 1] },
    average: { value: (n + 1) / 2, unit },
    // Power answers carry their energy as the sum (in kWh), as the service's do.
    sum: unit === 'KWH' ? { value: (n * (n + 1)) / 2, unit } : { value: (n * (n + 1)) / 8, unit: 'KWH' },
    contractPower: 11,
    remark: null,
    profileTypeContent: { header: pod.type === 'COMPARISON' ? 'Vergleich mit Standardlastprofil' : 'Wirkenergie' },
  };
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

interface FakeConsumptionService {
  account?: ContractAccountDetail | { status: number };
  pods?: ProfileListEntry[];
  profile?: (request: ProfileRequest) => ProfileResult[] | { status: number; body?: unknown };
  download?: { status: number; body?: string; fileName?: string };
  dispatch?: { status: number };
  /** Content items (GET /v1.0/contents/multiple/:prefix answers those with the prefix); none: 404. */
  contents?: { key: string; header: string; body: string; bodyText: string }[];
}

/** Replaces fetch with a fake of the service's consumption calls; returns the calls made. */
export function mockConsumptionService(service: FakeConsumptionService = {}): FakeCall[] {
  const calls: FakeCall[] = [];
  const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(headers),
      text: async () => text,
      blob: async () => new Blob([text]),
    } as unknown as Response;
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    if (/\/contract-accounts\/\d+\/\d+$/.test(path)) {
      const a = service.account ?? account();
      return 'status' in a ? reply(a.status) : reply(200, a);
    }
    if (path === '/service/v1.0/consumptions/profiles') return reply(200, service.pods ?? []);
    if (path === '/service/v1.0/constants/compare-values')
      return reply(200, { H0: { text: 'H0 – Haushalt', branch: 'STROM' }, G0: { text: 'G0 – Gewerbe', branch: 'STROM' } });
    if (path === '/service/v1.0/consumptions/profile/active') {
      const request = body as ProfileRequest;
      const answer = service.profile?.(request) ?? request.pods.map((_p, i) => fakeResult(request, i));
      return Array.isArray(answer) ? reply(200, answer) : reply(answer.status, answer.body);
    }
    if (path === '/service/v1.0/consumptions/profile/active/download' || path === '/service/v1.0/consumptions/profiles/download') {
      const d = service.download ?? { status: 200, body: '\uFEFF"Datum";"kWh";"kW";"Status";\n', fileName: 'datei.csv' };
      return reply(d.status, d.body, d.fileName ? { 'content-disposition': `attachment; filename="${d.fileName}"` } : {});
    }
    if (path.startsWith('/service/v1.0/contents/multiple/') && service.contents) {
      const prefix = decodeURIComponent(path.slice('/service/v1.0/contents/multiple/'.length));
      return reply(
        200,
        service.contents.filter((c) => c.key.startsWith(prefix)),
      );
    }
    if (path.endsWith('/dispatchSettings')) {
      const status = service.dispatch?.status ?? 200;
      return reply(
        status,
        status === 200 ? { monthlyProfileDispatchActive: true, dailyProfileDispatchActive: true, email: 'max@example.at' } : undefined,
      );
    }
    return reply(404);
  }) as typeof fetch;
  return calls;
}

/** The profile requests sent so far. */
export const profileRequests = (calls: FakeCall[]) =>
  calls.filter((c) => c.url === '/service/v1.0/consumptions/profile/active').map((c) => c.body as ProfileRequest);

/** A page at a path under its route pattern, in the shell-like store. */
export function renderRoute(page: ReactElement, pattern: string, path: string, user: SessionUser = testUser({ email: 'max@example.at' })) {
  return renderInPortal(
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType" element={<p>Verbrauchsseite</p>} />
    </Routes>,
    { path, session: { user } },
  );
}
