import type { ProfileListEntry } from '@portal/shared/contract/consumption';
import { meterPointChoices, type MeterPointChoice } from './meter-points';

const current: MeterPointChoice = {
  businessPartnerNumber: '1000012345',
  contractAccountNumber: '400012345001',
  contractNumber: '300012345001',
  meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
  description: 'Strom Wohnhaus',
  powerGenerationUnit: false,
};

const entry = (contractNumber: string, dates = true): ProfileListEntry => ({
  ...current,
  contractNumber,
  meterPointAdministrationNumber: `AT00300000000000000000000${contractNumber.slice(-8)}`,
  branch: 'STROM',
  active: true,
  address: 'Lindenweg 7, 4020 Linz',
  profileActive: true,
  energyCommunityActive: false,
  minimumDate: dates ? '2026-01-01' : null,
  maximumDate: dates ? '2026-11-24' : null,
  profiles: [],
});

describe('meter point select', () => {
  it('holds the open meter point alone while the list loads', () => {
    expect(meterPointChoices([], current)).toEqual([current]);
  });

  it('lists the meter points with profile data in the list order once it arrives', () => {
    const choices = meterPointChoices([entry('300012345002'), entry('300012345001'), entry('300012345003', false)], current);
    expect(choices.map((c) => c.contractNumber)).toEqual(['300012345002', '300012345001']);
  });

  it('keeps the open meter point first when the list does not name it', () => {
    const choices = meterPointChoices([entry('300012345002')], current);
    expect(choices.map((c) => c.contractNumber)).toEqual(['300012345001', '300012345002']);
  });
});
