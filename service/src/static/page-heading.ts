import {
  buildBreadcrumbs,
  declaredRoutes,
  routeFor,
  type Crumb,
  type DeclaredTitle,
  type PageAccess,
} from '@portal/shared/contract/page-headings';
import type { ServedRemote } from './composition';
import { escapeHtml } from '../mail/outbox';
import { servingRemote } from './route-preloads';

export interface PageHeading {
  title: string;
  crumbs: Crumb[];
}

function declaredOf(remote: ServedRemote) {
  const descriptor = remote.descriptor as { titles?: unknown; areas?: unknown } | undefined;
  const titles = Array.isArray(descriptor?.titles) ? (descriptor.titles as DeclaredTitle[]) : [];
  const areas = Array.isArray(descriptor?.areas) ? (descriptor.areas as { prefix: string; access: PageAccess }[]) : [];
  return declaredRoutes(
    titles.filter((t) => typeof t?.path === 'string' && typeof t.title === 'string'),
    areas.filter((a) => typeof a?.prefix === 'string'),
  );
}

/**
 * The heading of an address as its remote declares it (remote.json `titles`) with the breadcrumbs the shell draws
 * above it: the served page shows both before any script runs, and the shell's first render keeps them. None where
 * the guard sends the visitor elsewhere (as for the preload hints) or no title is declared.
 */
export function pageHeading(pathname: string, remotes: Record<string, ServedRemote>, hasSession: boolean): PageHeading | undefined {
  const served = servingRemote(pathname, remotes, hasSession);
  if (!served) return undefined;
  const current = routeFor(declaredOf(served.remote), pathname);
  if (!current) return undefined;
  return { title: current.title, crumbs: buildBreadcrumbs(current, Object.values(remotes).flatMap(declaredOf)) };
}

/** The heading as the shell draws it (layout/breadcrumbs.tsx and the page title of layout/portal-layout.tsx). */
export function headingHtml({ title, crumbs }: PageHeading): string {
  const items = crumbs.map((crumb, index) =>
    crumb.to && index < crumbs.length - 1
      ? `<li><a href="/app${escapeHtml(crumb.to)}">${escapeHtml(crumb.label)}</a></li>`
      : `<li><strong aria-current="page">${escapeHtml(crumb.label)}</strong></li>`,
  );
  const trail =
    crumbs.length > 0 ? `<nav aria-label="Brotkrümelnavigation" class="shell-breadcrumbs"><ol>${items.join('')}</ol></nav>` : '';
  return `${trail}<h1 tabindex="-1" class="shell-page-title">${escapeHtml(title)}</h1>`;
}
