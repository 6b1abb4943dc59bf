import { DEMO_OPERATOR } from '@portal/shared/contract/demo-operator';
import type { OperatorBranding } from '@portal/shared/contract/operator';
import { logger } from '@portal/shared/http/logger';
import { fetchJsonWithTimeout } from '../remotes/remote-registry';

export const OPERATOR_FILE_URL = '/app/operator.json';
const OPERATOR_TIMEOUT_MS = 1500;

/** The operator file (the service validates it; fields it lacks keep the demo operator's), or the demo operator. */
export async function fetchOperator(url = OPERATOR_FILE_URL): Promise<OperatorBranding> {
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
