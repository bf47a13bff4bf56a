// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { longestTask, scrollFigure } from '../../../dev/bench/scroll-tasks.ts';

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };

/** A Chromium trace as the bench records it: thread names, then the scheduler's tasks (times in µs). */
function trace(tasks: { dur: number; tdur?: number; thread?: typeof MAIN }[]) {
  const names = [
    { ph: 'M', name: 'thread_name', ...MAIN, args: { name: 'CrRendererMain' } },
    { ph: 'M', name: 'thread_name', ...OTHER, args: { name: 'Compositor' } },
  ];
  const events = tasks.map(({ dur, tdur, thread = MAIN }, i) => ({
    ph: 'X',
    name: 'ThreadControllerImpl::RunTask',
    cat: 'toplevel',
    ts: i * 100_000,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
    ...thread,
  }));
  return Buffer.from(JSON.stringify({ traceEvents: [...names, ...events] }));
}

describe('the scroll bench reads main-thread tasks from a trace', () => {
  it('with thread times: the longest CPU time decides, wall time is reported beside it; other threads are ignored', () => {
    const result = longestTask(
      trace([
        { dur: 70_000, tdur: 20_000 },
        { dur: 30_000, tdur: 28_000 },
        { dur: 90_000, tdur: 90_000, thread: OTHER },
      ]),
    );
    expect(result).toEqual({ longest: 70, longestCpu: 20, longestOfCpu: 28, withoutCpu: 0, longestWithoutCpu: undefined, over50: 1, tasks: 2 });
    expect(scrollFigure(result)).toEqual({ value: 28, basis: 'CPU', note: undefined });
  });

  it('some tasks without a thread time (tdur): the CPU figure is over the others, and says how many lacked it', () => {
    const result = longestTask(trace([{ dur: 40_000, tdur: 12_000 }, { dur: 60_000 }, { dur: 5_000 }]));
    expect(result).toMatchObject({ longest: 60, longestCpu: undefined, longestOfCpu: 12, withoutCpu: 2, longestWithoutCpu: 60, tasks: 3 });
    const figure = scrollFigure(result);
    expect(figure).toMatchObject({ value: 12, basis: 'CPU' });
    expect(figure.note).toBe('2 of 3 tasks traced had no thread time (tdur) and are left out of the CPU figure (the longest of them: 60.0 ms wall time)');
  });

  it('no thread time at all: falls back to wall time and says so, rather than failing', () => {
    const result = longestTask(trace([{ dur: 18_000 }, { dur: 42_000 }]));
    expect(result).toMatchObject({ longest: 42, longestOfCpu: undefined, withoutCpu: 2 });
    const figure = scrollFigure(result);
    expect(figure).toMatchObject({ value: 42, basis: 'wall time' });
    expect(figure.note).toMatch(/^none of the 2 tasks traced has a thread time \(tdur\): the figure is wall time/);
  });

  it('a trace with no main-thread task at all cannot be read as a figure', () => {
    expect(() => longestTask(trace([{ dur: 1_000, tdur: 1_000, thread: OTHER }]))).toThrow('the trace holds no main-thread tasks');
  });
});
