import { describe, expect, it } from 'vitest';
import { continueIntake, startIntake } from '../src/workspace/assistant/embedded/project-intake.js';
import type { IntakeState, IntakeTurn } from '../src/workspace/assistant/project-intake.js';

/*
 * Every misreading issue #28 reproduced, as a new client tried the new-project chat, each read the way a
 * careful person would. Dates are read as of Monday 23 November 2026.
 */

function chat(...messages: string[]): IntakeTurn[] {
  let state: IntakeState = startIntake('Ada').state;
  return messages.map((message) => {
    const turn = continueIntake(state, message, new Date('2026-11-23T10:00:00Z'));
    state = turn.state;
    return turn;
  });
}

const last = (turns: IntakeTurn[]) => turns.at(-1) as IntakeTurn;

describe('the misreadings issue #28 reproduced', () => {
  it('"It\'s both really…" answers the type; it is not the goal', () => {
    const turns = chat(
      'I need a website for my restaurant so people can order food',
      "It's both really, we have no logo or site yet",
    );
    expect(last(turns).state).toMatchObject({
      type: 'DESIGN_AND_DEVELOPMENT',
      goal: 'People can order food',
    });
    expect(last(turns).state.audience).toBeNull();
    expect(last(turns).reply).toContain("Noted, it's a design and development project.");
  });

  it('takes a date phrase out as a timeline and keeps the sentence it sits in whole', () => {
    const turns = chat(
      'I run a small restaurant in Ibadan and want a website',
      'both',
      'We want to take at least 50 orders online by the Christmas rush, and stop losing orders on WhatsApp',
    );
    expect(last(turns).state.goal).toBe(
      'Take at least 50 orders online by the Christmas rush, and stop losing orders on WhatsApp',
    );
    expect(last(turns).state.timeline).toEqual({
      text: 'By the Christmas rush',
      weeks: null,
      deadline: '2026-12-25',
    });
  });

  it('"Yes that\'s everything. Please set it up." leads to the summary and is stored nowhere', () => {
    const turns = chat(
      'I need a website for my restaurant',
      'both',
      'more orders',
      'families',
      "Yes that's everything. Please set it up.",
      'Create it',
    );
    // The website the first message asked for is the one key deliverable (issue #28, lists); the closing phrase is
    // none.
    expect(turns[4]?.reply).toBe(
      'Here is what I have: "Restaurant Website", a design and development project. Goal: more orders. ' +
        'For: families. Key deliverables: website. Still open: main features, budget and timeline. Create it, ' +
        'or change something?',
    );
    expect(last(turns).outcome).toBe('incomplete');
    expect(last(turns).state.deliverables).toEqual(['website']);
    expect(last(turns).draft?.brief.keyDeliverables).not.toMatch(/everything|set it up/i);
  });

  it('keeps a budget and "8 weeks" said together, and "design and development" as both', () => {
    const turns = chat(
      'I want a website for my restaurant, both design and development. Budget is 1.5m and we need it in 8 weeks',
    );
    expect(last(turns).state).toMatchObject({
      type: 'DESIGN_AND_DEVELOPMENT',
      budget: { minKobo: 150_000_000, maxKobo: 150_000_000 },
      timeline: { text: 'In 8 weeks', weeks: 8, deadline: null },
    });
  });

  it('keeps a bracket a feature opened closed', () => {
    const turns = chat(
      'I need a website for my restaurant',
      'design and development',
      'more orders',
      'families',
      'a website',
      'menu, Pay with card or bank transfer (Paystack), delivery tracking',
    );
    expect(last(turns).state.features).toEqual([
      'menu',
      'Pay with card or bank transfer (Paystack)',
      'delivery tracking',
    ]);
  });

  it.each(['nope, that is it', "no that's all", 'thanks, that is all', 'nothing else, thank you'])(
    'ends the questions when an optional question gets a closing phrase: "%s"',
    (closing) => {
      const turns = chat('I need a website for my restaurant', 'both', closing, 'Create it');
      expect(turns[2]?.reply).toMatch(/^Here is what I have: "Restaurant Website"/);
      expect(turns[2]?.quickReplies).toEqual(['Create it', 'Change something']);
      expect(last(turns).outcome).toBe('incomplete');
      expect(last(turns).state).toMatchObject({ finished: true, goal: null, audience: null });
      expect(last(turns).reply).toContain('"Restaurant Website" is now pending review with what we have');
    },
  );

  it.each(['no', 'nope', 'nah', 'no thanks', 'not really', 'not really, no', 'skip', "I don't know yet"])(
    'skips an optional question answered "%s", and asks the next one',
    (decline) => {
      const turns = chat('I need a website for my restaurant', 'both', decline);
      expect(last(turns).state).toMatchObject({ goal: null, skipped: ['goal'], asking: 'audience' });
      expect(last(turns).reply).toBe(
        "No problem, we'll leave the goal open for now. Who is it for? Tell me about your target audience.",
      );
    },
  );

  it('reads a whole project described in one message, with the name given in passing', () => {
    const [turn] = chat(
      'For our startup, Kora, we need a mobile app where riders can find deliveries. We want more drivers ' +
        'signing up, it is for riders in Lagos, we need Android app and admin dashboard, features are job ' +
        'list, wallet and ratings, budget 3m, 8 weeks.',
    );
    expect(turn?.reply).toContain(
      'Here is what I have: "Kora", a development project. Goal: more drivers signing up. For: riders in ' +
        'Lagos. Key deliverables: Android app and admin dashboard. Main features: job list, wallet and ' +
        'ratings. Budget: ₦3,000,000. Timeline: 8 weeks. Create it, or change something?',
    );
    expect(turn?.state).toMatchObject({
      name: 'Kora',
      type: 'DEVELOPMENT',
      goal: 'More drivers signing up',
      audience: 'Riders in Lagos',
      deliverables: ['Android app', 'admin dashboard'],
      features: ['job list', 'wallet', 'ratings'],
      budget: { minKobo: 300_000_000, maxKobo: 300_000_000 },
      timeline: { weeks: 8 },
    });
  });

  it.each([
    ['for our startup Kora we need a mobile app for riders', 'Kora'],
    ["We need a website for our bakery. It's called Sweet Crumbs.", 'Sweet Crumbs'],
    ['We need a website for our bakery, it is called Sweet Crumbs', 'Sweet Crumbs'],
    ['I want an online store. Sweet Crumbs is the name.', 'Sweet Crumbs'],
    ['I wan build app for my shop, the name na Mama Put Express', 'Mama Put Express'],
    ['Na small business I get, e dey called Chop Life. I wan website', 'Chop Life'],
    ['We need a booking app called "GlowUp" for salons', 'GlowUp'],
    ['I need a logo for my brand “Adunni Naturals”', 'Adunni Naturals'],
    ['our company name is Tunde & Sons, we need a website', 'Tunde & Sons'],
    ['My business is called Iya Basira Kitchen and I need a website', 'Iya Basira Kitchen'],
  ])('takes the name given in passing in "%s" rather than making one up', (description, name) => {
    const [turn] = chat(description);
    expect(turn?.state.name).toBe(name);
  });

  it.each([
    ['I need a logo. The name of the business is Tola Foods', 'Tola Foods'],
    ['a booking site for my salon. our salon is called glow up studio and we are in Lekki', 'Glow up studio'],
    ['I need an app where customers get called by the driver when he arrives', 'New App'],
    ['We need a website, the name is not decided yet', 'New Website'],
    ['a website for our company, the name na wetin we never decide', 'Company Website'],
    ['I want a site that shows "Book now" on every page', 'New Site'],
  ])('reads "%s" as named %s', (description, name) => {
    const [turn] = chat(description);
    expect(turn?.state.name).toBe(name);
  });

  it('takes a name given later on its own ("the name na …") over the title it made up', () => {
    const turns = chat('I need a website for my bakery', 'both', 'the name na Sweet Crumbs');
    expect(last(turns).state).toMatchObject({ name: 'Sweet Crumbs', goal: null });
  });

  it('never makes a name of a closing phrase', () => {
    const turns = chat('I need a website for my bakery', 'both', "it's called that's all");
    expect(last(turns).state.name).toBe('Bakery Website');
  });

  it.each([
    ['so that customers can order without calling us', 'Customers can order without calling us'],
    ['We hope to double our orders', 'Double our orders'],
    ['The main thing is to look professional', 'Look professional'],
    ['honestly just to have an online presence', 'Have an online presence'],
    ['i want make people fit order cake online', 'Let people order cake online'],
  ])('reads the goal in "%s" without its lead-in words', (answer, goal) => {
    const turns = chat('I need a website for my bakery', 'both', answer);
    expect(last(turns).state.goal).toBe(goal);
  });

  it.each([
    ['just the website sha', ['website']],
    ['Website, logo and business cards please', ['Website', 'logo', 'business cards']],
    ['I want the full website, thank you', ['full website']],
    ['e go be website and mobile app', ['website', 'mobile app']],
    ['Logo design, website design and development', ['Logo design', 'website design', 'development']],
  ])('keeps courtesy and type words out of the deliverables in "%s"', (answer, deliverables) => {
    const turns = chat('I need a website for my bakery', 'both', 'more sales', 'people in Lagos', answer);
    expect(last(turns).state.deliverables).toEqual(deliverables);
  });

  it('takes a name the client introduces themselves with', () => {
    const [turn] = chat(
      "We're Greenfield Farms. We need a website and logo for restaurants that buy vegetables from us.",
    );
    expect(turn?.state.name).toBe('Greenfield Farms');
  });
});

