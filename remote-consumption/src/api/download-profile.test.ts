import { fileNameOf } from '@portal/shared/http/client';

describe('file name from Content-Disposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(fileNameOf('attachment; filename="AT0030000000000000000000000100001_20261101-20261121.csv"')).toBe(
      'AT0030000000000000000000000100001_20261101-20261121.csv',
    );
    expect(fileNameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''Verbrauch%20M%C3%A4rz.csv")).toBe('Verbrauch März.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
