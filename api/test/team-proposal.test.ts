import { describe, expect, it } from 'vitest';
import { proposeTeam } from '../src/workspace/assistant/embedded/team-proposal.js';
import type { TeamProposalInput } from '../src/workspace/assistant/team-proposal.js';

/* Issue #12: the embedded assistant's team proposal, from the project's type, brief and features. */

const feature = (name: string, specifications = 2) => ({
  name,
  specifications: Array.from({ length: specifications }, (_, index) => `${name} rule ${index + 1}`),
});

const project = (fields: Partial<TeamProposalInput> = {}): TeamProposalInput => ({
  type: 'DESIGN_AND_DEVELOPMENT',
  goal: 'Sell cakes online',
  brief: null,
  features: [feature('Catalogue'), feature('Checkout'), feature('Accounts')],
  timelineWeeks: null,
  ...fields,
});

const disciplines = (input: TeamProposalInput) => proposeTeam(input).roles.map((role) => role.discipline);

describe('the proposed team', () => {
  it('is a UI designer and two developers for a Design and Development project', () => {
    const plan = proposeTeam(project());
    expect(plan.roles.map((role) => role.discipline)).toEqual(['design', 'frontend', 'backend']);
    expect(plan.summary).toBe(
      'For a Design and Development project, I suggest a UI/UX designer and two developers.',
    );
    expect(plan.roles[0]?.reason).toBe('Designs the screens and flows of the 3 features.');
  });

  it('builds a mobile app with a mobile developer when the brief or features say so', () => {
    expect(disciplines(project({ goal: 'An Android and iOS app for bookings' }))).toEqual([
      'design',
      'mobile',
      'backend',
    ]);
  });

  it('has no mobile developer for a website that should work on phones (issue #28)', () => {
    const website = project({
      goal: 'Take orders online from customers on their mobile phones',
      brief: {
        overview: 'A mobile-friendly website for a restaurant, responsive on mobile.',
        objectives: '- Take 50 orders online by Christmas.',
        keyDeliverables: '- Website\n- Admin dashboard',
        targetAudience: 'Families who order on mobile',
      },
    });
    expect(disciplines(website)).toEqual(['design', 'frontend', 'backend']);
    expect(disciplines(project({ features: [feature('Mobile app for riders')] }))).toContain('mobile');
  });

  it('adds a brand designer to design work about a logo or identity, and no developers', () => {
    expect(disciplines(project({ type: 'DESIGN', goal: 'A new logo and brand identity' }))).toEqual([
      'design',
      'brand',
    ]);
  });

  it('has no designer for a Development project', () => {
    expect(disciplines(project({ type: 'DEVELOPMENT' }))).toEqual(['frontend', 'backend']);
  });

  it('grows with the features: a tester from 8, a third developer and a project manager from 12', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => feature(`F${index}`));
    expect(disciplines(project({ features: many(8) }))).toEqual(['design', 'frontend', 'backend', 'qa']);
    expect(disciplines(project({ features: many(12) }))).toEqual([
      'design',
      'frontend',
      'backend',
      'fullstack',
      'qa',
      'management',
    ]);
  });

  it('is the same for the same project every time', () => {
    expect(proposeTeam(project())).toEqual(proposeTeam(project()));
  });
});

describe('the timeline in weeks', () => {
  it('is what the client said in the chat', () => {
    expect(proposeTeam(project({ timelineWeeks: 10 }))).toMatchObject({
      weeks: 10,
      weeksReason: 'The 10 weeks you gave in the project chat.',
    });
  });

  it("comes from the features' size otherwise: person-weeks over the developers, a design week ahead", () => {
    // 3 features of 2 specifications: 3 × 2 person-weeks over 2 developers, plus a design week.
    expect(proposeTeam(project())).toMatchObject({
      weeks: 4,
      weeksReason: 'Estimated from the size of the 3 features.',
    });
    const big = Array.from({ length: 6 }, (_, index) => feature(`F${index}`, 6));
    expect(proposeTeam(project({ features: big })).weeks).toBe(13);
  });

  it('is a four-week first phase without features, and at least two weeks', () => {
    expect(proposeTeam(project({ features: [] }))).toMatchObject({ weeks: 4 });
    expect(proposeTeam(project({ type: 'DEVELOPMENT', features: [feature('Tiny', 0)] })).weeks).toBe(2);
  });
});
