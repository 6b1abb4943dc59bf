import { DEMO_OPERATOR } from '@portal/shared/contract/demo-operator';
import type { OperatorBranding } from '@portal/shared/contract/operator';
import { logger } from '@portal/shared/http/logger';
import { fetchJsonWithTimeout } from '../remotes/remote-registry';
import { readInlineJson } from './inline-json';

const OPERATOR_FILE_URL = '/app/operator.json';
const OPERATOR_TIMEOUT_MS = 1500;

/** Where the service writes operator.json into the page (service/src/static/shell-page.ts). */
export const INLINE_OPERATOR_ID = 'portal-operator';

/**
 * The operator file (the service validates it; fields it lacks keep the demo operator's), or the demo operator. Read
 * from the page when the service wrote it there: the first render then waits for no request.
 */
export async function fetchOperator(url = OPERATOR_FILE_URL, doc: Document = document): Promise<OperatorBranding> {
  const inline = readInlineJson(INLINE_OPERATOR_ID, doc);
  if (inline && typeof inline === 'object') return { ...DEMO_OPERATOR, ...(inline as Partial<OperatorBranding>) };
  try {
    const value = (await fetchJsonWithTimeout(url, OPERATOR_TIMEOUT_MS)) as Partial<OperatorBranding>;
    return { ...DEMO_OPERATOR, ...value };
  } catch (error) {
    logger.warn('operator file unavailable: demo operator shown', error);
    return DEMO_OPERATOR;
  }
}

/** Brand colours and favicon of the operator on the page. */
export function applyBranding(operator: OperatorBranding, doc: Document = document): void {
  const root = doc.documentElement.style;
  root.setProperty('--np-color-primary', operator.colours.primary);
  root.setProperty('--np-color-info', operator.colours.primary);
  root.setProperty('--np-color-primary-hover', operator.colours.primaryHover);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', operator.colours.primary);
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  if (icon.getAttribute('href') !== operator.faviconUrl) icon.href = operator.faviconUrl;
}
