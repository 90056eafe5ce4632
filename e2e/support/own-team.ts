import { expect, type APIRequestContext } from '@playwright/test';
import { demoStaff, staffToken } from './staff';

/*
 * A journey's own talent (issue #25, #26): added to the pool and proposed by Operations (the demo Admin,
 * through the console's calls), and taken out of the pool at the end, so later journeys' proposals never
 * pick them and the seeded talent keep their state.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A talent of the journey's own in the pool with a bank account, linked to `email`'s account; answers the id. */
export async function addOwnTalent(request: APIRequestContext, name: string, email: string): Promise<string> {
  const headers = bearer(await staffToken(request, demoStaff));
  const added = await request.post('/api/staff/talent/', {
    headers,
    data: {
      name,
      email,
      role: 'UI/UX Designer',
      discipline: 'design',
      seniority: 'Junior',
      experience_years: 1,
      skills: ['Figma'],
      rate_kobo: 2_000_000,
      rate_per: 'day',
      available: true,
      // A payout account the embedded provider resolves, so Finance can pay them (#26).
      bank: { bank_name: 'GTBank', account_name: name, account_number: '0123456789' },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { talent } = (await added.json()) as { talent: { id: string } };
  const linked = await request.post(`/api/staff/talent/${talent.id}/invite/`, { headers });
  expect(linked.ok(), await linked.text()).toBe(true);
  return talent.id;
}

/** Operations send the project a proposal of that one talent for two weeks (50/50: two milestones). */
export async function proposeOwnTalent(request: APIRequestContext, projectId: string, talentId: string) {
  const headers = bearer(await staffToken(request, demoStaff));
  const proposal = `/api/staff/projects/${projectId}/proposal/`;
  const editor = (await (await request.get(proposal, { headers })).json()) as { summary: string };
  const saved = await request.put(proposal, {
    headers,
    data: {
      summary: editor.summary,
      members: [{ talent_id: talentId, weekly_rate_kobo: 10_000_000 }],
      phases: [{ name: 'Design and build', weeks: 2, talent_ids: [talentId] }],
      budget_note: '',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const sent = await request.post(`${proposal}send/`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** The journey's talent leaves the pool. */
export async function retireOwnTalent(request: APIRequestContext, talentId: string) {
  const headers = bearer(await staffToken(request, demoStaff));
  const retired = await request.post(`/api/staff/talent/${talentId}/deactivate/`, { headers });
  expect(retired.ok(), await retired.text()).toBe(true);
}
