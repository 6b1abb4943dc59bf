// Browser tests drive Debian's chromium (never a downloaded browser build). Install it when missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package (apt-get) …`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  const ok = run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!ok || !existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium could not be installed at ${CHROMIUM}. Install Debian's package as root ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
  }
}
