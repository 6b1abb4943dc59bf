import { infeedTexts } from './infeed-texts';

/** The in-feeder pages (portal-core §2, portal-processes §2.1), each /portal/infeed/…/:bpn/:can/:contractNumber. */
export const infeedRoutes = (contract: string) => [
  {
    path: `/portal/infeed/quick-check/${contract}`,
    title: infeedTexts.quickCheck.title,
    load: () => import('./pages/infeed-quick-check-page'),
  },
  {
    path: `/portal/infeed/small/activate/${contract}`,
    title: infeedTexts.smallInfeeder.activateTitle,
    load: () => import('./pages/small-infeeder-page').then((m) => ({ default: m.SmallInfeederActivationPage })),
  },
  {
    path: `/portal/infeed/small/deactivate/${contract}`,
    title: infeedTexts.smallInfeeder.deactivateTitle,
    load: () => import('./pages/small-infeeder-page'),
  },
];
