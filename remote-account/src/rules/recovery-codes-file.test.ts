import { recoveryCodesFile } from './recovery-codes-file';

describe('recovery codes file', () => {
  it('names the login and holds every code on its own line', () => {
    const text = recoveryCodesFile(['AAAAA-BBBBB', 'CCCCC-DDDDD'], 'lena.sicher');
    const lines = text.split('\n');
    expect(lines[0]).toContain('lena.sicher');
    expect(lines).toEqual(expect.arrayContaining(['AAAAA-BBBBB', 'CCCCC-DDDDD']));
  });
});
