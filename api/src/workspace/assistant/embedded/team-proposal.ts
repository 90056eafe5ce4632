import type { ProposedRole, TalentDiscipline, TeamPlan, TeamProposalInput } from '../team-proposal.js';

/*
 * The embedded engine's team proposal: fixed rules on the project's type, brief and features, so the same
 * project always gets the same team. The route then fills each seat with the most experienced available
 * talent of that discipline.
 */

/**
 * An app for phones among what is to be made: "mobile app", "Android", "iOS". A website that should work
 * on phones ("mobile-friendly", "responsive on mobile") needs no mobile developer.
 */
const MOBILE =
  /\b(mobile (?:apps?|applications?)|phone apps?|android|ios|app store|play store|react native|flutter)\b/i;
const BRAND = /\b(brand|logo|identity|typography|print|packaging|flyer)s?\b/i;
/**
 * Work that needs a server: data kept, people signed in, money taken, other systems called. A site of pages
 * (a menu, a portfolio, a contact form sent by e-mail) is built by one frontend developer.
 */
const SERVER =
  /\b(orders?|ordering|sell|selling|sales|buy|checkout|payments?|paystack|pay|cart|bookings?|booking|reservations?|accounts?|log ?ins?|sign ?ups?|logins?|dashboards?|admin|database|inventory|stock|tracking|track|subscriptions?|members?(?:hip)?|uploads?|api|integrations?|notifications?|marketplace|store|shop|e-?commerce|crm|portal|messaging|chat|wallet|delivery|deliveries)\b/i;
/** From this many features a project gets a tester, and from QA_PLUS_PM also a project manager. */
const QA_FROM_FEATURES = 8;
const PM_FROM_FEATURES = 12;
/** A second developer of the same kind once one would carry this many features alone. */
const FEATURES_PER_DEVELOPER = 6;

const BUILDERS: readonly TalentDiscipline[] = ['frontend', 'backend', 'fullstack', 'mobile'];
const DESIGNERS: readonly TalentDiscipline[] = ['design', 'brand'];

const phrases: Record<TalentDiscipline, string> = {
  design: 'a UI/UX designer',
  brand: 'a brand designer',
  frontend: 'a frontend developer',
  backend: 'a backend developer',
  fullstack: 'a full-stack developer',
  mobile: 'a mobile developer',
  qa: 'a QA engineer',
  management: 'a project manager',
  devops: 'a DevOps engineer',
};

const typeNames = {
  DESIGN: 'Design',
  DEVELOPMENT: 'Development',
  DESIGN_AND_DEVELOPMENT: 'Design and Development',
} as const;

const numberWords: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four' };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function projectText(input: TeamProposalInput): string {
  // Who it is for says nothing about what is made ("people on their mobile phones").
  const brief = input.brief
    ? [input.brief.overview, input.brief.objectives, input.brief.keyDeliverables]
    : [];
  const features = input.features.flatMap((feature) => [feature.name, ...feature.specifications]);
  return [input.goal ?? '', ...brief, ...features].join('\n');
}

function rolesFor(input: TeamProposalInput): ProposedRole[] {
  const text = projectText(input);
  const count = input.features.length;
  const featureWords = count ? `the ${plural(count, 'feature')}` : 'the brief';
  const mobile = MOBILE.test(text);
  const roles: ProposedRole[] = [];
  const designs = input.type !== 'DEVELOPMENT';
  const builds = input.type !== 'DESIGN';

  if (designs)
    roles.push({ discipline: 'design', reason: `Designs the screens and flows of ${featureWords}.` });
  if (designs && BRAND.test(text))
    roles.push({ discipline: 'brand', reason: 'The brief asks for brand work: logo, identity or print.' });
  if (builds) {
    const client = mobile ? 'mobile' : 'frontend';
    roles.push({
      discipline: client,
      reason: mobile ? 'Builds the Android and iOS app.' : `Builds what users see of ${featureWords}.`,
    });
    // An app for phones always talks to a server; a website only when it keeps data or takes money.
    if (mobile || SERVER.test(text))
      roles.push({ discipline: 'backend', reason: 'Builds the server, data and integrations behind it.' });
    if (count >= 2 * FEATURES_PER_DEVELOPER)
      roles.push({
        discipline: 'fullstack',
        reason: `Shares the load of ${featureWords} to keep the timeline.`,
      });
  }
  if (builds && count >= QA_FROM_FEATURES)
    roles.push({ discipline: 'qa', reason: `Tests ${featureWords} as they land.` });
  if (count >= PM_FROM_FEATURES)
    roles.push({ discipline: 'management', reason: 'Runs sprints and demos for a team this size.' });
  return roles;
}

/** Person-weeks of one feature: a week, and half a week per specification (at most six counted). */
export const featureEffort = (specifications: number) => 1 + 0.5 * Math.min(specifications, 6);

function weeksFor(input: TeamProposalInput, roles: ProposedRole[]): { weeks: number; weeksReason: string } {
  if (input.timelineWeeks && input.timelineWeeks > 0) {
    return {
      weeks: input.timelineWeeks,
      weeksReason: `The ${plural(input.timelineWeeks, 'week')} you gave in the project chat.`,
    };
  }
  if (input.features.length === 0) {
    return { weeks: 4, weeksReason: 'A four-week first phase, as the project has no features yet.' };
  }
  const effort = input.features.reduce(
    (sum, feature) => sum + featureEffort(feature.specifications.length),
    0,
  );
  const builders = roles.filter((role) => BUILDERS.includes(role.discipline)).length;
  const makers = builders || roles.filter((role) => DESIGNERS.includes(role.discipline)).length || 1;
  // Design starts a week ahead of building when the team has both.
  const leadIn = builders && roles.some((role) => DESIGNERS.includes(role.discipline)) ? 1 : 0;
  const weeks = Math.min(52, Math.max(2, Math.ceil(effort / makers) + leadIn));
  return {
    weeks,
    weeksReason: `Estimated from the size of the ${plural(input.features.length, 'feature')}.`,
  };
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function proposeTeam(input: TeamProposalInput): TeamPlan {
  const roles = rolesFor(input);
  const developers = roles.filter((role) => BUILDERS.includes(role.discipline)).length;
  const others = roles
    .filter((role) => !BUILDERS.includes(role.discipline))
    .map((r) => phrases[r.discipline]);
  const developerPhrase =
    developers === 1 ? 'a developer' : `${numberWords[developers] ?? developers} developers`;
  const team = developers ? [...others.slice(0, 2), developerPhrase, ...others.slice(2)] : others;
  const kind = input.type ? `a ${typeNames[input.type]} project` : 'this project';
  return {
    roles,
    ...weeksFor(input, roles),
    summary: `For ${kind}, I suggest ${listPhrase(team)}.`,
  };
}
