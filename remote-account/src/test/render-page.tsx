import type { ComponentType } from 'react';
import { renderInPortal, type SessionSetup } from '@portal/shared/testing/render-in-portal.tsx';

export { testUser, type SessionSetup } from '@portal/shared/testing/render-in-portal.tsx';

/** A page of this remote in a store like the shell's and a router. */
export function renderPage(Page: ComponentType, path: string, session: SessionSetup) {
  return renderInPortal(<Page />, { path, session });
}
