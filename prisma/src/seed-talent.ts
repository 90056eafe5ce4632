import type { PrismaClient } from '../generated/client.js';

interface TalentProfile {
  id: string;
  name: string;
  email: string;
  role: string;
  /** api/src/talent/talent-disciplines.ts */
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
    email: 'chiamaka.obi@talent.example.com',
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
    email: 'tunde.adeyemi@talent.example.com',
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
    email: 'ngozi.eze@talent.example.com',
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
    email: 'emeka.nwosu@talent.example.com',
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
    email: 'kelechi.okonkwo@talent.example.com',
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
    email: 'aisha.bello@talent.example.com',
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
    email: 'segun.ajayi@talent.example.com',
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
    email: 'olumide.balogun@talent.example.com',
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
    email: 'fatima.usman@talent.example.com',
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
    email: 'blessing.nnaji@talent.example.com',
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
    email: 'ifeoma.chukwu@talent.example.com',
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
    email: 'yusuf.garba@talent.example.com',
    role: 'DevOps Engineer',
    discipline: 'devops',
    weeklyRateNaira: 480_000,
    experienceYears: 6,
    skills: ['Docker', 'CI/CD', 'Kubernetes', 'Monitoring'],
    bio: 'Sets up hosting, deployments and monitoring that a small team can run.',
  },
];

/**
 * The platform's talent pool: a profile and an account for each (no password unless given, so nobody can
 * sign in as a seeded talent in tests). Existing rows are left as they are.
 */
export async function seedTalentPool(
  prisma: PrismaClient,
  passwordHash: string | null = null,
): Promise<void> {
  for (const { email, weeklyRateNaira, ...profile } of profiles) {
    const [firstName = '', ...rest] = profile.name.split(' ');
    const user = await prisma.user.upsert({
      where: { email },
      create: { email, firstName, lastName: rest.join(' '), passwordHash, emailVerifiedAt: new Date() },
      update: {},
    });
    await prisma.talent.upsert({
      where: { id: profile.id },
      create: { ...profile, userId: user.id, weeklyRateKobo: BigInt(weeklyRateNaira) * 100n },
      update: {},
    });
  }
}
