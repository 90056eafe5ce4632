import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesDocument } from '../scripts/openapi-document.js';

interface Finding {
  code: string;
  message: string;
  path: string[];
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
}

/** Spectral's findings on `file` with the API's ruleset (.spectral.yaml: `spectral:oas`, trailing slashes excepted). */
function spectral(file: string): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      ['spectral', 'lint', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet', file],
      { maxBuffer: 64 * 1024 * 1024 },
      // Spectral exits 1 when it found an error; the findings are on stdout either way.
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as Finding[]);
        } catch {
          reject(error ?? new Error(`Spectral printed no findings: ${stderr}`));
        }
      },
    );
  });
}

describe('OpenAPI document', () => {
  it("passes Spectral's OpenAPI rules: no error, at most 20 warnings", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(routesDocument()));
      const findings = await spectral(file);
      const said = (severity: number) =>
        findings
          .filter((finding) => finding.severity === severity)
          .map((finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`);
      expect(said(0)).toEqual([]);
      expect(said(1).length, said(1).join('\n')).toBeLessThanOrEqual(20);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
