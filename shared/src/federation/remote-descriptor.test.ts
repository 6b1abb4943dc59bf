import { descriptorProblems } from './remote-descriptor';

const descriptor = (navigation: unknown[]) => ({
  name: 'remote_contracts',
  version: '1.0.0',
  areas: [{ prefix: '/portal/processes', access: 'private' }],
  navigation,
  requires: {},
});

describe('descriptorProblems: navigation counts', () => {
  it('accepts an entry with a count (service path, cache tag, label) and one without', () => {
    const count = { path: '/partner-processes/count', tag: 'PartnerProcess', label: 'laufende Anträge' };
    expect(descriptorProblems(descriptor([{ label: 'Meine Prozesse', to: '/portal/processes', order: 50, count }]))).toEqual([]);
    expect(descriptorProblems(descriptor([{ label: 'Meine Prozesse', to: '/portal/processes', order: 50 }]))).toEqual([]);
  });

  it('refuses a count without a path starting with / or without a tag or label', () => {
    for (const count of [
      { path: 'https://evil.example/count', tag: 'PartnerProcess', label: 'x' },
      { path: '/partner-processes/count', label: 'x' },
      { path: '/partner-processes/count', tag: 'PartnerProcess' },
      'three',
    ]) {
      expect(descriptorProblems(descriptor([{ label: 'Meine Prozesse', to: '/portal/processes', order: 50, count }]))).toEqual([
        'navigation invalid',
      ]);
    }
  });
});

describe('descriptorProblems: declared titles', () => {
  it('accepts titles with a path, a title and optionally a breadcrumb, and a descriptor without titles', () => {
    const titles = [
      { path: '/portal/processes', title: 'Meine Prozesse', breadcrumb: 'Prozesse' },
      { path: '/portal/processes/:id', title: 'Prozess' },
    ];
    expect(descriptorProblems({ ...descriptor([]), titles })).toEqual([]);
    expect(descriptorProblems(descriptor([]))).toEqual([]);
  });

  it('refuses titles that are no list, or an entry without a path starting with / or without a text title', () => {
    for (const titles of [
      {},
      [{ path: 'portal', title: 'x' }],
      [{ path: '/portal/processes' }],
      [{ path: '/p', title: 'x', breadcrumb: 3 }],
    ]) {
      expect(descriptorProblems({ ...descriptor([]), titles })).toEqual(['titles invalid']);
    }
  });
});
