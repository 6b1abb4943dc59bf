import { recoveryCodesFile, recoveryCodesFileName } from './recovery-codes-file';

describe('recovery codes file', () => {
  it('names the portal and the login and holds every code on its own line', () => {
    const text = recoveryCodesFile(['AAAAA-BBBBB', 'CCCCC-DDDDD'], 'lena.sicher', 'Stadtnetz Portal');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Stadtnetz Portal – Wiederherstellungscodes für lena.sicher');
    expect(text).not.toContain('Netzportal');
    expect(lines).toEqual(expect.arrayContaining(['AAAAA-BBBBB', 'CCCCC-DDDDD']));
  });

  it('derives a file name of safe characters from the portal name', () => {
    expect(recoveryCodesFileName('Netzportal')).toBe('netzportal-wiederherstellungscodes.txt');
    expect(recoveryCodesFileName('Stadtwerke Süd-Ost Netz & Co.')).toBe('stadtwerke-sued-ost-netz-co-wiederherstellungscodes.txt');
    expect(recoveryCodesFileName('Énergie Öffentlich/Straße')).toBe('energie-oeffentlich-strasse-wiederherstellungscodes.txt');
    expect(recoveryCodesFileName('../<>:"|?*')).toBe('wiederherstellungscodes.txt');
    expect(recoveryCodesFileName('x'.repeat(100))).toBe(`${'x'.repeat(60)}-wiederherstellungscodes.txt`);
  });
});
