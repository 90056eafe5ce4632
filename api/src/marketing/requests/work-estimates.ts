import type { RequestedService } from '@platform/prisma';

/*
 * What typical pieces of work cost and take, by service: the ranges the site assistant quotes when a
 * visitor asks "how much would an online shop cost?" or "how long does a logo take?". They are guides for a
 * first conversation (the team's proposal gives the real figure), in kobo like every amount, and say what
 * moves a job within its range.
 */

export interface WorkEstimate {
  /** As a sentence names it: "An online shop". */
  label: string;
  service: RequestedService;
  /** Words a visitor uses for this kind of work; the most specific entries come first. */
  words: RegExp;
  costKobo: readonly [number, number];
  /** The cost is per month (support) or per session (training) rather than for the whole job. */
  per: 'job' | 'month' | 'workshop';
  time: { min: number; max: number; unit: 'days' | 'weeks' };
  dependsOn: readonly string[];
}

const naira = (amount: number) => amount * 100;

/**
 * Cards that are printed, not paid with: "200 menu cards" is a print job, "my card declines" a payment. One
 * list for the estimates and the site search's reading of "card".
 */
export const printedCardKinds =
  'business|menu|invitation|wedding|greeting|id|loyalty|complimentary|visiting|christmas|birthday|funeral|souvenir|gift';

