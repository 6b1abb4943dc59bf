import { listEntry, OTHER_POD, POD } from '../test/fixtures';
import { texts } from '../texts';
import { chosenBounds, downloadChoices, downloadFormErrors, type DownloadValues } from './download-configuration';
import { downloadSchema } from './download-schema';

// The household has data from 01.01.2025, the holiday home only from 01.09.2026 (both up to 21.11.2026).
const choices = downloadChoices([
  listEntry(POD),
  listEntry(OTHER_POD, { contractNumber: '300012346001', description: 'Ferienhaus', minimumDate: '2026-09-01' }),
]);
const [household, holidayHome] = choices;
const label = (choice: (typeof choices)[number]) => choice.pod.description;

describe('the data range of the chosen profiles', () => {
  it('is the days every chosen profile has data for, or any profile has while none is chosen', () => {
    expect(chosenBounds(choices, [household.id])).toEqual({ min: '2025-01-01', max: '2026-11-21' });
    expect(chosenBounds(choices, [household.id, holidayHome.id])).toEqual({ min: '2026-09-01', max: '2026-11-21' });
    expect(chosenBounds(choices, [])).toEqual({ min: '2025-01-01', max: '2026-11-21' });
  });

  it('is none when the chosen profiles have no day in common', () => {
    const apart = downloadChoices([listEntry(POD, { maximumDate: '2025-06-30' }), listEntry(OTHER_POD, { minimumDate: '2026-09-01' })]);
    expect(
      chosenBounds(
        apart,
        apart.map((c) => c.id),
      ),
    ).toBeNull();
  });
});

describe('the download form’s rules', () => {
  const values = (overrides: Partial<DownloadValues>): DownloadValues => ({
    profiles: [household.id, holidayHome.id],
    from: '01.08.2026',
    to: '30.09.2026',
    granularity: 'DAY',
    timestamps: 'local',
    ...overrides,
  });
  const errorsOf = async (v: DownloadValues) => {
    try {
      await downloadSchema(texts.downloadConfiguration.messages, choices).validate(v, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
    }
  };

  it('refuses a start before the data of a chosen profile, naming the days there are', async () => {
    expect(await errorsOf(values({}))).toEqual([['from', 'Daten sind nur von 01.09.2026 bis 21.11.2026 verfügbar.']]);
    expect(await errorsOf(values({ from: '01.09.2026' }))).toEqual([]);
    expect(await errorsOf(values({ profiles: [household.id] }))).toEqual([]);
  });
});

describe('the service’s 400 answer in the form', () => {
  it('puts a profile’s range error at Von and Bis, naming the profile, and keeps other errors general', () => {
    const chosen = [household, holidayHome];
    expect(
      downloadFormErrors(
        [
          { path: 'pods.1.timerange', message: 'Daten sind nur von 01.09.2026 bis 21.11.2026 verfügbar.', number: 5 },
          { path: 'pods.0.timerange.to', message: 'Das Ende liegt vor dem Beginn.', number: 5 },
          { path: 'pods.1.type', message: 'Dieser Profiltyp ist für den Zählpunkt nicht verfügbar.', number: 6 },
          { path: 'general', message: 'Höchstens 200000 Werte je Anfrage.' },
        ],
        chosen,
        label,
      ),
    ).toEqual([
      { path: 'from', message: 'Ferienhaus: Daten sind nur von 01.09.2026 bis 21.11.2026 verfügbar.', number: 5 },
      { path: 'to', message: 'Wohnung: Das Ende liegt vor dem Beginn.', number: 5 },
      { path: 'profiles', message: 'Ferienhaus: Dieser Profiltyp ist für den Zählpunkt nicht verfügbar.', number: 6 },
      { path: 'general', message: 'Höchstens 200000 Werte je Anfrage.' },
    ]);
    // One profile: its message as it is.
    expect(downloadFormErrors([{ path: 'pods.0.timerange', message: 'Daten …' }], [holidayHome], label)).toEqual([
      { path: 'from', message: 'Daten …' },
    ]);
  });
});
