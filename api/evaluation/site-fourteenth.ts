import type { SiteQuestion } from './site-questions.js';

/*
 * The site chat's fourteenth batch (issue #28, site), written on 28 November 2026 and committed before the engine
 * was run on any draft of it, to measure what the thirteenth batch's changes carry to kinds of question the
 * earlier batches lack: confidentiality of a business idea, refunds for half-done or unliked work, how to pay and
 * in what money, cancelling a project or a plan, working with a team or a law abroad, printing priced by quantity
 * (menu cards, invitations, calendars), comparisons of two kinds of work or two services, two questions in one
 * message, heavy misspellings and pidgin, and things the site does not offer (domains, SEO, video, repairs,
 * architecture, an office to visit). The facts come from the site's own texts: contract/src/legal.js (terms and
 * privacy), contract/src/services.js, billing/subscriptions/plans.ts and marketing/requests/work-estimates.ts.
 * Where the texts do not say what is asked, the honest answer says it found nothing and offers Let's Talk. It is
 * a TUNED set: scored untouched once (the figure is in thresholds.ts), then tuned on by general changes only.
 */
export const fourteenthBatchSiteQuestions: SiteQuestion[] = [
  // Confidentiality, asked about an idea or a plan rather than "data".
  {
    question: 'will your team tell anyone about my business idea?',
    intent: 'site-content',
    facts: ['keep the details of your projects confidential'],
  },
  {
    question: 'abeg una no go leak my business plan give another person?',
    intent: 'site-content',
    facts: ['keep the details of your projects confidential'],
  },
  {
    question: 'do your developers sign an NDA before they see my project',
    intent: 'site-content',
    facts: ['confidential'],
  },
  {
    question: 'will you put my project in your portfolio? i dont want my competitors to see it',
    intent: 'site-content',
    facts: ['unless you ask us not to'],
  },
  // Refunds.
  {
    question: 'if i no like the final design i fit get refund?',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  {
    question: 'suppose una only finish half of the work, wetin go happen to my money',
    intent: 'site-content',
    facts: ['refund what you paid for the part not delivered'],
  },
  {
    question: 'wat is ur refund polici',
    intent: 'site-content',
    facts: ['not refundable'],
  },
  // Paying: how, in what money, what is not said.
  {
    question: 'which payment methods do you accept',
    intent: 'site-content',
    facts: ['payment provider'],
  },
  {
    question: 'our company is in the US, can we pay in dollars?',
    intent: 'site-content',
    facts: ['Prices are in naira'],
  },
  {
    question: 'can i pay cash at your office',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'if my card declines, will you stop working on my app?',
    intent: 'site-content',
    facts: ['pause work'],
  },
  // Cancelling.
  {
    question: 'what happens if i cancel my project halfway',
    intent: 'site-content',
    facts: ['billed up to that point'],
  },
  {
    question: 'i wan stop the project, una go still charge me?',
    intent: 'site-content',
    facts: ['billed up to that point'],
  },
  {
    question: 'if i cancel growth, does it keep charging me every month?',
    intent: 'site-content',
    facts: ['until you cancel'],
  },
  // Abroad: a team, a law, a court.
  {
    question: 'can i invite my own developers from abroad into the workspace?',
    intent: 'site-content',
    facts: ['team members you invite'],
  },
  {
    question: "which country's law applies to our agreement",
    intent: 'site-content',
    facts: ['Federal Republic of Nigeria'],
  },
  {
    question: 'if we have a dispute, which court handles it?',
    intent: 'site-content',
    facts: ['courts of Lagos State'],
  },
  {
    question: 'i live in london, do you work with clients outside nigeria?',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  // Printing by quantity and by things the catalogue does not list by name.
  {
    question: 'how much for 200 menu cards',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000', 'quantity'],
  },
  {
    question: 'price to print 500 wedding invitation cards',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'how many days to print 1000 receipt booklets',
    intent: 'estimate',
    facts: ['3 to 7 days'],
  },
  {
    question: 'una fit print calendar for our customers for new year, how much?',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000'],
  },
  {
    question: 'how much for 50 branded t-shirts and 50 caps for our staff',
    intent: 'estimate',
    facts: ['₦30,000 to ₦300,000', 'quantity'],
  },
  // Comparisons.
  {
    question: 'which is cheaper, a logo or full branding?',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', '₦400,000 to ₦1,500,000'],
  },
  {
    question: 'website vs mobile app, which one costs less',
    intent: 'estimate',
    facts: ['₦350,000 to ₦1,200,000', '₦2,500,000 to ₦10,000,000'],
  },
  {
    // Replaces a question a tuned set already asked (found by the no-repeat check after the untouched score).
    question: 'how is your support service different from development?',
    intent: 'services',
    facts: ['maintenance, fixes and technical support', 'vetted engineers'],
  },
  {
    question: 'enterprise vs growth, wetin enterprise get wey growth no get',
    intent: 'plans',
    facts: ['Dedicated account manager'],
  },
  {
    question: 'free starter or growth for a team of 5?',
    intent: 'plans',
    facts: ['Free Starter', 'Growth Plan'],
  },
  // Two questions in one message.
  {
    question: 'how long does a business website take and do i own it after?',
    intent: 'estimate',
    facts: ['2 to 5 weeks', 'rights in it pass to you'],
  },
  {
    question: 'how much is the growth plan and can i cancel anytime?',
    intent: 'plans',
    facts: ['₦10,000', 'cancel'],
  },
  {
    question: 'can you design my logo and print flyers with it, how much for both?',
    intent: 'estimate',
    facts: ['₦150,000 to ₦500,000', '₦30,000 to ₦300,000'],
  },
  {
    question: 'is my data safe, and who can see the files i upload?',
    intent: 'privacy',
    facts: ['files are served only to people allowed to see them'],
  },
  // Misspellings.
  {
    question: 'how much for ecommerse site wit paystak',
    intent: 'estimate',
    facts: ['₦1,200,000 to ₦4,000,000'],
  },
  {
    question: 'how much for mobil app for andriod only',
    intent: 'estimate',
    facts: ['₦2,500,000 to ₦10,000,000', 'one platform or both'],
  },
  {
    question: 'how long for trainin my staffs on excel',
    intent: 'estimate',
    facts: ['1 to 2 weeks'],
  },
  {
    question: 'do u use coookies to track me',
    intent: 'site-content',
    facts: ['no advertising or tracking cookies'],
  },
  // Pidgin.
  {
    question: 'abeg una dey build website for church?',
    intent: 'services',
    facts: ['Development'],
  },
  {
    question: 'e go cost how much to maintain my site every month',
    intent: 'estimate',
    facts: ['₦50,000 to ₦300,000 a month'],
  },
  {
    question: 'my pikin wey be 16 fit open account for una side?',
    intent: 'site-content',
    facts: ['at least 18'],
  },
  {
    question: 'if i break una rules, una go just block my account without warning?',
    intent: 'site-content',
    facts: ['telling you why where we can'],
  },
  {
    question: 'after una don start, i fit still add more things to the project?',
    intent: 'site-content',
    facts: ['Changes to the agreed scope may change the cost'],
  },
  // Things the site does not offer or say: said plainly, with Let's Talk.
  {
    question: 'do you sell domain names',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can una do SEO so my site shows first on google',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you do video editing for youtube',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can you draw the architectural plan for my house',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you repair laptops',
    intent: 'services',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'do you have an office in abuja i can visit',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'how many staff does your company have',
    intent: 'other',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'can i pay small small for the website, like instalments?',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
  {
    question: 'is there a penalty if i pay my invoice late',
    intent: 'site-content',
    facts: ["I couldn't find that", "Let's Talk"],
  },
];
