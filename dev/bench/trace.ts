// Chromium's JSON trace as the benches record it (browser.startTracing, categories 'toplevel' and, for marks,
// 'blink.user_timing'): a metadata event names each thread, and every task the renderer's main thread runs is a
// complete event ThreadControllerImpl::RunTask with its wall time (dur) and, where Chromium records it, the thread's
// CPU time within it (tdur); times in µs.

export type TraceEvent = {
  name?: string;
  cat?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};
/** A main-thread task: always a wall time, a CPU time only where the trace has one. */
export type TaskEvent = TraceEvent & { dur: number };

export function traceEvents(trace: Buffer): TraceEvent[] {
  // Chromium's own output, read as the format it documents; a trace without the list is refused below.
  const { traceEvents: events } = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] };
  if (!Array.isArray(events)) throw new Error('the trace holds no traceEvents list');
  return events;
}

/** The tasks the renderer's main thread (CrRendererMain) ran, in trace order. */
export function mainThreadTasks(events: TraceEvent[]): TaskEvent[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events.filter(
    (e): e is TaskEvent => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && typeof e.dur === 'number' && main.has(`${e.pid}:${e.tid}`),
  );
}
