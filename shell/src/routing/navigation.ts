import type { NavigationCount, NavigationEntry } from '@portal/shared/federation/remote-descriptor';

/**
 * A main-navigation entry: a portal route (`to`, optionally with a number beside it) or a page outside the portal
 * (`href`, drawn as leaving it).
 */
export type NavigationItem = { label: string } & ({ to: string; count?: NavigationCount } | { href: string });

/**
 * The main navigation from the remotes' descriptors and the operator's own pages, by order (ties by label). It is data:
 * no remote's code is needed to draw it.
 */
export function buildNavigation(entries: NavigationEntry[]): NavigationItem[] {
  return [...entries]
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map((entry) =>
      'to' in entry
        ? { label: entry.label, to: entry.to, ...(entry.count ? { count: entry.count } : {}) }
        : { label: entry.label, href: entry.href },
    );
}
