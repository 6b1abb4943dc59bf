// Builds remote-dashboard against two copies of the kit (@portal/shared) that differ from the workspace's as real
// releases would, for the composition tests' version-skew cases:
//   old-kit   the previous minor version, lacking a module the current kit has
//   new-kit   the next minor version, with a module the running shell's kit lacks
// Each build lands in .artifacts/kit-fixtures/<variant>/ beside a stamp of its inputs (kit, remote, build
// configuration, lock file): built once and reused by every later run until one of them changes.
// Usage: node support/build-kit-fixtures.mjs   (serve-rebuilt-remote.mjs calls buildKitFixtures())
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const fixturesDir = join(here, '..', '.artifacts', 'kit-fixtures');
const REMOTE = 'remote-dashboard';
/** Not imported by the remote: an older kit without it still builds the remote. */
const MODULE_MISSING_IN_OLD_KIT = join('federation', 'descriptor-agreement.ts');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The neighbouring minor versions of the kit's version (0.x counts minors as breaking, like semver ranges do). */
export function neighbourVersions(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major === 0) return { older: `0.${Math.max(0, minor - 1)}.0`, newer: `0.${minor + 1}.0` };
  return { older: `${major - 1}.0.0`, newer: `${major + 1}.0.0` };
}

function filesOf(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(file));
    else out.push(file);
  }
  return out.sort();
}

/** A hash of everything a fixture build depends on. */
function inputsStamp() {
  const hash = createHash('sha256');
  const inputs = [
    ...filesOf(join(root, 'shared', 'src')),
    ...filesOf(join(root, REMOTE, 'src')),
    join(root, 'shared', 'package.json'),
    join(root, REMOTE, 'package.json'),
    join(root, REMOTE, 'remote.json'),
    join(root, REMOTE, 'webpack.config.cjs'),
    join(root, 'tools', 'webpack.config.cjs'),
    join(root, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ];
  for (const file of inputs) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** A kit copy (package.json and src/) with another version, changed by `edit`. */
function kitCopy(dir, version, edit) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, 'shared', 'src'), join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...readJson(join(root, 'shared', 'package.json')), version }, null, 2));
  edit(join(dir, 'src'));
}

function buildAgainst(kitDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const webpackCli = join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: join(root, REMOTE),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORTAL_KIT_DIR: kitDir, PORTAL_OUTPUT_DIR: outDir },
  });
}

/** Builds the fixtures that are missing or out of date; answers their folders by variant. */
export function buildKitFixtures() {
  const stamp = inputsStamp();
  const { older, newer } = neighbourVersions(readJson(join(root, 'shared', 'package.json')).version);
  const variants = {
    'old-kit': {
      version: older,
      edit: (src) => rmSync(join(src, MODULE_MISSING_IN_OLD_KIT)),
    },
    'new-kit': {
      version: newer,
      edit: (src) =>
        writeFileSync(
          join(src, 'ui', 'status-pill.tsx'),
          'export function StatusPill({ label }: { label: string }) {\n  return <span className="np-status-pill">{label}</span>;\n}\n',
        ),
    },
  };
  const folders = {};
  for (const [name, { version, edit }] of Object.entries(variants)) {
    const outDir = join(fixturesDir, name, 'build');
    const stampFile = join(fixturesDir, name, 'stamp');
    folders[name] = outDir;
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(outDir, 'remote.json'))) continue;
    const started = Date.now();
    const kitDir = join(fixturesDir, name, 'kit');
    kitCopy(kitDir, version, edit);
    buildAgainst(kitDir, outDir);
    writeFileSync(stampFile, stamp);
    console.log(`kit fixture ${name} (@portal/shared ${version}) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return folders;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = buildKitFixtures();
  for (const [name, dir] of Object.entries(folders)) {
    const descriptor = readJson(join(dir, 'remote.json'));
    console.log(
      `${name}: ${dir} requires @portal/shared ${descriptor.requires['@portal/shared']} (${statSync(dir).isDirectory() ? 'ok' : 'missing'})`,
    );
  }
}
