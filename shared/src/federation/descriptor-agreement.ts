import type { DeclaredTitle } from '../contract/page-headings';
import type { NavigationEntry, RemoteArea } from './remote-descriptor';
import { routesOutsideAreas, type RemoteRoutesModule } from './remote-module';

/** The hand-written part of a descriptor: the package's `remote.json`. */
export interface DescriptorSource {
  name: string;
  areas: RemoteArea[];
  navigation: NavigationEntry[];
  reads?: { path: string; requests: string[] }[];
  titles?: DeclaredTitle[];
}

/**
 * Where a remote's route table and its descriptor source disagree (each remote's routes test asserts none): the shell
 * routes by the descriptor only, so a route outside every area, an area without a route, an area whose access differs
 * from its routes', a navigation entry to no route, reads declared for no route or outside the service would each be a page nobody reaches or a link to nowhere; a declared title
 * that is not the route's would change under the reader's eyes when the remote's code arrives.
 */
export function descriptorDisagreements(routesModule: RemoteRoutesModule, source: DescriptorSource): string[] {
  const problems: string[] = [];
  if (routesModule.name !== source.name) problems.push(`name ${routesModule.name} ≠ ${source.name}`);
  const prefixes = source.areas.map((area) => area.prefix);
  for (const path of routesOutsideAreas(routesModule.routes, prefixes)) problems.push(`route ${path} outside every area`);
  for (const area of source.areas) {
    const inside = routesModule.routes.filter((r) => r.path === area.prefix || r.path.startsWith(`${area.prefix}/`));
    if (inside.length === 0) problems.push(`area ${area.prefix} has no route`);
    for (const route of inside) {
      if (route.access !== area.access) problems.push(`route ${route.path} is ${route.access}, its area ${area.access}`);
    }
  }
  for (const entry of source.navigation) {
    if ('to' in entry && !routesModule.routes.some((route) => route.path === entry.to)) {
      problems.push(`navigation entry ${entry.label} points at no route (${entry.to})`);
    }
  }
  for (const entry of source.reads ?? []) {
    if (!routesModule.routes.some((route) => route.path === entry.path)) problems.push(`reads of ${entry.path}: no such route`);
    for (const request of entry.requests) {
      if (!request.startsWith('/service/')) problems.push(`reads of ${entry.path}: ${request} is not a service path`);
    }
  }
  for (const declared of source.titles ?? []) {
    const route = routesModule.routes.find((candidate) => candidate.path === declared.path);
    if (!route) problems.push(`title of ${declared.path}: no such route`);
    else if (route.title !== declared.title || route.breadcrumb !== declared.breadcrumb) {
      problems.push(
        `title of ${declared.path}: declared ${declared.title} / ${declared.breadcrumb}, route ${route.title} / ${route.breadcrumb}`,
      );
    }
  }
  return problems;
}
