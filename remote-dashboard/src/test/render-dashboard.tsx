import type { ContentItem } from '@portal/shared/contract/content';
import type { ContractAccountDetail } from '@portal/shared/contract/contract-account';
import type { Dashboard, DashboardHeaders } from '@portal/shared/contract/dashboard';
import type { SessionUser } from '@portal/shared/contract/session';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import DashboardPage from '../pages/dashboard-page';
import { dashboardSlice } from '../state/dashboard-slice';

/** A canned answer of the fake service: status and JSON body. */
export interface Answer {
  status: number;
  body?: unknown;
}

interface FakeService {
  dashboard: Dashboard;
  headers?: (query: URLSearchParams) => DashboardHeaders;
  detail?: (businessPartnerNumber: string, contractAccountNumber: string) => ContractAccountDetail | Answer;
  content?: (key: string) => ContentItem | Answer;
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && !('contracts' in value);

function respond(answer: Answer) {
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}

/** Replaces fetch (the HTTP client's only way out) with the fake service; returns the requested URLs. */
export function mockService(service: FakeService): { urls: string[] } {
  const urls: string[] = [];
  const handle = (url: string): Answer => {
    const [path, search = ''] = url.split('?');
    if (path === '/service/v1.0/dashboard') return { status: 200, body: service.dashboard };
    if (path === '/service/v1.0/dashboard/headers') {
      return { status: 200, body: service.headers?.(new URLSearchParams(search)) ?? [] };
    }
    const account = /^\/service\/v1\.0\/contract-accounts\/(\d+)\/(\d+)$/.exec(path);
    if (account && service.detail) {
      const result = service.detail(account[1], account[2]);
      return isAnswer(result) ? result : { status: 200, body: result };
    }
    const content = /^\/service\/v1\.0\/contents\/(?:plain\/)?(.+)$/.exec(path);
    if (content && service.content) {
      const result = service.content(decodeURIComponent(content[1]));
      return isAnswer(result) ? result : { status: 200, body: result };
    }
    return { status: 404 };
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    return respond(handle(url)) as unknown as Response;
  }) as typeof fetch;
  return { urls };
}

export { testUser };

/** The dashboard page in a real store (the shell's slices, portalApi and this remote's slice) and a router. */
export function renderDashboard(user: SessionUser = testUser()) {
  return renderInPortal(<DashboardPage />, { path: '/portal/dashboard', session: { user }, slices: [dashboardSlice] });
}
