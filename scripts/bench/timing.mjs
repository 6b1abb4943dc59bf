// Timing helpers of the benches: medians, timed calls, and the warm-up every timed measure gets before its runs.

/** The p-th percentile (0–100) of xs: the value below which p % of them lie. */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

export const median = (xs) => percentile(xs, 50);

/** Timed code is warmed up first (a running service has compiled its hot loops long ago), then timed RUNS times. */
export const WARM_UPS = 30;
export const RUNS = 21;

export const ms = (n) => `${n.toFixed(1)} ms`;

export async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { value, time: performance.now() - started };
}

/** The least time every timed measure is warmed up for, whatever its blocks show. */
export const WARM_UP_MS = 3_000;

/**
 * Warms `fn` up until its time is steady, the same rule for the year request, its CSV and the in-process floor: at
 * least WARM_UPS calls and WARM_UP_MS, then blocks of 10 until two blocks in a row are no longer 3 % faster than the
 * best before them (at most 10,000 calls or 20 s). V8 optimises the year's loops again after early deoptimisations,
 * and from one service process to the next that takes 40 to 150 requests; some processes then still drift down
 * slowly, too slowly for the blocks to tell (year requests in blocks of 20: 7.6 ms for 100 requests, then 7.0 ms after
 * 300), so a count of calls alone measured some processes while still warming up. Returns the number of calls.
 */
export async function warmUntilSteady(fn) {
  const started = performance.now();
  let calls = 0;
  let best = Infinity;
  let flat = 0;
  while (calls < 10_000 && performance.now() - started < 20_000) {
    const block = [];
    for (let i = 0; i < 10; i += 1) block.push((await timed(fn)).time);
    calls += 10;
    const blockMedian = median(block);
    if (calls > WARM_UPS && performance.now() - started > WARM_UP_MS) {
      flat = blockMedian < best * 0.97 ? 0 : flat + 1;
      if (flat === 2) break;
    }
    best = Math.min(best, blockMedian);
  }
  return calls;
}
