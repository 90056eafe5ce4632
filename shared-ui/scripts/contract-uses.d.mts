/** A contract name a remote ships (`*`: the entry as a whole), with the files that import it. */
export interface ContractUse {
  entry: string;
  name: string;
  files: string[];
}
export declare function contractUses(appDir: string): ContractUse[];
export declare function versionBefore(a: string, b: string): boolean;
export declare function rangeFloor(range: string): string;
export declare function namesOutsideRange(
  appDir: string,
  names: Record<string, Record<string, string>>,
): string[];