describe('Nigerian English and pidgin', () => {
  it('reads "I wan build…", "abeg", "make people fit…" and amounts as written', () => {
    const turns = chat(
      'Abeg I wan build website for my shop',
      'na both',
      'make people fit buy online',
      'people wey dey Lagos',
    );
    expect(turns[0]?.state.name).toBe('Shop Website');
    expect(turns[1]?.state.type).toBe('DESIGN_AND_DEVELOPMENT');
    expect(turns[2]?.state.goal).toBe('Let people buy online');
    expect(last(turns).state.audience).toBe('People in Lagos');
  });

  it('notes "e go cost how much?" as a question for the team and asks again', () => {
    const turns = chat('I wan build website for my shop', 'both', 'e go cost how much?');
    expect(last(turns).state.goal).toBeNull();
    expect(last(turns).state.notes).toEqual(['how much will it cost?']);
    expect(last(turns).reply).toMatch(/^Good question\./);
  });

  it.each([
    ['1.5m', 150_000_000],
    ['₦2m', 200_000_000],
    ['2 million naira', 200_000_000],
    ['N500k', 50_000_000],
    ['abeg 150k', 15_000_000],
  ])('reads the budget "%s"', (said, kobo) => {
    const turns = chat('I need a logo for my shop', 'more sales', 'market women', 'logo', 'none', said);
    expect(last(turns).state.budget).toEqual({ minKobo: kobo, maxKobo: kobo });
  });
});

