export type EmbedSnippet = { importMap: string; importMapHash: string; entryTag: string; html: string };
export declare function embedSnippet(sri: { entry: string; files: Record<string, string> }, baseUrl: string): EmbedSnippet;
