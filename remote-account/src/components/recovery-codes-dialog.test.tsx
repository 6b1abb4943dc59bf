import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { OperatorContext } from '@portal/shared/operator/operator-context';
import { texts } from '../texts';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

const t = texts.twoFactor.codes;
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const operator = { ...DEMO_OPERATOR, portalName: 'Stadtnetz Süd Kundenportal', operatorName: 'Stadtnetz Süd GmbH' };

describe('recovery codes dialog', () => {
  it('downloads the codes as a file named and headed after the operator’s portal, not the demo brand', async () => {
    let file: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      file = blob;
      return 'blob:codes';
    });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let downloadName = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloadName = this.download;
    });
    render(
      <OperatorContext.Provider value={operator}>
        <RecoveryCodesDialog codes={['AAAAA-BBBBB', 'CCCCC-DDDDD']} login="lena.sicher" onClose={() => undefined} />
      </OperatorContext.Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: t.download }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(downloadName).toBe('stadtnetz-sued-kundenportal-wiederherstellungscodes.txt');
    const text = await textOf(file!);
    expect(text.split('\n')[0]).toBe('Stadtnetz Süd Kundenportal – Wiederherstellungscodes für lena.sicher');
    expect(text).toContain('AAAAA-BBBBB\nCCCCC-DDDDD');
    expect(text).not.toContain('Netzportal');
    click.mockRestore();
    Object.assign(URL, original);
  });
});
