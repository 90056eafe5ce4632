export type Surface = Record<string, string>;
/** Entry request (`@platform/shared-ui/core`) to its runtime names. */
export type ContractNames = Record<string, string[]>;
/** Entry request to each runtime name and the contract version that added it. */
export type NamesSince = Record<string, Record<string, string>>;
export declare const recordFile: string;
export declare const repoRoot: string;
export declare const CONTRACT_ENTRIES: string[];
export declare function entryRequest(exportPath: string): string;
export declare function contractNames(dir?: string, entries?: string[]): ContractNames;
export declare function namesSince(
  previous: { version: string; names?: NamesSince } | null,
  current: ContractNames,
  version: string,
): NamesSince;
export declare function contractSurface(): Surface;
export declare function packageVersion(): string;
export declare function readRecord(): { version: string; files: Surface; names: NamesSince };
export declare function changedFiles(recorded: Surface, current: Surface): string[];
