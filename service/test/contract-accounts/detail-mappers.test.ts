import {
  energyCommunityTimeslices,
  toContractAccountDetail,
  toContractDetail,
  toInstallmentAgreement,
  type ContractSources,
} from '../../src/contract-accounts/detail-mappers';
import type { AccountRow, ContractRow, MembershipRow, ProfileRow } from '../../src/contract-accounts/queries';

const contract = (overrides: Partial<ContractRow> = {}): ContractRow => ({
  contract_number: '300012345001',
  pod_id: 1,
  branch: 'STROM',
  active: true,
  scale_type: 'SLP',
  description: null,
  supplier_id: '9001',
  supplier_name: 'Strom AG',
  synth_profile: 'H0',
  move_in_date: '2020-01-01',
  move_out_date: null,
  power_generation_unit: false,
  smart_meter_type: 'ADVANCED_SMART_METER',
  contract_power: 4,
  profile_active: true,
  load_curve_active: false,
  monthly_dispatch_active: false,
  daily_dispatch_active: false,
  device_key_status: 'ACTIVE',
  new_reading_possible: false,
  opt_in_possible: false,
  smart_meter_activation_possible: false,
  load_profile_activation_possible: false,
  activation_status: null,
  infeed_status: null,
  generation_data: null,
  meter_point_number: 'AT0030000000000000000000000100001',
  meter_number: '1ESY1160000001',
  minimum_date: '2025-01-01',
  maximum_date: '2026-10-31',
  sub_station: null,
  station: null,
  ...overrides,
});

const profile = (overrides: Partial<ProfileRow>): ProfileRow => ({
  pod_id: 1,
  profile_type: 'ACTIVE_CURRENT',
  energy_direction: 'CONSUMPTION',
  unit: 'KWH',
  granularity: 'QUARTER_OF_AN_HOUR',
  valid_from: '2025-01-01',
  valid_to: '2026-10-31',
  energy_community_id: null,
  ...overrides,
});

const membership = (overrides: Partial<MembershipRow> = {}): MembershipRow => ({
  pod_id: 1,
  energy_community_id: 'EC1',
  name: 'Sonnenstrom Linz',
  valid_from: '2026-01-01',
  valid_to: '9999-12-31',
  ...overrides,
});

const sources = (overrides: Partial<ContractSources> = {}): ContractSources => ({
  profiles: [],
  memberships: [],
  trends: {},
  readings: undefined,
  today: '2026-11-01',
  ...overrides,
});

describe('toContractDetail', () => {
  it('derives the meter flags and leaves out what a contract does not have', () => {
    const detail = toContractDetail(contract(), sources());
    expect(detail).toMatchObject({
      smartMeterTypeHelp: 'help.smartMeterType.ADVANCED_SMART_METER',
      amisMeter: true,
      deviceKeyAvailable: true,
      energyCommunityData: { energyCommunityActive: false, timeslices: [] },
    });
    for (const absent of ['description', 'infeedStatus', 'consumptions', 'readingsHistory']) expect(detail).not.toHaveProperty(absent);
    expect(detail.pointOfDelivery).not.toHaveProperty('activationStatus');

    const conventional = toContractDetail(
      contract({ smart_meter_type: 'NONSMART_METER', device_key_status: 'HIDE', description: 'Wärmepumpe', infeed_status: 'ACTIVE' }),
      sources(),
    );
    expect(conventional).toMatchObject({ amisMeter: false, deviceKeyAvailable: false, description: 'Wärmepumpe', infeedStatus: 'ACTIVE' });
  });

  it("lists the meter point's own series of the contract's direction only", () => {
    const rows = [
      profile({ profile_type: 'ACTIVE_CURRENT' }),
      profile({ profile_type: 'ACTIVE_CURRENT', energy_direction: 'GENERATION' }),
      profile({ profile_type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energy_community_id: 'EC1' }),
      profile({ pod_id: 2 }),
    ];
    const supply = toContractDetail(contract(), sources({ profiles: rows }));
    expect(supply.pointOfDelivery.profiles).toEqual([
      {
        profileType: 'ACTIVE_CURRENT',
        energyDirection: 'CONSUMPTION',
        granularity: 'QUARTER_OF_AN_HOUR',
        from: '2025-01-01',
        to: '2026-10-31',
        unit: 'KWH',
        // The live keys of a series, from the contract's meter.
        meterPointAdministrationNumber: supply.pointOfDelivery.meterPointAdministrationNumber,
        smartMeter: supply.amisMeter,
        loadProfile: true,
        reactiveCurrentProfile: false,
        smartMeterType: supply.smartMeterType,
      },
    ]);
    const feedIn = toContractDetail(contract({ power_generation_unit: true }), sources({ profiles: rows }));
    expect(feedIn.pointOfDelivery.profiles.map((p) => p.energyDirection)).toEqual(['GENERATION']);
  });

  it('marks the community data active while today lies in a membership', () => {
    const current = toContractDetail(contract(), sources({ memberships: [membership()] }));
    expect(current.energyCommunityData.energyCommunityActive).toBe(true);
    const ended = toContractDetail(contract(), sources({ memberships: [membership({ valid_to: '2026-10-31' })] }));
    expect(ended.energyCommunityData.energyCommunityActive).toBe(false);
    expect(ended.energyCommunityData.timeslices).toHaveLength(1);
  });
});

