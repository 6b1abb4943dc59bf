#!/usr/bin/env node
// Builds the portal: the shell, every remote (webpack production) and the service.
//   node scripts/build.mjs            builds only what is not built yet (used by npm start)
//   node scripts/build.mjs --all      builds everything
//   node scripts/build.mjs shell remote-account   builds these (whether built or not)
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { allPackages, isBuilt, root, selectPackages, webpackCli } from './lib-packages.mjs';

// Two cores: at most two webpack builds at a time.
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY || 2);

function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
    child.on('error', () => resolve(false));
  });
}

function buildOne(pkg) {
  if (pkg.kind === 'service') return run('npm', ['run', 'build', '-w', '@portal/service', '--silent'], root);
  return run(process.execPath, [webpackCli, '--mode', 'production'], pkg.path);
}

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const candidates = named.length > 0 ? selectPackages(named) : allPackages();
  const wanted = candidates.filter((pkg) => all || named.length > 0 || !isBuilt(pkg));

  const buildable = [];
  for (const pkg of wanted) {
    if (pkg.hasConfig) buildable.push(pkg);
    else console.warn(`build: ${pkg.dir} has no build configuration yet, skipped`);
  }
  if (buildable.length === 0) {
    console.log('build: everything is built');
    return;
  }
  console.log(`build: ${buildable.map((pkg) => pkg.dir).join(', ')}`);

  const started = performance.now();
  const results = [];
  const queue = [...buildable];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const t0 = performance.now();
      const ok = await buildOne(pkg);
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      console.log(`build: ${pkg.dir} ${ok ? 'done' : 'FAILED'} in ${seconds} s`);
      results.push({ pkg, ok, seconds });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, buildable.length) }, worker));

  const total = ((performance.now() - started) / 1000).toFixed(1);
  const failed = results.filter((result) => !result.ok);
  console.log(`build: ${results.length - failed.length}/${results.length} packages in ${total} s`);
  if (failed.length > 0) {
    console.error(`build: failed: ${failed.map((result) => result.pkg.dir).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
