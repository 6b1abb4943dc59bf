import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { OperatorConfig, readOperatorFile } from '../../src/operator/operator-config';
import { buildService } from '../faults/service-process';

const OWN = {
  operatorName: 'Netz Süd GmbH',
  paymentIban: 'AT483200000012345864',
  mailSender: { name: 'Netz Süd', address: 'portal@netz-sued.example' },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'operator-file-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, content: string) {
  writeFileSync(file, content);
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
  utimesSync(file, later, later);
}

describe('the payment IBAN of the operator file', () => {
  it('may be written as printed: spaces removed, upper case', () => {
    const reading = readOperatorFile(JSON.stringify({ paymentIban: 'at48 3200 0000 1234 5864' }));
    expect(reading.problems).toEqual([]);
    expect(reading.branding.paymentIban).toBe('AT483200000012345864');
  });

  it('must pass its mod-97 check digits: a typo is an identity problem, never the demo IBAN silently', () => {
    const reading = readOperatorFile(JSON.stringify({ paymentIban: 'AT48 3200 0000 1234 5865' }));
    expect(reading.fatal).toEqual([expect.stringContaining('paymentIban is invalid (CHECK_DIGITS)')]);
  });

  it('an invalid operator name or mail sender is an identity problem too; other fields only a warning', () => {
    const reading = readOperatorFile(
      JSON.stringify({ operatorName: '', mailSender: { name: 'x', address: 'no' }, homepageUrl: 'ftp://x' }),
    );
    expect(reading.fatal).toHaveLength(2);
    expect(reading.problems).toHaveLength(3);
  });
});

describe('the operator file while running', () => {
  it('keeps the last good configuration when the file becomes invalid JSON or disappears, and its fields when invalid', () => {
    const file = path.join(dir, 'running.json');
    write(file, JSON.stringify(OWN));
    const log = { warn: jest.fn(), error: jest.fn() };
    const config = new OperatorConfig(file, log);
    expect(config.current().branding).toMatchObject(OWN);

    write(file, '{"operatorName": "Netz Sü');
    expect(config.current().branding).toMatchObject(OWN);
    expect(log.error).toHaveBeenCalled();

    write(file, JSON.stringify({ ...OWN, paymentIban: 'AT00 0000', operatorName: 'Netz Nord GmbH' }));
    expect(config.current().branding).toMatchObject({ operatorName: 'Netz Nord GmbH', paymentIban: OWN.paymentIban });
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'operator: %s', expect.stringContaining('paymentIban is invalid'));

    rmSync(file);
    expect(config.current().branding).toMatchObject({ operatorName: 'Netz Nord GmbH', paymentIban: OWN.paymentIban });
    expect(config.current().branding.paymentIban).not.toBe(DEMO_OPERATOR.paymentIban);
  });
});

describe('the operator file at start', () => {
  const run = async (content: string) => {
    const file = path.join(dir, `start-${Math.random()}.json`);
    writeFileSync(file, content);
    const script = await buildService();
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', PORT: '1', DATA_DIR: path.join(dir, 'data'), OPERATOR_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  };

  it('refuses to start with an invalid identity field, naming every problem in German and English', async () => {
    const { code, output } = await run(JSON.stringify({ ...OWN, paymentIban: 'AT48 3200 0000 1234 5865', homepageUrl: 'x' }));
    expect(code).not.toBe(0);
    expect(output).toContain('Betreiberdatei (OPERATOR_FILE)');
    expect(output).toContain('Operator file (OPERATOR_FILE)');
    expect(output).toContain('paymentIban is invalid (CHECK_DIGITS)');
    expect(output).toContain('homepageUrl is invalid');
    expect(output).not.toContain('Netzportal läuft');
  }, 60_000);

  it('refuses to start with a file that is not valid JSON', async () => {
    const { code, output } = await run('{"operatorName": ');
    expect(code).not.toBe(0);
    expect(output).toContain('not valid JSON');
  }, 60_000);
});