export const workEstimates: readonly WorkEstimate[] = [
  {
    label: 'Support and maintenance',
    service: 'SUPPORT',
    words:
      // Keeping a site running or up to date is maintenance, said as what it does.
      /\b(maintenance|maintain\w*|hosting|(technical|it|ongoing|monthly|website|app) support|support (plan|contract|retainer)s?|monitoring|keep\w* (\w+ ){0,3}(running|updated|up to date|online|alive|secure))\b/,
    costKobo: [naira(50_000), naira(300_000)],
    per: 'month',
    time: { min: 1, max: 3, unit: 'days' },
    dependsOn: [
      'the size of the site or app',
      'response times you need',
      'hosting and backups included or not',
    ],
  },
  {
    label: 'An online shop',
    service: 'DEVELOPMENT',
    words:
      /\b(online (shop|store)s?|e-?comm?erce|web ?shop|shop online|store online|sell(ing)? online|shopify|(shop|store) website)\b/,
    costKobo: [naira(1_200_000), naira(4_000_000)],
    per: 'job',
    time: { min: 6, max: 12, unit: 'weeks' },
    dependsOn: [
      'how many products you sell',
      'payments (Paystack, transfers) and delivery integrations',
      'a custom design or an adapted theme',
      'the admin tools you need (stock, orders, discounts)',
    ],
  },
  {
    label: 'UI/UX design',
    service: 'DESIGN',
    words:
      /\b(ui|ux|ui\/ux|user interface|user experience|app designs?|mock-?ups?|prototypes?|figma|wireframes?)\b/,
    costKobo: [naira(600_000), naira(2_000_000)],
    per: 'job',
    time: { min: 3, max: 6, unit: 'weeks' },
    dependsOn: [
      'the number of screens',
      'user research and testing',
      'a clickable prototype or a design system',
    ],
  },
  {
    label: 'A brand identity',
    service: 'DESIGN',
    words: /\b(brand(ing)?( identity)?|rebrand\w*|visual identity|style ?guides?|brand guide\w*)\b/,
    costKobo: [naira(400_000), naira(1_500_000)],
    per: 'job',
    time: { min: 2, max: 4, unit: 'weeks' },
    dependsOn: [
      'how many items it covers (logo, colours, type, templates)',
      'the number of concepts and revisions',
      'print and packaging pieces',
    ],
  },
  {
    label: 'A logo',
    service: 'DESIGN',
    words: /\b(logos?|logo design)\b/,
    costKobo: [naira(150_000), naira(500_000)],
    per: 'job',
    time: { min: 1, max: 2, unit: 'weeks' },
    dependsOn: ['the number of concepts', 'rounds of revisions', 'whether you need a brand guide with it'],
  },
  {
    label: 'A web app or platform',
    service: 'DEVELOPMENT',
    words:
      /\b(web ?apps?|platforms?|portals?|dashboards?|saas|software|systems?|crm|erp|marketplaces?|booking (system|platform)s?)\b/,
    costKobo: [naira(2_000_000), naira(8_000_000)],
    per: 'job',
    time: { min: 8, max: 16, unit: 'weeks' },
    dependsOn: [
      'the number of user roles and features',
      'integrations (payments, SMS, e-mail, other systems)',
      'how much data it moves and stores',
      'design from scratch or from your designs',
    ],
  },
  {
    label: 'A mobile app',
    service: 'DEVELOPMENT',
    words: /\b(mobile apps?|android|ios|iphone|phone apps?|apps? for (android|ios|phones?)|an app|app)\b/,
    costKobo: [naira(2_500_000), naira(10_000_000)],
    per: 'job',
    time: { min: 10, max: 20, unit: 'weeks' },
    dependsOn: [
      'one platform or both (Android and iOS)',
      'the number of screens and features',
      'the back end and admin dashboard behind it',
      'payments, maps or other integrations',
    ],
  },
  {
    label: 'A business website',
    service: 'DEVELOPMENT',
    words: /\b(websites?|web ?sites?|landing pages?|sites?|web ?pages?|blogs?|portfolio)\b/,
    costKobo: [naira(350_000), naira(1_200_000)],
    per: 'job',
    time: { min: 2, max: 5, unit: 'weeks' },
    dependsOn: [
      'the number of pages',
      'whether you provide the text and photos',
      'a content editor so you can update it yourself',
      'forms, booking or other features',
    ],
  },
  {
    label: 'Printing',
    service: 'PRINTING',
    words: new RegExp(
      String.raw`\b(print\w*|flyers?|posters?|banners?|(${printedCardKinds}) cards?|brochures?|stickers?|t-?shirts?|shirts?|polos?|caps|mugs?|hoodies?|jerseys?|souvenirs?|tote bags?|merch\w*|branded items?|` +
        // Printed stationery named by the item: "1000 receipt booklets", "calendars for our customers".
        String.raw`invitations?|calendars?|booklets?|letterheads?|envelopes?)\b`,
    ),
    costKobo: [naira(30_000), naira(300_000)],
    per: 'job',
    time: { min: 3, max: 7, unit: 'days' },
    dependsOn: ['quantity', 'size, paper and finish', 'whether the design is ready', 'delivery location'],
  },
  {
    label: 'A training workshop',
    service: 'TRAINING',
    words: /\b(train\w*|workshops?|courses?|classes|lessons?|bootcamps?|teach\w*)\b/,
    costKobo: [naira(150_000), naira(600_000)],
    per: 'workshop',
    time: { min: 1, max: 2, unit: 'weeks' },
    dependsOn: [
      'the number of people',
      'the number of days',
      'on site or online',
      'materials and certificates',
    ],
  },
  {
    label: 'Hiring through our recruitment service',
    service: 'RECRUITMENT',
    words: new RegExp(
      String.raw`\b(recruit\w*|hir(e|es|ed|ing)|talents?|candidates?|developers? to hire|staffing|freelanc\w*)\b|` +
        // People asked for by their trade, counted or supplied ("2 flutter developers", "supply designers").
        String.raw`\b(\d+|two|three|four|five|six|ten|a few|some|several) (\w+ )?(developers|designers|engineers|programmers|writers|marketers)\b|` +
        String.raw`\b(supply|provide|outsource)\b[^.?!]*\b(developers?|designers?|engineers?|programmers?|staff|people|experts?)\b|` +
        String.raw`\b(developers?|designers?|engineers?|programmers?)\b[^.?!]*\b(supply|provide|outsource)\b`,
    ),
    costKobo: [naira(200_000), naira(1_000_000)],
    per: 'job',
    time: { min: 2, max: 4, unit: 'weeks' },
    dependsOn: ['the role and its seniority', 'how many people you hire', 'full-time, contract or freelance'],
  },
];

/** The kind of work a visitor's (normalised) message names, most specific first. */
export const workIn = (text: string): WorkEstimate | null =>
  workEstimates.find((estimate) => estimate.words.test(text)) ?? null;
