import { missingExports, unmetRequirements } from './compatibility';

const provided = { react: '19.3.1', 'react-router': '7.18.5', '@portal/shared': '0.2.0' };

describe('unmetRequirements', () => {
  it('accepts a remote built against the same or an older compatible kit and libraries', () => {
    expect(unmetRequirements({ react: '^19.0.0', 'react-router': '^7.18.0', '@portal/shared': '^0.2.0' }, provided)).toEqual([]);
  });

  it('names a newer kit, an older incompatible kit, a newer router and a library the shell lacks', () => {
    expect(unmetRequirements({ '@portal/shared': '^0.3.0' }, provided)).toEqual(['needs @portal/shared ^0.3.0, the shell runs 0.2.0']);
    expect(unmetRequirements({ '@portal/shared': '^0.1.0' }, provided)).toEqual(['needs @portal/shared ^0.1.0, the shell runs 0.2.0']);
    expect(unmetRequirements({ 'react-router': '^7.19.0' }, provided)).toEqual(['needs react-router ^7.19.0, the shell runs 7.18.5']);
    expect(unmetRequirements({ zustand: '^5.0.0' }, provided)).toEqual(['needs zustand ^5.0.0, the shell runs none']);
  });
});

describe('missingExports', () => {
  const providedExports = { 'react-router-dom': ['Link', 'useLocation', 'useNavigate'] };

  it('accepts a remote that uses only provided router exports, and libraries the shell provides whole', () => {
    expect(missingExports({ 'react-router-dom': ['Link', 'useNavigate'], react: ['useState'] }, providedExports)).toEqual([]);
    expect(missingExports(undefined, providedExports)).toEqual([]);
  });

  it('names the exports the shell does not provide, and a namespace used as a whole', () => {
    expect(missingExports({ 'react-router-dom': ['Link', 'unstable_usePrompt', 'Form'] }, providedExports)).toEqual([
      'needs unstable_usePrompt, Form of react-router-dom, the shell provides only a part of it',
    ]);
    expect(missingExports({ 'react-router-dom': ['*'] }, providedExports)).toEqual([
      'needs * of react-router-dom, the shell provides only a part of it',
    ]);
  });
});
