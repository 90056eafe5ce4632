export type Surface = Record<string, string>;
export declare const recordFile: string;
export declare const repoRoot: string;
export declare function contractSurface(): Surface;
export declare function packageVersion(): string;
export declare function readRecord(): { version: string; files: Surface };
export declare function changedFiles(recorded: Surface, current: Surface): string[];
