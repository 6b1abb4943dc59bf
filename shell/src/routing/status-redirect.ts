import type { AppStatusState } from '@portal/shared/state/app-status';
import { DASHBOARD_PATH } from '@portal/shared/contract/portal-pages';

export const MAINTENANCE_PATH = '/maintenance';
const errorPath = (code: number | string) => `/error/${code}`;

const isErrorPath = (path: string) => path === '/error' || path.startsWith('/error/');

/**
 * Where the global error state sends the user (portal-core §8): a pending 5xx → its error page, maintenance → the
 * maintenance page; on those pages without anything pending → the dashboard. null: stay.
 */
export function statusRedirect(path: string, status: Pick<AppStatusState, 'maintenance' | 'serverErrorCode'>) {
  if (status.maintenance) return path === MAINTENANCE_PATH ? null : MAINTENANCE_PATH;
  if (status.serverErrorCode !== null) {
    const target = errorPath(status.serverErrorCode);
    return path === target ? null : target;
  }
  if (path === MAINTENANCE_PATH || isErrorPath(path)) return DASHBOARD_PATH;
  return null;
}
