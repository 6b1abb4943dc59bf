interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so that the browser can paint and answer input between steps of
 * work that would otherwise run as one long task (the shell's start, a page's first render after its setup).
 * `scheduler.yield()` continues before other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
