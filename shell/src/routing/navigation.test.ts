import { buildNavigation } from './navigation';

describe('buildNavigation', () => {
  it("orders the descriptors' entries and the operator's external pages by their order", () => {
    expect(
      buildNavigation([
        { label: 'Zustimmungen', to: '/portal/consents', order: 30 },
        { label: 'Störungen', href: 'https://www.musternetz.example/stoerungen', order: 95 },
        { label: 'Übersicht', to: '/portal/dashboard', order: 10 },
        { label: 'Prozesse', to: '/portal/processes', order: 20 },
      ]),
    ).toEqual([
      { label: 'Übersicht', to: '/portal/dashboard' },
      { label: 'Prozesse', to: '/portal/processes' },
      { label: 'Zustimmungen', to: '/portal/consents' },
      { label: 'Störungen', href: 'https://www.musternetz.example/stoerungen' },
    ]);
  });

  it('keeps the count of an entry that declares one', () => {
    const count = { path: '/partner-processes/count', tag: 'PartnerProcess', label: 'laufende Anträge' };
    expect(buildNavigation([{ label: 'Meine Prozesse', to: '/portal/processes', order: 50, count }])).toEqual([
      { label: 'Meine Prozesse', to: '/portal/processes', count },
    ]);
  });
});
