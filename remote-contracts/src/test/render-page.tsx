import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { contractsSlice } from '../state/contracts-slice';

/** Stands in for the dashboard: shows the notice a process page sent along. */
function DashboardStub() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>Übersicht{notice ? `: ${notice}` : ''}</p>;
}

/** Renders a process page at its route pattern (params from the path), with the dashboard as the redirect target. */
export function renderPage(Page: ComponentType, pattern: string, path: string) {
  return renderInPortal(
    <Routes>
      <Route path={pattern} element={<Page />} />
      <Route path="/portal/dashboard" element={<DashboardStub />} />
    </Routes>,
    { path, session: { user: testUser() }, slices: [contractsSlice] },
  );
}

/** jsdom cannot scroll: the form's scroll to the first error and the success scroll to the top are stubbed. */
export function stubScrolling() {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());
}
