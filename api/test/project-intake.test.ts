import { describe, expect, it } from 'vitest';
import { continueIntake, startIntake } from '../src/workspace/assistant/embedded/project-intake.js';
import type { IntakeState, IntakeTurn } from '../src/workspace/assistant/project-intake.js';

/** Plays a conversation from the start; returns every turn. */
function chat(...messages: string[]): IntakeTurn[] {
  let state: IntakeState = startIntake('Ada').state;
  return messages.map((message) => {
    const turn = continueIntake(state, message, new Date('2026-11-23T10:00:00Z'));
    state = turn.state;
    return turn;
  });
}

const last = (turns: IntakeTurn[]) => turns.at(-1) as IntakeTurn;

describe('the new-project intake (embedded engine)', () => {
  it('greets the user by first name and asks what to make', () => {
    const { state, reply } = startIntake('Ada');
    expect(reply).toMatch(/^Hi Ada! I'm your personal assistant\./);
    expect(reply).toContain('what would you like us to design or build?');
    expect(state).toMatchObject({ asking: 'type', finished: false, name: null });
  });

  it('happy path: type and name from the description, then goal, audience, deliverables, features, budget, timeline', () => {
    const turns = chat(
      'I want to build a booking app for salon owners',
      'Get more customers to book online',
      'Salon owners in Lagos',
      'An Android app, an iOS app and an admin dashboard',
      'online booking, card payments and SMS reminders',
      'between 1 and 3 million',
      'by March',
      'Create it',
    );
    const [first, goal, audience, deliverables, features, budget, timeline] = turns;
    expect(features?.reply).toContain('What budget do you have in mind, in naira?');
    expect(budget?.reply).toContain('Budget noted: ₦1,000,000 to ₦3,000,000.');
    expect(budget?.reply).toContain('When would you like it done?');

    expect(first).toMatchObject({ identityChanged: true, outcome: 'continue', draft: null });
    expect(first?.state).toMatchObject({ type: 'DEVELOPMENT', name: 'Booking App for Salon Owners' });
    expect(first?.reply).toContain(
      'Great, a development project. Let\'s call it "Booking App for Salon Owners"',
    );
    // "for salon owners" already answered the audience, so the goal comes next.
    expect(first?.reply).toContain('What is the main goal of the project?');
    expect(goal?.reply).toContain('Goal noted: get more customers to book online.');
    // An answer that is evidently about people refines the audience, whatever was asked.
    expect(audience?.state.audience).toBe('Salon owners in Lagos');
    expect(deliverables?.state.deliverables).toEqual(['Android app', 'iOS app', 'admin dashboard']);
    // Before the project is created, what was understood, to correct or to confirm.
    expect(timeline).toMatchObject({ outcome: 'continue', quickReplies: ['Create it', 'Change something'] });
    expect(timeline?.reply).toBe(
      'Timeline noted: by March. Here is what I have: "Booking App for Salon Owners", a development ' +
        'project. Goal: get more customers to book online. For: salon owners in Lagos. Key deliverables: ' +
        'Android app, iOS app and admin dashboard. Main features: online booking, card payments and SMS ' +
        'reminders. Budget: ₦1,000,000 to ₦3,000,000. Timeline: by March. Create it, or change something?',
    );

    const end = last(turns);
    expect(end.outcome).toBe('complete');
    expect(end.state).toMatchObject({ finished: true, asking: null });
    expect(end.reply).toContain('"Booking App for Salon Owners" is now pending review');
    expect(end.reply).toContain('Taking you to your project workspace...');
    expect(end.draft).toMatchObject({
      name: 'Booking App for Salon Owners',
      type: 'DEVELOPMENT',
      goal: 'Get more customers to book online',
      budget: { minKobo: 100_000_000, maxKobo: 300_000_000 },
      timeline: { text: 'By March', weeks: null, deadline: '2027-03-31' },
      brief: {
        keyDeliverables: '- Android app\n- iOS app\n- Admin dashboard',
        targetAudience: 'Salon owners in Lagos',
      },
    });
    // Written prose, never the chat quoted.
    expect(end.draft?.brief.overview).toBe(
      'Booking App for Salon Owners is a development project for salon owners in Lagos. We deliver ' +
        'the Android app, the iOS app and the admin dashboard. It covers online booking, card payments and SMS ' +
        'reminders. Its main goal: get more customers to book online. Budget: ₦1,000,000 to ₦3,000,000. ' +
        'Timeline: by March.',
    );
    expect(end.draft?.brief.objectives).toContain('- Get more customers to book online.');
    expect(end.draft?.features.map((feature) => feature.name)).toEqual([
      'Online booking',
      'Card payments',
      'SMS reminders',
    ]);
    expect(end.draft?.features[0]?.specifications).toEqual([
      'Online booking works end to end',
      'Tested before release',
    ]);
  });

  it('takes a long message with everything in it, in any order, and finishes at once', () => {
    const [turn] = chat(
      "We're a bakery in Abuja. Our goal is to double online orders this year. The target audience is busy " +
        'office workers. We need a website with online ordering, delivery tracking and a loyalty program. ' +
        'Deliverables: website design, a web app and an admin dashboard. Call it Crumbs Online. ' +
        'Budget is around 2.5 million naira and we want to launch in 10 weeks.',
    );
    expect(turn?.outcome).toBe('continue');
    expect(turn?.reply).toContain('Create it, or change something?');
    expect(turn?.state).toMatchObject({
      type: 'DESIGN_AND_DEVELOPMENT',
      name: 'Crumbs Online',
      goal: 'Double online orders this year',
      audience: 'Busy office workers',
      deliverables: ['website design', 'web app', 'admin dashboard'],
      features: ['online ordering', 'delivery tracking', 'loyalty program'],
      budget: { minKobo: 250_000_000, maxKobo: 250_000_000 },
      timeline: { weeks: 10, deadline: null },
    });
  });

  it('reads the misreadings a real conversation showed', () => {
    const turns = chat(
      'I want to sell leather bags and sandals in Kano',
      'Both design and development, since we have nothing online yet',
      "Call it 'Kano Leather Online Store'.",
    );
    expect(turns[0]?.reply).toContain('Let\'s call it "Leather Bags and Sandals"');
    expect(turns[1]?.state).toMatchObject({ type: 'DESIGN_AND_DEVELOPMENT', goal: null });
    expect(last(turns).state.name).toBe('Kano Leather Online Store');
  });

  it('answers out of order: labelled answers go to their topic, the question moves on', () => {
    const turns = chat(
      'We want to redesign our logo and brand identity',
      'Our audience is young professionals. The goal is to look more premium.',
    );
    const turn = last(turns);
    expect(turn.state).toMatchObject({ goal: 'Look more premium', audience: 'Young professionals' });
    // The things the first message asked for are confirmed, not asked for from nothing.
    expect(turn.reply).toContain(
      'So far the key deliverables are logo and brand identity redesign. Anything else you expect from us, or is that all?',
    );
    expect(turn.state.asking).toBe('deliverables');
  });

  it('understands short answers', () => {
    const turns = chat('a website', 'both', 'sell more', 'teens');
    expect(last(turns).state).toMatchObject({
      type: 'DESIGN_AND_DEVELOPMENT',
      name: 'New Website',
      goal: 'Sell more',
      audience: 'Teens',
      asking: 'deliverables',
    });
  });

  it('does not take a clause about customers for the audience, and asks who it is for', () => {
    const turn = last(chat('I want a website and mobile app for my bakery so customers can order cakes'));
    expect(turn.state.audience).toBeNull();
    expect(turn.reply).toContain('Who is it for? Tell me about your target audience.');
  });

  it('does not take a feature for the audience when another question is asked', () => {
    const turns = chat(
      'A logo for my bakery',
      'to look more premium',
      'young families',
      'Let customers see our cakes',
    );
    expect(last(turns).state.audience).toBe('Young families');
  });

  it('still reads the people a description names', () => {
    const turns = chat('A booking app for busy salon owners in Lagos');
    expect(last(turns).state.audience).toBe('Busy salon owners in Lagos');
  });

  it('takes corrections: a new name, a new type, a replaced list', () => {
    const turns = chat(
      'Build a CRM for our sales team',
      'actually call it DealFlow',
      'make it design only',
      'features: pipeline board, reports',
      'Actually the features are contacts, deals',
    );
    const [, rename, retype] = turns;
    expect(rename).toMatchObject({ identityChanged: true });
    expect(rename?.reply).toContain('Done, the project is now called "DealFlow".');
    expect(retype?.state.type).toBe('DESIGN');
    expect(retype?.reply).toContain("Noted, it's a design project.");
    expect(last(turns).state.features).toEqual(['contacts', 'deals']);
    expect(last(turns).state.name).toBe('DealFlow');
  });

  it('adds to a list unless the user corrects it', () => {
    const turns = chat('I need a logo', 'features: favicon', 'features: social avatars');
    expect(last(turns).state.features).toEqual(['favicon', 'social avatars']);
  });

  it('meets nonsense with an apology and the same question, keeping everything said before', () => {
    const turns = chat('I need a mobile app for farmers to sell produce', 'asdfgh', 'qwerty zxcv', '???');
    const before = turns[0]?.state;
    for (const turn of turns.slice(1)) {
      expect(turn.reply).toMatch(/^Sorry, I didn't understand that\. What is the main goal of the project\?/);
      expect(turn.identityChanged).toBe(false);
      expect(turn.state).toMatchObject({
        name: before?.name,
        type: before?.type,
        pitch: before?.pitch,
        audience: before?.audience,
      });
    }
    // After two misses in a row it offers an example.
    expect(last(turns).reply).toContain('For example: "get more customers to book online".');
    expect(chat('I need a mobile app for farmers', 'asdf', 'Earn more per harvest')[2]?.state.goal).toBe(
      'Earn more per harvest',
    );
  });

  it('lets the user skip a topic and finish early with what it has', () => {
    const turns = chat(
      'We want a logo for our bakery',
      'not sure yet',
      'families',
      // "Anything else, or is that all?" answered; then the chat is finished early.
      "that's all",
      "that's all",
      'Create it',
    );
    expect(turns[1]?.reply).toContain("No problem, we'll leave the goal open for now.");
    expect(turns[3]?.reply).toContain('Which main features should it have?');
    expect(turns[4]?.reply).toBe(
      'Here is what I have: "Bakery Logo", a design project. For: families. Key deliverables: logo. Still open: ' +
        'goal, main features, budget and timeline. Create it, or change something?',
    );
    const end = last(turns);
    expect(end.outcome).toBe('incomplete');
    expect(end.reply).toContain('the goal, main features, budget and timeline are still open');
    expect(end.draft?.brief.keyDeliverables).toBe('- Logo');
    expect(end.draft?.goal).toBeNull();
  });

  it('needs to know what is being made before it can finish', () => {
    const [turn] = chat('done');
    expect(turn?.outcome).toBe('continue');
    expect(turn?.reply).toMatch(/^Before I can set the project up I need to know what we are making\./);
  });

  it('is never stuck on the type once the project is described: it assumes both and says how to change it', () => {
    const turns = chat(
      'I need a newsletter for my agritech startup',
      'skip',
      'that is all',
      'design only',
      'Create it',
    );
    expect(turns[1]?.reply).toMatch(
      /^I have put it down as a design and development project; say "design only" or "development only" to change it\./,
    );
    expect(turns[2]?.reply).toMatch(
      /^Here is what I have: "Newsletter for My Agritech Startup", a design and development project\./,
    );
    expect(turns[3]?.state.type).toBe('DESIGN');
    expect(last(turns).outcome).not.toBe('continue');
    expect(last(turns).state.finished).toBe(true);
  });

  it('notes questions for the team and asks again', () => {
    const [question, pitch] = chat('How much will it cost?', 'an app for farmers to sell produce');
    expect(question?.reply).toMatch(/^Good question\./);
    expect(question?.state.notes).toEqual(['How much will it cost?']);
    expect(pitch?.state.name).toBe('App for Farmers');
  });

  it('asks for the type when the description does not say', () => {
    const [turn, answer] = chat('Something for my church', 'development');
    expect(turn?.reply).toContain(
      'Is it a design project, a development project, or both design and development?',
    );
    expect(answer?.state.type).toBe('DEVELOPMENT');
    expect(answer?.identityChanged).toBe(true);
  });

  it('once finished, points back to the workspace and changes nothing', () => {
    const turns = chat(
      'Call it Crumbs. A website for my bakery customers. Goal: more orders. Deliverables: a website. Features: menu. ' +
        'Budget: ₦800k. Deadline: before Christmas.',
      'Looks good',
      'actually call it Crumbs Online',
    );
    expect(turns[0]?.outcome).toBe('continue');
    expect(turns[1]?.outcome).toBe('complete');
    expect(last(turns)).toMatchObject({ outcome: 'complete', identityChanged: false, draft: null });
    expect(last(turns).state.name).toBe('Crumbs');
    expect(last(turns).reply).toBe(
      '"Crumbs" is already set up and pending review. Taking you to your project workspace...',
    );
  });

  it('takes a correction at the summary, shows it again, and creates the project when told', () => {
    const turns = chat(
      'Call it Crumbs. A website for my bakery customers. Goal: more orders. Deliverables: a website. Features: menu. ' +
        'Budget: ₦800k. Deadline: before Christmas.',
      'Change something',
      'the budget is 1.2m',
      'asdf',
      'yes',
    );
    expect(turns[1]).toMatchObject({ outcome: 'continue', quickReplies: ['Create it'] });
    expect(turns[1]?.reply).toMatch(/^What would you like to change\?/);
    expect(turns[2]?.reply).toMatch(/^Budget noted: ₦1,200,000\. Here is what I have: "Crumbs"/);
    expect(turns[2]?.reply).toContain('Budget: ₦1,200,000.');
    expect(turns[3]).toMatchObject({ outcome: 'continue', quickReplies: ['Create it', 'Change something'] });
    expect(last(turns).outcome).toBe('complete');
    expect(last(turns).draft?.budget).toEqual({ minKobo: 120_000_000, maxKobo: 120_000_000 });
  });

  it('after a misunderstanding offers the likely reading, Skip and Rephrase, and each works', () => {
    const atTheBudget = ['We want a logo for our bakery', 'look premium', 'families', 'logo', 'none'];
    const [, missed] = chat('We want a logo for our bakery', 'hmm zzkx qqq');
    expect(missed?.quickReplies).toEqual(['Skip', 'Rephrase']);
    const turns = chat(...atTheBudget, 'modest');
    // Words with no amount are no budget, so a "Budget: modest" button would only ask again.
    expect(last(turns).quickReplies).toEqual(['Skip', 'Rephrase']);
    const listed = chat(...atTheBudget, 'cake gallery, order form, delivery areas');
    expect(last(listed).quickReplies).toEqual([
      'Features: cake gallery, order form, delivery areas',
      'Skip',
      'Rephrase',
    ]);
    const pressed = chat(
      ...atTheBudget,
      'cake gallery, order form, delivery areas',
      'Features: cake gallery, order form, delivery areas',
    );
    expect(last(pressed).state.features).toEqual(['cake gallery', 'order form', 'delivery areas']);
    const skipped = chat(...atTheBudget, 'modest', 'Skip');
    expect(last(skipped).state).toMatchObject({ skipped: ['features', 'budget'], asking: 'timeline' });
    const rephrased = chat(...atTheBudget, 'modest', 'Rephrase');
    expect(last(rephrased).reply).toBe(
      'Let me put it another way. What budget do you have in mind, in naira? A range is fine, e.g. "between ' +
        '1 and 3 million". For example: "₦2,500,000", "2.5m" or "not sure yet". Or say "skip" to leave it open.',
    );
  });

  it('takes the month of the occasion the work is for as its timeline, due before the occasion', () => {
    const [first] = chat('We need 500 branded t-shirts and 200 flyers for our church anniversary in March');
    expect(first?.state.timeline).toEqual({ text: 'In March', weeks: null, deadline: '2027-03-01' });
    expect(first?.reply).toContain('Timeline noted: in March.');
    // A launch the client wants in March is due by the end of it; one that already happened is no timeline.
    expect(chat('we want to launch in March')[0]?.state.timeline?.deadline).toBe('2027-03-31');
    expect(
      chat('I need a website for my wedding planning business, we launched in March')[0]?.state.timeline,
    ).toBeNull();
  });
});

describe('things made said early (issue #28, lists)', () => {
  const church =
    'We need 500 branded t-shirts and 200 flyers for our church anniversary in March, budget around 800k';

  it('files the things a first message asks for, quantities kept, and keeps them when the client closes early', () => {
    const turns = chat(church, "that's all");
    expect(turns[0]?.state.deliverables).toEqual(['500 branded t-shirts', '200 flyers']);
    expect(turns[0]?.reply).toContain('Key deliverables so far: 500 branded t-shirts and 200 flyers.');
    expect(last(turns).reply).toContain('Key deliverables: 500 branded t-shirts and 200 flyers.');
    expect(chat('I need a logo and flyers for my bakery')[0]?.state.deliverables).toEqual(['logo', 'flyers']);
    expect(chat('I wan print 300 jotters for my school')[0]?.state.deliverables).toEqual(['300 jotters']);
  });

  it('files nothing for a wish, a request for help or people', () => {
    for (const said of ['I want people to buy my fabrics online', 'we need help with our branding']) {
      expect(chat(said)[0]?.state.deliverables).toEqual([]);
    }
  });

  it('confirms them at the deliverables question, and "nope" keeps them', () => {
    const turns = chat(church, 'to celebrate 25 years', 'our members', 'nope');
    expect(turns[2]?.reply).toContain(
      'So far the key deliverables are 500 branded t-shirts and 200 flyers. Anything else you expect from us, or is that all?',
    );
    expect(last(turns).state.deliverables).toEqual(['500 branded t-shirts', '200 flyers']);
    expect(last(turns).reply).toContain('Which main features should it have?');
  });

  it('adds, takes back, narrows and refines at the deliverables question', () => {
    const asked = (first: string, answer: string) =>
      last(chat(first, 'both', 'get more customers', 'people in Yaba', answer)).state.deliverables;
    const three = 'I need a logo, flyers and a website for my laundry';
    expect(asked(three, 'also a letterhead')).toEqual(['logo', 'flyers', 'website', 'letterhead']);
    expect(asked(three, 'remove the flyers, we will print those ourselves')).toEqual(['logo', 'website']);
    expect(asked(three, 'just the logo and website for now')).toEqual(['logo', 'website']);
    expect(asked('I need an app for my pharmacy', 'an android app and an iOS app')).toEqual([
      'Android app',
      'iOS app',
    ]);
  });

  it('takes a thing made back at a later question, and ends the chat on "Create it" there', () => {
    const later = chat(
      'I need a logo and flyers for my shop',
      'look bigger',
      'my street',
      'no',
      'none',
      'drop the flyers',
    );
    expect(last(later).state.deliverables).toEqual(['logo']);
    expect(last(later).reply).toContain('What budget do you have in mind');
    const created = chat('I need a logo and flyers for my shop', 'look bigger', 'my street', 'Create it');
    expect(last(created).reply).toMatch(/^Here is what I have/);
  });
});

describe('the intake reads places, pidgin, labelled lines and durations by general rules (issue #28, lists)', () => {
  it('keeps the place after the people a description names, and not people who name the business', () => {
    expect(last(chat('I need an app for my laundry customers in Lekki and VI')).state.audience).toBe(
      'Laundry customers in Lekki and VI',
    );
    expect(
      last(chat('An online store for my thrift business for young ladies in Port Harcourt')).state.audience,
    ).toBe('Young ladies in Port Harcourt');
    expect(last(chat('We need a website for our kids coding club')).state.audience).toBeNull();
    // A capitalised pronoun starts the next clause, not more of the place.
    expect(last(chat('A booking app for salon owners in Abuja I need it fast')).state.audience).toBe(
      'Salon owners in Abuja',
    );
  });

  it('reads pidgin "wey dey" after businesses as "that", after people as "who"', () => {
    const turns = chat(
      'We need a company profile and a website',
      'win supply contracts',
      'factories wey dey make soap',
    );
    expect(last(turns).state.audience).toBe('Factories that make soap');
    expect(last(chat('A website for my bakery', 'more orders', 'women wey dey bake')).state.audience).toBe(
      'Women who bake',
    );
  });

  it('takes a pidgin correction ending in the particle "o", and files nothing for "na everything be that"', () => {
    const turns = chat(
      'i need logo and flyer for my shawarma spot',
      'more sales',
      'students',
      'no be flyer o, na menu board',
    );
    expect(last(turns).state.deliverables).toEqual(['logo', 'menu board']);
    const closed = chat('We need a logo', 'more customers', 'workers in Surulere', 'na everything be that');
    expect(last(closed).state.deliverables).toEqual(['logo']);
  });

  it('reads a first message written as labelled lines', () => {
    const turns = chat(
      'Project: app for our estate\nWhat it should do:\npay service charge\nreport a fault\nFor: residents of Peace Estate',
    );
    expect(last(turns).state.audience).toBe('Residents of Peace Estate');
    expect(last(turns).state.features).toEqual(['pay service charge', 'report a fault']);
  });

  it('reads a rate or a duration describing the thing made as no timeline', () => {
    const goal = chat(
      'I need an online shop for my hair business',
      'both',
      'we want to reach 100 orders a month by March',
    );
    expect(last(goal).state.timeline?.weeks ?? null).toBeNull();
    expect(last(goal).state.timeline?.deadline).toMatch(/-03-31$/);
    expect(last(chat('I need a website for my 3 months course')).state.timeline).toBeNull();
    // Without a determiner before it, a duration and the word after it stay the project's time.
    expect(
      last(chat('A logo for my bakery', 'more customers', 'families', 'logo', 'none', '50k', '2 weeks sha'))
        .state.timeline?.weeks,
    ).toBe(2);
  });
});

describe("the features' short descriptions", () => {
  it('name a short audience, and the project instead of a long one', () => {
    const short = chat(
      'I want a website for my bakery',
      'sell bread online',
      'office workers',
      'website',
      'online ordering',
      '1m',
      '6 weeks',
      'create it',
    );
    expect(short.at(-1)?.draft?.features[0]?.shortDescription).toBe('Online ordering for office workers.');
    const long = chat(
      'I want a website for my bakery',
      'sell bread online',
      'people in Enugu who like to eat, mostly young workers and students',
      'website',
      'online ordering',
      '1m',
      '6 weeks',
      'create it',
    );
    expect(long.at(-1)?.draft?.features[0]?.shortDescription).toBe('Online ordering in Bakery Website.');
  });
});
