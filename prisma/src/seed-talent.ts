import type { PrismaClient } from '../generated/client.js';

interface TalentProfile {
  id: string;
  name: string;
  /** The account's address before the @: first.last. */
  localPart: string;
  role: string;
  /** One of TALENT_DISCIPLINES (api/src/workspace/assistant/team-proposal.ts). */
  discipline: string;
  /** Naira per week; stored in kobo. */
  weeklyRateNaira: number;
  experienceYears: number;
  skills: string[];
  bio: string;
}

// Fixed ids make the seed idempotent. Rates are Lagos market rates for managed, full-time weeks (2026).
const profiles: TalentProfile[] = [
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000001',
    name: 'Chiamaka Obi',
    localPart: 'chiamaka.obi',
    role: 'UI/UX Designer',
    discipline: 'design',
    weeklyRateNaira: 380_000,
    experienceYears: 6,
    skills: ['Figma', 'Design systems', 'Prototyping', 'User research'],
    bio: 'Designed checkout and onboarding flows for two Lagos fintechs.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000002',
    name: 'Tunde Adeyemi',
    localPart: 'tunde.adeyemi',
    role: 'Product Designer',
    discipline: 'design',
    weeklyRateNaira: 300_000,
    experienceYears: 4,
    skills: ['Figma', 'Wireframing', 'Usability testing', 'Mobile UI'],
    bio: 'Turns rough ideas into tested wireframes within the first sprint.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000003',
    name: 'Ngozi Eze',
    localPart: 'ngozi.eze',
    role: 'Brand & Graphic Designer',
    discipline: 'brand',
    weeklyRateNaira: 280_000,
    experienceYears: 7,
    skills: ['Brand identity', 'Illustrator', 'Typography', 'Print production'],
    bio: 'Brand identities for retail chains and consumer goods across West Africa.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000004',
    name: 'Emeka Nwosu',
    localPart: 'emeka.nwosu',
    role: 'Frontend Developer',
    discipline: 'frontend',
    weeklyRateNaira: 420_000,
    experienceYears: 5,
    skills: ['React', 'TypeScript', 'Accessibility', 'Next.js'],
    bio: 'Builds fast, accessible web front ends that work on low-end phones.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000005',
    name: 'Kelechi Okonkwo',
    localPart: 'kelechi.okonkwo',
    role: 'Frontend Developer',
    discipline: 'frontend',
    weeklyRateNaira: 320_000,
    experienceYears: 3,
    skills: ['Vue', 'React', 'CSS', 'Component testing'],
    bio: 'Careful with details: pixel-accurate layouts and tested components.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000006',
    name: 'Aisha Bello',
    localPart: 'aisha.bello',
    role: 'Backend Developer',
    discipline: 'backend',
    weeklyRateNaira: 450_000,
    experienceYears: 6,
    skills: ['Node.js', 'PostgreSQL', 'API design', 'Paystack integration'],
    bio: 'APIs and payment integrations for marketplaces and logistics companies.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000007',
    name: 'Segun Ajayi',
    localPart: 'segun.ajayi',
    role: 'Backend Developer',
    discipline: 'backend',
    weeklyRateNaira: 360_000,
    experienceYears: 4,
    skills: ['Python', 'Django', 'REST', 'Redis'],
    bio: 'Back ends and admin tools for booking and inventory systems.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000008',
    name: 'Olumide Balogun',
    localPart: 'olumide.balogun',
    role: 'Full-Stack Developer',
    discipline: 'fullstack',
    weeklyRateNaira: 520_000,
    experienceYears: 8,
    skills: ['React', 'Node.js', 'PostgreSQL', 'AWS'],
    bio: 'Has shipped a dozen products end to end, from first commit to launch.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-000000000009',
    name: 'Fatima Usman',
    localPart: 'fatima.usman',
    role: 'Mobile Developer',
    discipline: 'mobile',
    weeklyRateNaira: 460_000,
    experienceYears: 5,
    skills: ['React Native', 'Kotlin', 'Swift', 'Offline sync'],
    bio: 'Android and iOS apps that keep working on patchy networks.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-00000000000a',
    name: 'Blessing Nnaji',
    localPart: 'blessing.nnaji',
    role: 'QA Engineer',
    discipline: 'qa',
    weeklyRateNaira: 250_000,
    experienceYears: 5,
    skills: ['Playwright', 'Test plans', 'Accessibility audits', 'API testing'],
    bio: 'Writes the test plan on day one and automates it as features land.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-00000000000b',
    name: 'Ifeoma Chukwu',
    localPart: 'ifeoma.chukwu',
    role: 'Project Manager',
    discipline: 'management',
    weeklyRateNaira: 400_000,
    experienceYears: 9,
    skills: ['Agile delivery', 'Scrum', 'Stakeholder management', 'Jira'],
    bio: 'Keeps larger teams on schedule with weekly demos and clear priorities.',
  },
  {
    id: '7a2b9c10-1d4e-4f5a-8b6c-00000000000c',
    name: 'Yusuf Garba',
    localPart: 'yusuf.garba',
    role: 'DevOps Engineer',
    discipline: 'devops',
    weeklyRateNaira: 480_000,
    experienceYears: 6,
    skills: ['Docker', 'CI/CD', 'Kubernetes', 'Monitoring'],
    bio: 'Sets up hosting, deployments and monitoring that a small team can run.',
  },
];

export interface TalentPoolOptions {
  /** Each account's address is `first.last@<domain>`: the platform's own mailboxes in production. */
  emailDomain?: string;
  /** Null: no password, so nobody signs in as a bench talent until they set one through "Forgot password". */
  passwordHash?: string | null;
}

/** The seniority a profile's years suggest, as the migration that added seniority read them. */
const seniorityOf = (years: number) =>
  years < 3 ? 'Junior' : years < 6 ? 'Mid-level' : years < 10 ? 'Senior' : 'Lead';

/** How many profiles the platform's bench has. */
export const TALENT_BENCH_SIZE = profiles.length;

/**
 * The demo bench of talent, for development and demos only (production starts with an empty pool that staff
 * fill, issue #27): a profile and an account for each. Idempotent by the profiles' fixed
 * ids: a profile that exists is left as it is (rates, availability or account changed since), so running it
 * at every start never undoes the platform team's edits; a new profile of this list is added.
 */
export async function seedTalentPool(
  prisma: PrismaClient,
  { emailDomain = 'talent.example.com', passwordHash = null }: TalentPoolOptions = {},
): Promise<void> {
  const existing = new Set(
    (await prisma.talent.findMany({ where: { id: { in: profiles.map((profile) => profile.id) } } })).map(
      (talent) => talent.id,
    ),
  );
  for (const { localPart, weeklyRateNaira, ...profile } of profiles) {
    if (existing.has(profile.id)) continue;
    const email = `${localPart}@${emailDomain}`;
    const [firstName = '', ...rest] = profile.name.split(' ');
    const user = await prisma.user.upsert({
      where: { email },
      create: { email, firstName, lastName: rest.join(' '), passwordHash, emailVerifiedAt: new Date() },
      update: {},
    });
    // Written as staff write a profile (api/src/staff/talent/talent-pool-rules.ts): a day rate, five days a week.
    await prisma.talent.create({
      data: {
        ...profile,
        userId: user.id,
        email,
        seniority: seniorityOf(profile.experienceYears),
        rateKobo: (BigInt(weeklyRateNaira) * 100n) / 5n,
        ratePer: 'day',
        weeklyRateKobo: BigInt(weeklyRateNaira) * 100n,
      },
    });
  }
}
