export declare function rpcBatch(url: string, calls: { method: string; params?: unknown[] }[]): Promise<any[]>;
export declare function rpc(url: string, method: string, params?: unknown[]): Promise<any>;
export declare function waitForReceipt(url: string, hash: string, timeoutMs?: number): Promise<any>;
