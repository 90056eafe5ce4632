import { describe, expect, it } from 'vitest';
import { batchedLog } from '../src/platform/http/batched-log.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLog', () => {
  it('writes the lines of one turn in one write, in order, and each turn again', async () => {
    const writes: string[] = [];
    const log = batchedLog({ write: (text) => writes.push(text) });
    log('GET /api/check-auth/ 200 0.4ms a');
    log('GET /api/check-auth/ 200 0.3ms b');
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['GET /api/check-auth/ 200 0.4ms a\nGET /api/check-auth/ 200 0.3ms b\n']);
    log('Failed: boom');
    await turn();
    expect(writes).toEqual([
      'GET /api/check-auth/ 200 0.4ms a\nGET /api/check-auth/ 200 0.3ms b\n',
      'Failed: boom\n',
    ]);
  });

  it('writes what is still pending when the process exits', () => {
    const writes: string[] = [];
    let atExit = () => undefined as void;
    const log = batchedLog({ write: (text) => writes.push(text) }, (flush) => (atExit = flush));
    log('SIGTERM: finishing the requests under way, then stopping.');
    atExit();
    expect(writes).toEqual(['SIGTERM: finishing the requests under way, then stopping.\n']);
  });
});
