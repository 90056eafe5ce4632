import { TALENT_BENCH_SIZE } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { addStartingData } from '../src/data/starting-data.js';
import { person, send } from './support/collab-fixtures.js';
import { useHarness } from './support/harness.js';

/* Issue #27: production starts with an empty talent pool that staff fill; the demo bench is development's. */

const h = useHarness();

describe('what a start adds', () => {
  it('production: nothing, not even talent, so a client is offered nobody', async () => {
    const users = await h.db.prisma.user.count();
    const log: string[] = [];
    await addStartingData(h.db.prisma, { production: true, log: (line) => log.push(line), now: new Date() });
    expect(await h.db.prisma.talent.count()).toBe(0);
    expect(await h.db.prisma.user.count()).toBe(users);
    expect(log).toEqual([]);
    const client = await person(h);
    expect((await send(h, client, 'GET', '/api/talent/')).body.talent).toEqual([]);
  });

  it('development: the demo data, with the demo bench of talent', async () => {
    const log: string[] = [];
    await addStartingData(h.db.prisma, { production: false, log: (line) => log.push(line), now: new Date() });
    expect(log).toEqual(['Adding the demo data where it is missing...']);
    expect(await h.db.prisma.talent.count()).toBe(TALENT_BENCH_SIZE);
  });
});