describe('answers read by how the sentence is built (issue #28, sixth batch)', () => {
  it.each([
    ['The people who will use it are business travellers', 'Business travellers'],
    ['people who are starting a business', 'People who are starting a business'],
  ])('reads the audience "%s" as "%s"', (said, audience) => {
    const turns = chat('I need a logo for my shop', 'more sales', said);
    expect(last(turns).state.audience).toBe(audience);
  });

  it('keeps a goal its own date and reads a lone date at the summary as the timeline', () => {
    const turns = chat('a website for my fabric shop', 'both', 'double our orders by march');
    expect(last(turns).state.goal).toBe('Double our orders by march');
    const later = chat(
      'I need a logo for my shop',
      'more sales',
      'market women',
      'logo',
      'none',
      '100k',
      'done',
    );
    const dated = continueIntake(last(later).state, 'end of March', new Date('2026-11-23T10:00:00Z'));
    expect(dated.state.timeline?.deadline).toBe('2027-03-31');
  });

  it('hears a name after "we go by", with an ampersand and a lower-case "by" inside it', () => {
    expect(
      last(chat('hi we are a small catering outfit, we go by Jollof Republic, and we want a website')).state
        .name,
    ).toBe('Jollof Republic');
    expect(
      last(chat('We are Ade & Sons, a building materials supplier, and we need a website')).state.name,
    ).toBe('Ade & Sons');
  });

  it('answers out of order as a new client did: a hedged date is only a timeline, a product named at the type names it', () => {
    const turns = chat(
      'hi, i sell ankara and lace fabrics, i want people to buy online instead of only whatsapp',
      'my customers mostly women in lagos and abuja',
      'just a website',
      'they should see prices, pay with card, and track delivery',
      'around 800k',
      'in 6 weeks if possible',
    );
    expect(turns[2]?.state.name).toBe('Website for Ankara and Lace Fabrics');
    // The first message wishes for the goal, so the features come where the things made are asked: a list of
    // doings is filed as features there, and the things made are asked again.
    expect(last(turns).state).toMatchObject({
      name: 'Website for Ankara and Lace Fabrics',
      goal: 'People buy online instead of only WhatsApp',
      deliverables: [],
      features: ['see prices', 'pay with card', 'track delivery'],
      timeline: { weeks: 6, deadline: null },
      asking: 'deliverables',
    });
    expect(last(turns).reply).toMatch(
      /^Timeline noted: in 6 weeks if possible\. What are the key deliverables/,
    );
    // Places and products are spelt as they are, wherever the client typed them in lower case.
    expect(last(turns).state.audience).toBe('Customers mostly women in Lagos and Abuja');
    const listed = continueIntake(last(turns).state, 'website', new Date('2026-11-23T10:00:00Z'));
    expect(listed.state).toMatchObject({ deliverables: ['website'], asking: null });
    const features = continueIntake(
      listed.state,
      'the features are pay with paystack, order on whatsapp',
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(features.state.features.slice(3)).toEqual(['pay with Paystack', 'order on WhatsApp']);
  });
  it('takes back an item a list drops at its end, and splits things made listed without commas', () => {
    const dropped = chat(
      'I need a logo for my bakery',
      'look like a real business',
      'families',
      'logo, business cards and letterhead... actually drop the letterhead',
    );
    expect(last(dropped).state.deliverables).toEqual(['logo', 'business cards']);
    const runOn = chat(
      'I need branding for my bakery',
      'look premium',
      'families',
      'logo cake box design stickers',
    );
    expect(last(runOn).state.deliverables).toEqual(['logo', 'cake box design', 'stickers']);
  });

  it('names a project by the business once what is made is said, when the first message named none', () => {
    const turns = chat(
      'we have a supermarket in Jos. cashiers make mistakes and stock never balances',
      'development',
      'know our real sales every day',
      'cashiers and the store manager',
      'a POS system and a stock dashboard',
    );
    expect(last(turns).state.name).toBe('Supermarket POS System');
  });
});

describe('lists and answers out of order, as the lead found them walking the chat (issue #28, lists)', () => {
  it('reads the goal a first message wishes for: "i want people to buy online"', () => {
    const turns = chat('i sell ankara and lace fabrics, i want people to buy online', 'both');
    expect(last(turns).state.goal).toBe('People buy online');
    // The goal is not asked again: the chat goes on to what is still missing.
    expect(last(turns).state.asking).toBe('audience');
  });

  it('files features typed where the goal was asked as features, then asks the goal again', () => {
    const turns = chat(
      'I make handmade leather shoes in Aba and I need a website',
      'both',
      'customers should see prices, pay with card, track delivery',
    );
    expect(last(turns).state.goal).toBeNull();
    expect(last(turns).state.features).toEqual(['see prices', 'pay with card', 'track delivery']);
    expect(last(turns).state.asking).toBe('goal');
    const after = chat(
      'I make handmade leather shoes in Aba and I need a website',
      'both',
      'customers should see prices, pay with card, track delivery',
      'sell to people outside Aba',
      'men in Lagos and Abuja',
      'website and logo',
    );
    // The features were given: the chat moves on to the budget.
    expect(last(after).state.asking).toBe('budget');
  });

  it('keeps a goal that lists the objects of one verb as the goal', () => {
    const turns = chat(
      'We run a secondary school in Ibadan and need a parent portal',
      'both',
      'parents should see results, fees and news in one place',
    );
    expect(last(turns).state.goal).toBe('Parents should see results, fees and news in one place');
    expect(last(turns).state.features).toEqual([]);
  });

  it('splits what a thing made does from it when both come in one answer', () => {
    const turns = chat(
      'I own a barbershop in Ikoyi and I need to go online',
      'both',
      'stop people waiting for hours',
      'men in Ikoyi and VI',
      'a website with online booking, a logo and card payment',
    );
    expect(last(turns).state.deliverables).toEqual(['website', 'logo']);
    expect(last(turns).state.features).toEqual(['online booking', 'card payment']);
  });

  it('takes back an item named by its first words, or with a pidgin particle after it', () => {
    const sef = chat(
      'I am a photographer in Ibadan and I need a portfolio website',
      'both',
      'get more wedding and corporate shoots',
      'couples and companies in Ibadan',
      'website, logo and blog. no need for the blog sef',
    );
    expect(last(sef).state.deliverables).toEqual(['website', 'logo']);
    const nurse = chat(
      'Our hospital needs a patient app',
      'development only',
      'cut waiting time at the front desk',
      'patients of the hospital',
      'mobile app and website',
      'appointments, lab results, pay bills, chat with a nurse... actually forget the chat',
    );
    expect(last(nurse).state.features).toEqual(['appointments', 'lab results', 'pay bills']);
  });

  it('files things made typed at the features question, after the deliverables were skipped, as deliverables', () => {
    const turns = chat(
      'I am starting a fitness coaching business and need something online',
      'both',
      'help busy people stay fit at home',
      'working women in their 30s',
      'skip',
      'a website and a mobile app',
    );
    expect(last(turns).state).toMatchObject({
      deliverables: ['website', 'mobile app'],
      features: [],
      asking: 'features',
    });
  });

  it('files a command to make a thing, among the features, as a deliverable', () => {
    const turns = chat(
      'My NGO teaches girls coding in Kaduna, we want a website',
      'design and development',
      'get donors and volunteers',
      'donors in Nigeria and abroad, and volunteers',
      'website',
      'donate button, volunteer signup form, a blog, and also design us a new logo',
    );
    expect(last(turns).state).toMatchObject({
      deliverables: ['website', 'logo'],
      features: ['donate button', 'volunteer signup form', 'blog'],
    });
  });

  it('keeps one thing said with one other as the thing made, and kinds of business as the people', () => {
    const hotel = chat(
      'we manage a 20 room hotel in Calabar',
      'both',
      'stop paying commission to booking sites',
      'tourists and business travellers',
      'website with booking',
    );
    expect(last(hotel).state).toMatchObject({ deliverables: ['website with booking'], features: [] });
    const farm = chat(
      'we have a poultry farm in Ogun state. we want a simple website',
      'both',
      'get bulk orders from hotels and caterers',
      'hotels, caterers and supermarkets',
    );
    expect(last(farm).state).toMatchObject({ audience: 'Hotels, caterers and supermarkets', features: [] });
  });
});

describe('proposed titles: what a client would call the project (issue #28, intake)', () => {
  it.each([
    // No quantities: a title says what is made, not how many.
    ['I need 500 flyers and 200 posters for my shop opening', 'Flyers and Posters for Shop Opening'],
    ['we need a 12 page brochure for our school', 'School Brochure'],
    // A size word before one business word is no part of whose it is; "small business" keeps it.
    ['I need a logo and business cards for my small bakery', 'Logo and Business Cards for Bakery'],
    ['I need a website for my small business', 'Small Business Website'],
    // Whose it is, said already by the thing made, is said once.
    ['I need 100 invitation cards for my wedding', 'Wedding Invitation Cards'],
    // Things it handles, listed bare after it, give way to the business; "for us" says nothing.
    ['our mosque needs an app for donations and events', 'Mosque App'],
    ['we run a driving school and need a website for lessons and bookings', 'Driving School Website'],
    ['our church wants a website for us', 'Church Website'],
    // Three or more things made: design pieces with a logo are the branding, what is built is named.
    ['we need a logo, business cards and a website for our bakery', 'Bakery Branding and Website'],
    ['Logo plus flyers plus website for my car wash', 'Car Wash Branding and Website'],
    ['I want flyers, posters and a banner for my salon', 'Salon Flyers, Posters and Banner'],
    ['We need a website, a mobile app and flyers for our gym', 'Gym Website and Mobile App'],
    // The business opening the message with whom it serves, and a compound shop, name it; "service" alone does not.
    ['cleaning service for offices. just need a simple website', 'Cleaning Service Website'],
    ['I have a bookshop in Yaba, I need a website', 'Bookshop Website'],
    // What the client teaches names it, as what they sell or make does.
    ['I teach makeup to young women and I need a website', 'Makeup Website'],
    // A stage of the product in capitals is not its name.
    ['we are building a ride-hailing startup, we need the mobile app MVP', 'Ride-hailing Startup Mobile App'],
    // A business said in more than four words: the owner's adjectives go, and so does the word "company".
    [
      'we are an indigenous oil and gas servicing company, we need a website',
      'Website for Oil and Gas Servicing',
    ],
    // A shop named only as one is what it sells (pidgin "wey dey sell", "that sells").
    ['we have a store that sells baby clothes in Ikeja, we need a website', 'Website for Baby Clothes'],
    // A title of six words or more leaves out the word that only says it is a business.
    [
      'need driver app and admin dashboard for our bus charter business',
      'Driver App and Admin Dashboard for Bus Charter',
    ],
  ])('titles "%s" as %s', (description, name) => {
    const [turn] = chat(description);
    expect(turn?.state.name).toBe(name);
  });

  it('replaces what a correction puts right, at whatever question it comes (issue #28, lists)', () => {
    const audience = chat(
      'I need a website for my bookkeeping service',
      'both',
      'get new clients every month',
      'students',
      'sorry I meant small restaurant owners, not students',
    );
    expect(last(audience).state.audience).toBe('Small restaurant owners');
    expect(last(audience).state.features).toEqual([]);
    const inline = chat(
      'We need an app for our pharmacy',
      'development',
      'let customers reorder drugs',
      'hospitals, sorry i meant patients',
    );
    expect(last(inline).state.audience).toBe('Patients');
    const feature = chat(
      'I need a website for my event hall',
      'both',
      'get more bookings',
      'couples planning weddings',
      'no',
      'hall gallery, online payment, booking calendar',
      'not online payment, whatsapp enquiry',
    );
    expect(last(feature).state.features).toEqual(['hall gallery', 'booking calendar', 'WhatsApp enquiry']);
    const thing = chat(
      'I need a logo and flyers for my studio',
      'get more clients',
      'couples',
      'actually not flyers, business cards',
    );
    expect(last(thing).state.deliverables).toEqual(['logo', 'business cards']);
    // "Look like a tech company, not an old HR firm" takes back nothing said before: it is the goal as said.
    const contrast = chat(
      'I need a website for my HR firm',
      'both',
      'look like a tech company, not an old HR firm',
    );
    expect(last(contrast).state.goal).toBe('Look like a tech company, not an old HR firm');
  });

  it('files things made asked for in an answer to another question, or as an order, apart from that answer (issue #28, lists)', () => {
    const atType = chat(
      'I run a small bakery in Yaba and I want to start selling online',
      'both, I need a website and a logo',
    );
    expect(last(atType).state.type).toBe('DESIGN_AND_DEVELOPMENT');
    expect(last(atType).state.deliverables).toEqual(['website', 'logo']);
    const atGoal = chat(
      'I need help promoting my fitness bootcamp',
      'design',
      'we need flyers and instagram posts to bring in new members',
    );
    expect(last(atGoal).state.deliverables).toEqual(['flyers', 'Instagram posts']);
    expect(last(atGoal).state.goal).toBe('Bring in new members');
    expect(
      last(chat('I want a website designed and built for bakery customers in Lagos')).state.deliverables,
    ).toEqual(['website']);
    expect(last(chat('I want to get a logo made for my fashion brand')).state.deliverables).toEqual(['logo']);
    expect(last(chat('Please build us an app for our cooperative society')).state.deliverables).toEqual([
      'app',
    ]);
    // An order with no word of asking describes the project; its things are asked for at the deliverables question.
    expect(
      last(chat('design and build an e-commerce website for my electronics store')).state.deliverables,
    ).toEqual([]);
  });

  it('understands the other services named where the type is asked, and says where a hire or a training of another kind goes', () => {
    expect(last(chat('We need 5,000 flyers for our church crusade', 'printing')).state.type).toBe('DESIGN');
    expect(last(chat('Our hotel booking site keeps going down', 'support')).state.type).toBe('DEVELOPMENT');
    expect(
      last(chat('We want to hire two flutter developers for our startup', 'recruitment')).state.type,
    ).toBe('DEVELOPMENT');
    const training = chat(
      'I need training for my staff on excel and customer service. we are a microfinance bank with 25 staff',
      'training',
    );
    expect(last(training).reply).toMatch(
      /^Training of that kind is planned with you by our team, not set up here: send it with "Request a Service" on the Services page \(\/services\)/,
    );
    expect(last(training).quickReplies).toEqual(['Design', 'Development', 'Both']);
    expect(last(training).state.type).toBeNull();
    expect(last(training).state.misunderstood).toBe(0);
    const hire = chat(
      'abeg we need to hire 3 sales reps for our solar company, Sunbeam Energy',
      'recruitment',
    );
    expect(last(hire).reply).toMatch(/^Recruitment of that kind is planned with you by our team/);
    // A training course is still a thing to make: "both" goes on as for any project.
    expect(last(chat('I need training for my staff on excel', 'training', 'both')).state.type).toBe(
      'DESIGN_AND_DEVELOPMENT',
    );
  });

  it("keeps a second thing made after the first one's own clauses, and a name before the place it is in", () => {
    expect(
      last(chat('We need a mobile app for our drivers to log trips, and a dashboard for the office')).state
        .deliverables,
    ).toEqual(['mobile app', 'dashboard']);
    expect(last(chat('i need a website for my shop and a logo')).state.deliverables).toEqual([
      'website',
      'logo',
    ]);
    // One list stays one list, and its purpose is still the goal.
    const tags = chat(
      'I run a fashion brand in Enugu',
      'design',
      'we need new hang tags and a lookbook so we look premium',
    );
    expect(last(tags).state).toMatchObject({ deliverables: ['hang tags', 'lookbook'], goal: 'Look premium' });
    expect(
      last(chat("We are Greenfield Schools, Ibadan. Parents keep complaining they don't get results on time"))
        .state.name,
    ).toBe('Greenfield Schools');
    expect(last(chat('We are Greenfield Schools, Ibadan. We need a school portal')).state.name).not.toBe(
      'Ibadan',
    );
  });

  it('ends a "with" list at a clause of its own, and files a list typed at the summary as features', () => {
    const turns = chat(
      'I run a pharmacy in Onitsha with 2 branches and I want customers to order drugs online and we deliver',
      'both',
      'people in onitsha and nearby towns',
      'a website and whatsapp ordering',
      "no that's all",
      'search for drugs, upload prescription, pay on delivery',
    );
    expect(turns[0]?.state.features).toEqual([]);
    expect(last(turns).state.features).toEqual([
      'search for drugs',
      'upload prescription',
      'pay on delivery',
    ]);
    expect(last(turns).reply).toMatch(
      /^Features so far: search for drugs, upload prescription and pay on delivery\. Here is what I have/,
    );
    expect(last(chat('A booking website with payments, reminders and reviews')).state.features).toEqual([
      'payments',
      'reminders',
      'reviews',
    ]);
  });

  it('says where a hire or a training goes as soon as the first message asks for one, and names no project after a service', () => {
    const hire = chat('we need to hire 3 sales reps');
    expect(last(hire).reply).toMatch(/^Recruitment of that kind is planned with you by our team/);
    expect(last(hire).reply).toMatch(
      /is it a design project, a development project, or both design and development\?$/,
    );
    expect(last(hire).quickReplies).toEqual(['Design', 'Development', 'Both']);
    expect(last(chat('I need training for my staff on excel')).reply).toMatch(/^Training of that kind/);
    // A business that trains or recruits, or hires things out, is described as any other.
    expect(last(chat('we run safety training for oil workers, we need a website')).state.type).toBe(
      'DEVELOPMENT',
    );
    expect(last(chat('we do canopy and chair hire for events, need a website')).reply).not.toMatch(
      /Recruitment/,
    );
    expect(last(chat('I run a recruitment agency in Lagos')).reply).not.toMatch(/Recruitment of that kind/);

    // A service's name alone is no description: nothing is named after it.
    const training = last(chat('training'));
    expect(training.reply).toMatch(
      /^Training of that kind is planned with you by our team.+ \(course materials, a learning platform\), tell me about it\.$/,
    );
    expect(training.quickReplies).toEqual([]);
    expect(training.state).toMatchObject({ name: null, pitch: null });
    const printing = chat('printing', 'we need 500 flyers for our church crusade');
    expect(printing[0]?.reply).toBe(
      "Noted, it's a design project. Tell me about the project you have in mind: what would you like us to design or build?",
    );
    expect(printing[0]?.state.name).toBeNull();
    expect(last(printing).state).toMatchObject({ type: 'DESIGN', name: 'Church Crusade Flyers' });
    expect(last(chat('support')).state).toMatchObject({ type: 'DEVELOPMENT', name: null });
  });

  it('reads a monthly amount as the budget and "ongoing" as a timeline left open, as support is asked for', () => {
    const turns = chat(
      'Our e-commerce site was built by another company and now it keeps crashing, we need someone to maintain it monthly',
      'support',
      "keep the site up so we don't lose sales",
      'our online customers',
      'skip',
      'skip',
      '150k monthly',
      'ongoing',
    );
    expect(last(turns).state.budget).toEqual({ minKobo: 15_000_000, maxKobo: 15_000_000 });
    expect(last(turns).state.skipped).toContain('timeline');
    expect(last(turns).reply).toMatch(
      /^No problem, we'll leave the timeline open for now\. Here is what I have: /,
    );
  });

  it('takes "create", the summary\'s button typed as one word, as the end of the questions', () => {
    const turns = chat('I need a logo for my bakery', 'more orders', 'families', 'create');
    expect(last(turns).reply).toMatch(/^Here is what I have: /);
    expect(last(chat('I need a logo for my bakery', 'create', 'create')).outcome).not.toBe('continue');
  });

  it('files what the product should do, typed where the things made were asked, as features, and keeps the name', () => {
    const turns = chat(
      'Good morning. We run a small logistics company in Aba, about 12 bikes, and we need a way for customers to book pickups and track their parcels',
      'development',
      'more bookings',
      'booking form, live tracking, pay on delivery or transfer, sms when rider is close',
    );
    expect(last(turns).state).toMatchObject({
      deliverables: [],
      features: ['booking form', 'live tracking', 'pay on delivery or transfer', 'sms when rider is close'],
    });
    expect(last(turns).state.name).not.toMatch(/booking form/i);
    // "with" governs the whole list after it: what follows and names no thing made is what the app has.
    const withList = chat(
      'I need an app for my gym',
      'both',
      'keep members coming back',
      'members',
      'mobile app with class booking, membership payment and workout plans',
    );
    expect(last(withList).state).toMatchObject({
      deliverables: ['mobile app'],
      features: ['class booking', 'membership payment', 'workout plans'],
    });
  });

  it('names the project after the organisation a client introduces themselves from, never another party', () => {
    const name = (message: string) => last(chat(message, 'both')).state.name;
    expect(
      name(
        "hello, i'm Ada from Grace Assembly Church Enugu. we need a website where members can see sermons, give offerings online and register for events",
      ),
    ).toBe('Grace Assembly Church');
    expect(name('we at Kora Foods need a new logo and packaging')).toBe('Kora Foods');
    expect(name('Here at Royal Diadem Schools we want a portal for parents')).toBe('Royal Diadem Schools');
    expect(name('I work at St. Luke Specialist Hospital as the admin officer, we need a website')).toBe(
      'St. Luke Specialist Hospital',
    );
    // A place, a student's school or another company is not the client's organisation.
    expect(name("I'm Ada from Lagos and I need a website for my bakery")).not.toMatch(/Lagos/);
    expect(name('I am a student at UNILAG and need a portfolio website')).not.toMatch(/UNILAG/);
    expect(
      name('Our former agency, Pixelwise Media, did our website and it is slow. we want a redesign'),
    ).not.toMatch(/Pixelwise/);
  });
});

describe('titles read from what is made, what it is for and whose it is, in any sentence (issue #28, names)', () => {
  const name = (...messages: string[]) => last(chat(...messages)).state.name;

  it('titles a request that names no thing made by what it lets people do', () => {
    expect(name('we need a way for customers to book pickups and track their parcels')).toBe(
      'Pickup Booking and Parcel Tracking',
    );
    expect(
      name('we are a small eye clinic in Enugu, we need a way for patients to book appointments online'),
    ).toBe('Eye Clinic Appointment Booking');
    expect(name('a dashboard to see sales from all our branches')).toBe('Sales Dashboard');
  });

  it('names no project after a person hired, and reads a shop the client has as the business', () => {
    expect(name('i want to hire a designer', 'design')).toBe('New Design Project');
    expect(last(chat('we need to hire 3 sales reps for our shop')).reply).toMatch(
      /^Recruitment of that kind is planned with you by our team/,
    );
  });

  it('takes an organisation introduced in lower case, and leaves a relative out of an occasion', () => {
    expect(name('we are greenfield schools, we need a school portal')).toBe('Greenfield Schools');
    expect(name('admin dashboard for our loan app, we are quickcash microfinance')).toBe(
      'Quickcash Microfinance',
    );
    expect(name('we are a school in Ibadan, we need a website')).not.toMatch(/^We|In Ibadan/);
    expect(name("flyers for my mum's burial")).toBe('Burial Flyers');
  });
});

describe('amounts and dates at the budget and timeline questions, as the lead tried them (issue #28, lists)', () => {
  const upToBudget = [
    'I want to build a booking app for salon owners',
    'Get more customers to book online',
    'Salon owners in Lagos',
    'An Android app and an admin dashboard',
    'online booking and SMS reminders',
  ];
  it.each([
    ['1.5m', 150_000_000, 150_000_000],
    ['₦2m', 200_000_000, 200_000_000],
    ['2 million naira', 200_000_000, 200_000_000],
    ['N500k', 50_000_000, 50_000_000],
    ['150k monthly', 15_000_000, 15_000_000],
    ['between 800k and 1m', 80_000_000, 100_000_000],
    // A decimal comma before a scale, a decimal said in words; "1,500,000" still groups thousands.
    ['1,5m', 150_000_000, 150_000_000],
    ['one point five million', 150_000_000, 150_000_000],
    ['1,500,000', 150_000_000, 150_000_000],
    // A limit said after the amount, or in pidgin before it.
    ['2m naira max', null, 200_000_000],
    ['1m upwards', 100_000_000, null],
    ['e no go pass 1m', null, 100_000_000],
  ])('reads the budget "%s"', (answer, minKobo, maxKobo) => {
    expect(last(chat(...upToBudget, answer)).state.budget).toEqual({ minKobo, maxKobo });
  });
  it.each([
    ['before easter', null, '2027-03-28'],
    ['end of Q1', null, '2027-03-31'],
    ['in 6 weeks time', 6, null],
    // A quarter said in words is a quarter in figures.
    ['end of first quarter', null, '2027-03-31'],
    ['by the second quarter of next year', null, '2027-06-30'],
    // Nigerian holidays and seasons (docs/decisions.md, "A twenty-second intake batch"): the Eids by the Umm al-Qura
    // calendar, school resumption by its month's first day, the harmattan's end with February.
    ['before sallah', null, '2027-03-09'],
    ['before big sallah', null, '2027-05-16'],
    ['before ramadan', null, '2027-02-08'],
    ['before september resumption', null, '2027-09-01'],
    ['when schools resume in January', null, '2027-01-01'],
    ['by end of harmattan', null, '2027-02-28'],
    ['before valentine', null, '2027-02-14'],
    // A day of next month, a week of a month.
    ['by the 5th of next month', null, '2026-12-05'],
    ['first week of January', null, '2027-01-07'],
    ['by the 2nd week of February', null, '2027-02-14'],
  ])('reads the timeline "%s"', (answer, weeks, deadline) => {
    expect(last(chat(...upToBudget, '2m', answer)).state.timeline).toMatchObject({ weeks, deadline });
  });
});

describe("a pidgin restaurant's one message, as the lead tried it in the browser (issue #28)", () => {
  const message =
    'good afternoon. I be Nkechi, I get small restaurant for Enugu (Mama Nkechi Kitchen). I wan make website wey ' +
    'customers fit order food and pay online, plus make dem fit book table for weekend. my budget na 800k and I ' +
    'need am before december 20';

  it('takes "before december 20" as the deadline, not December 2020', () => {
    expect(last(chat(message)).state.timeline).toEqual({
      text: 'Before december 20',
      weeks: null,
      deadline: '2026-12-20',
    });
  });

  it.each([
    ['deadline december 20', '2026-12-20'],
    ['by jan 15', '2027-01-15'],
    ['before 20 december', '2026-12-20'],
  ])('reads the month and day in "%s" whichever comes first', (said, deadline) => {
    expect(last(chat(`I need a website for my restaurant, ${said}`)).state.timeline?.deadline).toBe(deadline);
  });

  it('reads "wan make website wey customers fit…" as making a website where customers can, letting nobody', () => {
    const { state } = last(chat(message));
    expect(state.pitch).toContain(
      'I want to make website where customers can order food and pay online, plus they can book table for weekend.',
    );
    expect(state).toMatchObject({
      deliverables: ['website'],
      features: ['order food', 'pay online', 'book table for weekend'],
      budget: { minKobo: 80_000_000, maxKobo: 80_000_000 },
    });
  });
});

describe('the things made narrowed at the deliverables question, as the lead tried it in the browser (issue #28)', () => {
  it.each(['na only the website', "it's just the website", 'the website alone', 'only website'])(
    '"%s" files the website alone',
    (answer) => {
      const turns = chat('I need a website for my restaurant', 'get more orders', 'people in enugu', answer);
      expect(last(turns).state.deliverables).toEqual(['website']);
    },
  );
});

describe('whole projects in one message, as the twenty-second batch found them (issue #28, lists)', () => {
  it('reads a relative clause with no "that" as the first thing\'s use, and the thing after ", and" as one more', () => {
    const turns = chat(
      "We're an NGO fighting malaria in Kano. We need an app our field workers can use offline to record cases, and a dashboard for the office",
    );
    expect(last(turns).state.deliverables).toEqual(['app', 'dashboard']);
    expect(last(turns).state.features).toEqual(['record cases offline']);
    expect(last(turns).state.goal ?? '').not.toMatch(/dashboard/i);
  });

  it('reads the purpose after the things a first sentence asks for, and whom it names', () => {
    expect(
      last(
        chat(
          'My real estate firm needs a property listing website and a WhatsApp chatbot to get more enquiries',
        ),
      ).state.goal,
    ).toBe('Get more enquiries');
    const catering = last(
      chat('I need a logo and business cards for my catering business to look classy to wedding planners'),
    ).state;
    expect(catering).toMatchObject({ goal: 'Look classy to wedding planners', audience: 'Wedding planners' });
  });

  it('reads what "it needs" or "the landing page should have" as features, and "the system is for" as the people', () => {
    const { state } = last(
      chat(
        'I have 3 pharmacies in Port Harcourt and I want an inventory system and a simple website so we stop running out of drugs. ' +
          'The system is for my pharmacists and store keepers. It needs stock alerts, sales records and expiry tracking.',
      ),
    );
    expect(state).toMatchObject({
      goal: 'Stop running out of drugs',
      audience: 'Pharmacists and store keepers',
      deliverables: ['inventory system', 'website'],
      features: ['stock alerts', 'sales records', 'expiry tracking'],
    });
  });

  it('files printed certificates as certificates, without whose they are', () => {
    const { state } = last(
      chat(
        'I teach coding to secondary school students in Ibadan. I need a website and printed certificates for my students, to get more parents to enrol their children.',
      ),
    );
    expect(state.deliverables).toEqual(['website', 'certificates']);
    expect(state.goal).toBe('Get more parents to enrol their children');
  });

  it('takes pidgin and plain closings at the optional questions as no answer', () => {
    const confirmed = chat(
      'abeg i need logo for my shop',
      'make my shop look big',
      'people for my street',
      'na only that one',
    );
    expect(last(confirmed).state.deliverables).toEqual(['logo']);
    const nothingMore = chat(
      'abeg i need logo for my shop',
      'make my shop look big',
      'people for my street',
      'no be anything again',
    );
    expect(last(nothingMore).state.deliverables).toEqual(['logo']);
    const later = chat(
      'We need an app for our estate security',
      'development',
      'none for now',
      'not really',
      'nah',
      'nah',
      'we will discuss budget later',
    );
    expect(last(later).state).toMatchObject({ goal: null, audience: null, features: [], budget: null });
  });

  it('replaces the features when told to change them, and keeps "muslim" as written', () => {
    const turns = chat(
      'I want a mobile app for my food delivery business',
      'both',
      'get more orders',
      'muslim students in UNILAG',
      'no',
      'menu, cart, card payment',
      'wait, change the features to menu, cart, pay on delivery and order tracking',
    );
    expect(last(turns).state.features).toEqual(['menu', 'cart', 'pay on delivery', 'order tracking']);
    expect(last(turns).state.audience).toBe('Muslim students in UNILAG');
  });
});

describe('a name in brackets after the business, as the lead tried it in the browser (issue #28)', () => {
  it.each([
    ['I get small restaurant for Enugu (Mama Nkechi Kitchen). I wan make website', 'Mama Nkechi Kitchen'],
    ['I have a restaurant (Mama Nkechi Kitchen) and need a website', 'Mama Nkechi Kitchen'],
  ])('"%s" is named %s', (message, name) => {
    expect(last(chat(message)).state.name).toBe(name);
  });

  it('a town in brackets is where the business is, not its name', () => {
    expect(last(chat('I have a restaurant (Enugu) and need a website')).state.name).not.toBe('Enugu');
  });
});

describe("things made read whatever the request's shape, as the twenty-first and twenty-fourth batches found them (issue #28, names)", () => {
  it.each([
    [
      'abeg i need website for my provision shop and logo too',
      ['website', 'logo'],
      'Website and Logo for Provision Shop',
    ],
    [
      'I want a website for my furniture shop and a logo for it',
      ['website', 'logo'],
      'Website and Logo for Furniture Shop',
    ],
  ])('"%s": a second thing made after whose the first is goes with it', (message, made, name) => {
    const { state } = last(chat(message, 'both'));
    expect(state.deliverables).toEqual(made);
    expect(state.name).toBe(name);
  });

  it('"for my church and school" names no second thing made', () => {
    expect(last(chat('I need a website for my church and school', 'both')).state.deliverables).toEqual([
      'website',
    ]);
  });

  it.each([
    ['we need volunteer sign up website', ['volunteer sign up website']],
    ['I need billboard design for our new estate in Lekki', ['billboard design']],
    [
      "we need obituary poster and programme for my father's burial in Nnewi",
      ['obituary poster', 'programme'],
    ],
    ['I need channel art and thumbnails for my youtube cooking channel', ['channel art', 'thumbnails']],
  ])('"%s" asks for %j: a head noun of a thing made, whatever its modifiers', (message, made) => {
    expect(last(chat(message)).state.deliverables).toEqual(made);
  });

  it('a person named among the words before a thing is no modifier of it', () => {
    expect(
      last(chat('our hospital records software need support, the vendor don close shop', 'development')).state
        .deliverables,
    ).not.toContain('vendor don close shop');
  });
});

describe('the things made and the features changed at the summary, in any wording (issue #28, lists)', () => {
  /** A whole project in one message, so the summary comes at once; then `corrections`. */
  const summarised = (...corrections: string[]) =>
    chat(
      'We run a taxi company in Benin City. We need a website and a booking app so riders can book rides without calling. ' +
        'It is for commuters and students in Benin. Features: ride booking, fare estimate, driver tracking, live chat. ' +
        'Both. Budget 4m, launch in 12 weeks.',
      ...corrections,
    );

  it('shows the summary after the one message, with both things made', () => {
    const turns = summarised();
    expect(last(turns).reply).toMatch(/Create it, or change something\?$/);
    expect(last(turns).state.deliverables).toEqual(['website', 'booking app']);
  });

  it.each([
    ['remove the app', ['website']],
    ["we don't need the website again", ['booking app']],
    ['scrap the website, we go start with the app', ['booking app']],
    ['na only the website', ['website']],
    ['forget the website, just the app', ['booking app']],
    ['the app alone', ['booking app']],
    ['change the app to a mobile app', ['website', 'mobile app']],
    ['a landing page instead of the website', ['booking app', 'landing page']],
    ['no be website, na landing page', ['booking app', 'landing page']],
    ['add a logo too', ['website', 'booking app', 'logo']],
    ['remove the website and add a logo', ['booking app', 'logo']],
  ])('"%s" leaves the key deliverables %j', (correction, deliverables) => {
    const turns = summarised(correction);
    expect(last(turns).state.deliverables).toEqual(deliverables);
    expect(last(turns).reply).not.toMatch(/couldn't tell what to change/);
    expect(last(turns).reply).toMatch(/Create it, or change something\?$/);
  });

  it.each([
    ['no need for the live chat', ['ride booking', 'fare estimate', 'driver tracking']],
    ['comot the live chat', ['ride booking', 'fare estimate', 'driver tracking']],
    ['we no need chat again', ['ride booking', 'fare estimate', 'driver tracking']],
    [
      'replace live chat with ride history',
      ['ride booking', 'fare estimate', 'driver tracking', 'ride history'],
    ],
    ['the features should be only ride booking and driver tracking', ['ride booking', 'driver tracking']],
    [
      'add promo codes to the features',
      ['ride booking', 'fare estimate', 'driver tracking', 'live chat', 'promo codes'],
    ],
  ])('"%s" leaves the features %j', (correction, features) => {
    const turns = summarised(correction);
    expect(last(turns).state.features).toEqual(features);
    expect(last(turns).state.deliverables).toEqual(['website', 'booking app']);
  });

  it('says what it took out, and keeps the rest of the message', () => {
    const turns = summarised('remove the website, the budget is 5m');
    expect(last(turns).reply).toMatch(/^Done, I took out website\. Key deliverables now: booking app\./);
    expect(last(turns).state.budget).toEqual({ minKobo: 500_000_000, maxKobo: 500_000_000 });
  });

  it('changes nothing it cannot find, and still says so', () => {
    const turns = summarised('remove the blog');
    expect(last(turns).state.deliverables).toEqual(['website', 'booking app']);
    expect(last(turns).reply).toMatch(/couldn't tell what to change/);
  });
});

describe('the deadline, the budget, the goal and the people said again at the summary, in any wording (issue #28, lists)', () => {
  /** A whole project in one pidgin message, so the summary comes at once; then `corrections`. */
  const summarised = (...corrections: string[]) =>
    chat(
      'I get bakery for Ibadan. I need website wey customers fit order cake and pay online. I wan sell more cakes. ' +
        'Na families and offices for Ibadan be my customers. Features: cake gallery, order form, paystack. Na both. ' +
        'Budget na 600k, make e ready by end of January.',
      ...corrections,
    );

  it('shows the summary after the one message, with the people said as "na X be my customers"', () => {
    const turns = summarised();
    expect(last(turns).reply).toMatch(/Create it, or change something\?$/);
    expect(last(turns).state.audience).toBe('Families and offices for Ibadan');
    expect(last(turns).state.timeline?.deadline).toBe('2027-01-31');
  });

  it.each([
    ['abeg make the deadline end of March', '2027-03-31'],
    ['make the deadline 10th February', '2027-02-10'],
    ['move the launch to mid February', '2027-02-15'],
    ['the deadline na end of February', '2027-02-28'],
    ['shift the deadline to 20th January please', '2027-01-20'],
  ])('"%s" makes the deadline %s and leaves the goal', (correction, deadline) => {
    const turns = summarised(correction);
    expect(last(turns).state.timeline?.deadline).toBe(deadline);
    expect(last(turns).state.goal).toBe('Sell more cakes');
    expect(last(turns).reply).toMatch(/Create it, or change something\?$/);
  });

  it.each([
    ['make am 900k', 900_000],
    ['increase the budget to 1.5m', 1_500_000],
    ['the budget na 750k now', 750_000],
    ['abeg make the budget 1m', 1_000_000],
  ])('"%s" makes the budget ₦%i and leaves the goal', (correction, naira) => {
    const turns = summarised(correction);
    expect(last(turns).state.budget).toEqual({ minKobo: naira * 100, maxKobo: naira * 100 });
    expect(last(turns).state.goal).toBe('Sell more cakes');
  });

  it('sets the field a clause names beside a list edited in the same message', () => {
    const turns = summarised('add delivery tracking to the features and make the deadline 15th February');
    expect(last(turns).state.features).toContain('delivery tracking');
    expect(last(turns).state.timeline?.deadline).toBe('2027-02-15');
  });

  it('changes the goal and the people when told to', () => {
    expect(last(summarised('change the goal to get more office orders')).state.goal).toBe(
      'Get more office orders',
    );
    expect(last(summarised('no be families, na offices')).state.audience).toBe('Offices');
  });
});

describe('work on what another has, the people said pidgin\'s way and a thing after ", plus", in one message (issue #28, lists)', () => {
  const state = (message: string) => last(chat(message)).state;

  it.each([
    ['I need to fix the website of the company I work for, the contact form is broken.', ['website fix']],
    ["I need you to redesign our client's site, they sell tiles in Onitsha.", ['site redesign']],
    ['Please can you revamp our school website before resumption?', ['school website revamp']],
    ['I wan make una fix my oga company website, e no dey load.', ['company website fix']],
    ['They need their website redesigned and a new logo to look modern.', ['website redesign', 'logo']],
  ])('"%s" asks for %j', (message, deliverables) => {
    expect(state(message).deliverables).toEqual(deliverables);
  });

  it('reads "and add …" beside the work as a feature, and "fix bugs" as no work on a thing', () => {
    const added = state('We need you to update the app and add card payment so drivers get paid faster.');
    expect(added.deliverables).toEqual(['app update']);
    expect(added.features).toEqual(['card payment']);
    expect(state('we need someone to fix bugs in our app').deliverables).not.toContain('bugs fix');
  });

  it('reads the people said as "na X be my customers", "my customers na X" and "na X go use am"', () => {
    const pitch = 'I wan make una build app wey my customers go use order cake for my bakery, plus website.';
    expect(state(`${pitch} Na families and offices for Enugu be my customers.`).audience).toBe(
      'Families and offices for Enugu',
    );
    expect(state(`${pitch} My customers na students and young workers.`).audience).toBe(
      'Students and young workers',
    );
    expect(state(`${pitch} Na parents and teachers go use am.`).audience).toBe('Parents and teachers');
  });

  it('reads "…, plus website" as one more thing made, and what the customers use the app to do as a feature beside the others', () => {
    const pitch = 'I wan make una build app wey my customers go use order cake for my bakery, plus website.';
    const heard = state(`${pitch} Make e get menu and cart. Na both.`);
    expect(heard.deliverables).toEqual(['app', 'website']);
    expect(heard.features).toEqual(['order cake', 'menu', 'cart']);
    // Alone, what they use it for says what it is for: the features question is still asked.
    expect(state(`${pitch} Na both.`).features).toEqual([]);
  });

  it('closes what people do "where" at a second thing made, and leaves whom an app is for out of it', () => {
    const laundry = state(
      'We run a laundry in Abuja. We need a mobile app where customers can book pickups and pay online, plus an admin dashboard for our staff.',
    );
    expect(laundry.deliverables).toEqual(['mobile app', 'admin dashboard']);
    expect(laundry.features).toEqual(['book pickups', 'pay online']);
    expect(state('I need a mobile app for students to book lessons and pay.').deliverables).toEqual([
      'mobile app',
    ]);
  });

  it('takes designs and a prototype named at the deliverables question for the things made, after a redesign asked', () => {
    const turns = chat(
      'We want to redesign our banking app, design only',
      'to make transfers easier',
      'customers over 50',
      'UI designs, a clickable prototype',
    );
    expect(last(turns).state.deliverables).toEqual(['UI designs', 'clickable prototype']);
    expect(last(turns).state.features).toEqual([]);
  });
});
