export type Artifacts = { compiler: string; contracts: Record<string, { abi: unknown[]; bytecode: string }> };
export declare const ARTIFACTS_PATH: string;
export declare const CONTRACTS: string[];
export declare function compileContracts(): Artifacts;
export declare function loadArtifacts(): Artifacts;
