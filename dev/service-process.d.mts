export type ServiceProcess = {
  url: string;
  port: number;
  pid: number;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last of what it wrote to stderr (its JSON log lines). */
  stderr(): string;
  /** Sends `signal` (default SIGTERM) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
};
export declare function ensureServerBuild(): Promise<void>;
export declare function startServiceProcess(options: { service: 'data' | 'catalogue'; config?: unknown; env?: Record<string, string | undefined>; quiet?: boolean; label?: string }): Promise<ServiceProcess>;
export declare function waitForReady(url: string, options?: { lagZero?: boolean; timeoutMs?: number }): Promise<any>;
