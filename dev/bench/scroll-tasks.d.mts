export type LongestTask = {
  longest: number;
  longestCpu: number | undefined;
  longestOfCpu: number | undefined;
  withoutCpu: number;
  longestWithoutCpu: number | undefined;
  over50: number;
  tasks: number;
};
export declare function longestTask(trace: Buffer): LongestTask;
export declare function scrollFigure(result: LongestTask): { value: number; basis: 'CPU' | 'wall time'; note: string | undefined };
export declare function scrollToEnd(
  page: import('playwright-core').Page,
  browser: import('playwright-core').Browser,
  options: { total: number },
): Promise<LongestTask & { tiles: number; steps: number; seconds: number }>;
