import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OperatorBranding } from '@portal/shared/contract/operator';
import { escapeHtml } from '../mail/outbox';
import { headingHtml, type PageHeading } from './page-heading';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Where a logged-in visitor's main navigation will be: an empty bar of the navigation's own classes and the height of
 * one of its links (a bar on wide screens, hidden behind the menu button on small ones), so that the page below does
 * not move down when the shell draws the entries into it.
 */
const NAVIGATION_FRAME =
  '<nav class="shell-nav" aria-hidden="true"><ul class="shell-container"><li><a tabindex="-1">&nbsp;</a></li></ul></nav>';

/**
 * The page frame drawn before any script has run: the operator's header (logo or mark, portal name), the navigation's
 * place when the request carries a session, and an empty main area, with the same elements and classes as the shell's
 * own, styled by the style sheets the shell's build wrote into index.html, and the page's heading where its remote
 * declares it (then it paints with the frame, before any script). React's first render replaces it; nothing of it moves.
 */
function pageFrame(operator: OperatorBranding, withNavigation: boolean, heading: PageHeading | undefined): string {
  const brand = operator.logoUrl
    ? `<img class="shell-brand__logo" src="${escapeHtml(operator.logoUrl)}" alt="" height="32">`
    : '<span class="shell-brand__mark" aria-hidden="true"></span>';
  return (
    '<div class="shell"><header class="shell-header"><div class="shell-container shell-header__bar">' +
    `<a href="/app/" class="shell-brand">${brand}<span>${escapeHtml(operator.portalName)}</span></a>` +
    `</div>${withNavigation ? NAVIGATION_FRAME : ''}</header><main class="shell-main"><div class="shell-container">${heading ? headingHtml(heading) : ''}</div></main></div>`
  );
}

/** The operator's colours as the theme's custom properties (what the shell sets again when it starts). */
function brandColours(operator: OperatorBranding): string {
  const { primary, primaryHover } = operator.colours;
  if (!COLOUR.test(primary) || !COLOUR.test(primaryHover)) return '';
  return `<style>:root{--np-color-primary:${primary};--np-color-info:${primary};--np-color-primary-hover:${primaryHover}}</style>`;
}

/** A JSON block for the shell (not a script: `<` is escaped, so no text in it can end the element). */
function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Preload hints for scripts the page will run, after the shell's own (the build put those first in the head). */
function preloadLinks(template: string, scripts: readonly string[], reads: readonly string[]): string {
  return (
    scripts
      .filter((src) => !template.includes(`href="${src}"`))
      .map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`)
      .join('') +
    // `crossorigin` as the portal's fetch (same-origin credentials, CORS mode), so that its request takes the answer.
    reads.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`).join('')
  );
}

/**
 * The shell's index.html for the operator: its name as the title, its colours and favicon, its page frame in #root,
 * and operator.json and the remotes file (as /app/operator.json and /app/remotes.json answer) as JSON blocks, which
 * the shell reads instead of fetching them before its first render; `preloads`: scripts of the address's page (see
 * RoutePreloads) the browser fetches at once, and `reads`, the service requests the page starts with (routeReads);
 * `session`: the request carries a session cookie (the frame keeps the
 * navigation's place); `heading`: the page's title and breadcrumbs (pageHeading).
 */
export function renderShellPage(
  template: string,
  {
    operator,
    remotes,
    preloads = [],
    reads = [],
    session = false,
    heading,
  }: {
    operator: OperatorBranding;
    remotes: unknown;
    preloads?: readonly string[];
    reads?: readonly string[];
    session?: boolean;
    heading?: PageHeading;
  },
): string {
  const blocks = jsonBlock('portal-operator', operator) + jsonBlock('portal-remotes', remotes);
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(operator.portalName)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/, (_match, start: string) =>
      COLOUR.test(operator.colours.primary) ? `${start}${operator.colours.primary}"` : _match,
    )
    .replace(/(<link rel="icon" href=")[^"]*"/, (_match, start: string) => `${start}${escapeHtml(operator.faviconUrl)}"`)
    .replace('</head>', () => `${preloadLinks(template, preloads, reads)}${brandColours(operator)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${pageFrame(operator, session, heading)}</div>${blocks}`);
}

/** The built index.html of the shell, read again when the file changes (a new build while the service runs). */
export function shellTemplate(shellDist: string): () => string {
  const file = path.join(shellDist, 'index.html');
  let stamp = '';
  let text = '';
  return () => {
    const stat = statSync(file);
    const current = `${stat.mtimeMs}:${stat.size}`;
    if (current !== stamp) {
      text = readFileSync(file, 'utf8');
      stamp = current;
    }
    return text;
  };
}