describe('energyCommunityTimeslices', () => {
  it("gives each membership its community's series and the range they cover", () => {
    const rows = [
      profile({
        profile_type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
        energy_community_id: 'EC1',
        valid_from: '2026-02-01',
        valid_to: '2026-06-30',
      }),
      profile({
        profile_type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
        energy_community_id: 'EC1',
        valid_from: '2026-07-01',
        valid_to: '2026-10-31',
      }),
      profile({ profile_type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energy_community_id: 'EC2' }),
    ];
    const [slice, second] = energyCommunityTimeslices(
      contract(),
      rows,
      [membership(), membership({ energy_community_id: 'EC3', name: 'Ohne Werte', valid_to: '2026-10-31' })],
      '2026-11-01',
    );
    expect(slice).toMatchObject({
      energyCommunityId: 'EC1',
      status: 'ACTIVE',
      profileDataAvailableFrom: '2026-02-01',
      profileDataAvailableTo: '2026-10-31',
    });
    expect(slice.profiles).toHaveLength(2);
    // An ended membership is HISTORICAL and ends on its last day.
    expect(second).toMatchObject({ status: 'HISTORICAL', to: '2026-10-31', profiles: [], profileDataAvailableFrom: null });
  });

  it("shows a feed-in contract's own memberships (its own meter point), never one of another meter point", () => {
    const generation = profile({ profile_type: 'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', energy_community_id: 'EC1' });
    const [slice] = energyCommunityTimeslices(contract({ power_generation_unit: true }), [generation], [membership()], '2026-11-01');
    expect(slice.profiles.map((p) => p.profileType)).toEqual(['ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR']);
    expect(energyCommunityTimeslices(contract(), [], [membership({ pod_id: 2 })], '2026-11-01')).toEqual([]);
  });
});

describe('payment section', () => {
  it('answers no agreement as null and amounts as numbers', () => {
    expect(toInstallmentAgreement(undefined, [])).toBeNull();
    expect(
      toInstallmentAgreement({ current_amount: '62.00', changeable: true, min_amount: null, max_amount: '120.50', currency: 'EUR' }, [
        { due_date: '2026-12-15', amount: '62.00' },
      ]),
    ).toEqual({
      currentAmount: 62,
      changeable: true,
      minAmount: null,
      maxAmount: 120.5,
      currency: 'EUR',
      installments: [{ date: '2026-12-15', amount: 62 }],
    });
  });

  it('carries the account number on every invoice and the depositor only when known', () => {
    const account: AccountRow = {
      business_partner_number: '1000012345',
      contract_account_number: '400012345001',
      description: 'Wohnung',
      branch: 'STROM',
      active: true,
      editable: true,
      billed_by_provider: true,
      iban: 'AT611904300234573201',
      depositor: null,
      paperless: 'PAPERLESS',
      street: 'Hauptstraße',
      housenumber: '1',
      housenumber_affix: null,
      floor: null,
      room: null,
      postcode: '4020',
      city: 'Linz',
      country: 'AT',
    };
    const detail = toContractAccountDetail(
      account,
      {
        invoices: [{ invoice_number: '500000000001', invoice_date: '2026-01-31', total: '123.45' }],
        agreement: undefined,
        installments: [],
      },
      [],
    );
    expect(detail.bankAccountIn).toEqual({ iban: 'AT611904300234573201' });
    expect(detail.invoices).toEqual([
      { invoiceNumber: '500000000001', contractAccountNumber: '400012345001', invoiceDate: '2026-01-31', total: 123.45 },
    ]);
    expect(
      toContractAccountDetail({ ...account, iban: null }, { invoices: [], agreement: undefined, installments: [] }, []).bankAccountIn,
    ).toEqual({});
  });
});
