import type { BusinessPartner, ContractAccountSummary } from '@portal/shared/contract/dashboard';
import type { Branch } from '@portal/shared/contract/enums';
import type { SessionUser } from '@portal/shared/contract/session';
import { pageCount, pageItems } from '@portal/shared/ui/paginator.tsx';
import type { DashboardFilter } from '../state/dashboard-slice';

/** Active contract accounts first; the server's order is kept within each group (stable sort). */
export function sortActiveFirst<T extends { active: boolean }>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => Number(b.active) - Number(a.active));
}

interface PageSlice<T> {
  rows: T[];
  /** The page actually shown (1-based): clamped into range when the list got shorter. */
  page: number;
  pageCount: number;
}

/** The rows of one 1-based page. */
export function slicePage<T>(items: readonly T[], page: number, rowsPerPage: number): PageSlice<T> {
  const size = Math.max(1, Math.floor(rowsPerPage));
  const count = pageCount(items.length, size);
  const shown = Math.min(Math.max(1, Math.floor(page)), count);
  return { rows: pageItems(items, shown, size), page: shown, pageCount: count };
}

/** portal-core §2: the branch dropdown only when 2 or more branches exist. */
export function showBranchFilter(branches: readonly Branch[]): boolean {
  return new Set(branches).size >= 2;
}

/** One banner per business partner whose electronic communication is inactive. */
export function partnersWithInactiveECommunication(partners: readonly BusinessPartner[]): BusinessPartner[] {
  return partners.filter((partner) => partner.ecommunicationInactive);
}

/** The letter-activation banner needs the show-activation role. */
export function showActivationBanner(user: Pick<SessionUser, 'showActivation'> | null | undefined): boolean {
  return user?.showActivation === true;
}

/** Whether the list must come from /dashboard/headers instead of the dashboard itself. */
export function isFiltering(filter: DashboardFilter): boolean {
  return filter.branch !== '' || filter.filter.trim() !== '' || filter.activeOnly;
}

/** Identifies a row (and its detail) across pages and filters. */
export function rowKey(account: Pick<ContractAccountSummary, 'businessPartnerNumber' | 'contractAccountNumber'>): string {
  return `${account.businessPartnerNumber}/${account.contractAccountNumber}`;
}
