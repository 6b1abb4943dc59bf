import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { account, contractDetail, quarterHourProfile, withProfiles } from '../test/fixtures';
import { ConsumptionLinks } from './consumption-links';

const keys = { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' };

/** Electricity, smart meter, generation unit, quarter-hour profiles, member of an energy community. */
const stromInfeeder = withProfiles(
  contractDetail(account(1).contracts[0], {
    contractNumber: '300012345009',
    branch: 'STROM',
    powerGenerationUnit: true,
    smartMeterType: 'SMART_METER',
    profileActive: true,
    energyCommunityData: { energyCommunityActive: true, timeslices: [] },
  }),
  [quarterHourProfile(), quarterHourProfile({ energyDirection: 'GENERATION' })],
);

/** Gas with a daily profile: only the base consumption link applies. */
const gas = withProfiles(
  contractDetail(account(2, { branch: 'GAS' }).contracts[0], {
    contractNumber: '300012345002',
    smartMeterType: 'SMART_METER',
    profileActive: true,
  }),
  [quarterHourProfile({ profileType: 'GAS_IN_KWH', granularity: 'DAY' })],
);

const linkList = () => screen.getByRole('list', { name: 'Verbrauchsansichten' });

/** Stands in for the page of remote-consumption: says where the router went. */
function LocationProbe() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderLinks(contract: ContractDetail) {
  return renderInPortal(
    <Routes>
      <Route path="/portal/dashboard" element={<ConsumptionLinks account={keys} contract={contract} />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { path: '/portal/dashboard', session: { user: testUser() } },
  );
}

describe('ConsumptionLinks', () => {
  it('links a STROM smart-meter contract with generation unit to base, performance monitoring and energy community', () => {
    renderLinks(stromInfeeder);
    const links = within(linkList()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Verbrauch anzeigen', '/portal/consumptions/1000012345/400012345001/300012345009/base'],
      ['Leistungsüberwachung der Einspeisung anzeigen', '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring'],
      ['Energiegemeinschaft anzeigen', '/portal/energy-community-consumptions/1000012345/400012345001/300012345009'],
    ]);
  });

  it('links a GAS contract to the base consumption view only', () => {
    renderLinks(gas);
    const links = within(linkList()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Verbrauch anzeigen');
    expect(links[0]).toHaveAttribute('href', '/portal/consumptions/1000012345/400012345001/300012345002/base');
    expect(screen.queryByRole('link', { name: /Leistungsüberwachung/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Energiegemeinschaft anzeigen' })).not.toBeInTheDocument();
  });

  it('renders no list when no link applies', () => {
    renderLinks(withProfiles({ ...gas, profileActive: false }, []));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is reached with Tab and followed with Enter', async () => {
    renderLinks(stromInfeeder);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Leistungsüberwachung der Einspeisung anzeigen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { name: '/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring' }),
    ).toBeInTheDocument();
  });
});
