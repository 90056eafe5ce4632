import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../src/workspace/assistant/assistant.js';
import { createEmbeddedAssistant } from '../src/workspace/assistant/embedded/embedded-assistant.js';

const assistant = createEmbeddedAssistant();
const ask = (message: string, history: ChatTurn[] = []) => assistant.siteReply(history, message);

describe('the embedded assistant on the public site', () => {
  it('lists the six services', async () => {
    expect(await ask('What services do you offer?')).toEqual({
      message:
        'We offer six services: Development, Design, Support, Training, Recruitment and On-Demand Printing, delivered with AI, talent, tools and teams. Ask me about any of them, or tell me what you would like to build.',
      suggestSignin: false,
      supportRequest: null,
    });
  });

  it('answers about each service from the catalogue and offers to start a project', async () => {
    const cases: [string, string][] = [
      [
        'Tell me about mobile apps',
        'Our Development service: websites, web apps and mobile apps built by vetted engineers.',
      ],
      ['Do you do logos?', 'Our Design service: brand, product and UI/UX design from a managed team.'],
      [
        'What about maintenance?',
        'Our Support service: maintenance, fixes and technical support when you need it.',
      ],
      [
        'Do you have talented freelancers?',
        'Our Recruitment service: find and hire pre-vetted talent for your projects.',
      ],
      [
        'Any workshops for my team?',
        'Our Training service: hands-on training for your team on tools and processes.',
      ],
      [
        'Can my team learn Figma?',
        'Our Training service: hands-on training for your team on tools and processes.',
      ],
      [
        'Do you print flyers?',
        'Our On-Demand Printing service: print your designs, merchandise and marketing material.',
      ],
    ];
    for (const [question, answer] of cases) {
      expect(await ask(question)).toEqual({
        message: `${answer} Would you like to start a project?`,
        suggestSignin: false,
        supportRequest: null,
      });
    }
  });

  it('answers about the plans in naira from the plan catalogue', async () => {
    const all = await ask('What plans do you have?');
    expect(all.message).toBe(
      'Our plans, priced in naira: Free Starter: ₦0 per month (1 project, 1 seat included, More seats ₦20 a month each (₦240 a year billed annually), Basic tools); Startup Plan: Pay as you go (Unlimited projects, 1 seat included, More seats ₦20 a month each (₦240 a year billed annually)); Growth Plan: ₦10,000 per month (Unlimited projects, 5 seats included, More seats ₦20 a month each (₦240 a year billed annually), AI setup, Payroll, Billing, White-label); Enterprise: Custom pricing (Everything in the Growth Plan, Custom seat and team setup, Dedicated account manager). Would you like to start a project?',
    );
    expect(all.suggestSignin).toBe(false);
    expect((await ask('What is in the growth plan?')).message).toBe(
      'Growth Plan: ₦10,000 per month (Unlimited projects, 5 seats included, More seats ₦20 a month each (₦240 a year billed annually), AI setup, Payroll, Billing, White-label). For growing teams that run several projects at once. Would you like to start a project?',
    );
    expect((await ask('enterprise?')).message).toMatch(/^Enterprise: Custom pricing/);
  });

  it('recognises the wish to start a project and suggests signing in', async () => {
    expect(await ask('I want to build an online store')).toEqual({
      message:
        'That is a job for our Development service: websites, web apps and mobile apps built by vetted engineers. Log in or create an account and I will set the project up with you (its type, goal, audience and features), then you can follow it in your workspace.',
      suggestSignin: true,
      supportRequest: null,
    });
    for (const message of [
      'Start a new project',
      'I need a logo designed',
      'Can you help me hire developers?',
      'sign up',
    ]) {
      expect((await ask(message)).suggestSignin).toBe(true);
    }
  });

  it('reads a short yes or no as the answer to its own offer', async () => {
    const offered: ChatTurn[] = [
      { role: 'user', content: 'Do you do logos?' },
      { role: 'assistant', content: (await ask('Do you do logos?')).message },
    ];
    expect(await ask('Yes please', offered)).toMatchObject({ suggestSignin: true });
    expect(await ask('Not now', offered)).toEqual({
      message: 'No problem. Ask me about our services or plans whenever you are ready.',
      suggestSignin: false,
      supportRequest: null,
    });
    // Without an offer, "yes" is not a request to start anything.
    expect((await ask('yes')).suggestSignin).toBe(false);
  });

  it('answers the live-chat options', async () => {
    expect((await ask('Technical Issues')).message).toMatch(/^Sorry you ran into a problem\./);
    expect(await ask('Subscription Issues')).toMatchObject({ suggestSignin: true });
    expect((await ask('None of the above')).message).toMatch(/^No problem\. Tell me what you need/);
  });

  it('estimates a kind of work from the catalogue: a range, a duration and what it depends on', async () => {
    const shop = await ask('How much would an online shop cost?');
    expect(shop.message).toMatch(
      /^An online shop usually costs ₦1,200,000 to ₦4,000,000 and takes 6 to 12 weeks\. Where an online shop falls in that range depends on how many products you sell, /,
    );
    expect(shop.message).toContain('ask for a Custom Quote');
    expect((await ask('How long does a logo take?')).message).toMatch(
      /^A logo usually takes 1 to 2 weeks, with a budget of ₦150,000 to ₦500,000\./,
    );
    expect((await ask('How much do you charge?')).message).toMatch(/^It depends on the kind of work\./);
  });

  it("acknowledges a support problem and drafts a Let's Talk request, with sign-in when it is about the account", async () => {
    const message = 'My Paystack payment went through but my plan still shows Free Starter';
    expect(await ask(message)).toMatchObject({
      suggestSignin: true,
      supportRequest: { messageType: 'Other', details: `Reported in the site chat: ${message}` },
    });
    expect((await ask(message)).message).toMatch(/^Sorry about that/);
    const upload = await ask('The upload button on your site is not working');
    expect(upload).toMatchObject({ suggestSignin: false, supportRequest: { messageType: 'Other' } });
    expect(upload.message).toContain("I've turned it into a support request");
  });

  it('always answers, also when it does not understand', async () => {
    expect(await ask('qwerty')).toEqual({
      message:
        "I couldn't find that in our services, plans, terms or privacy policy. To ask our team, write to us through Let's Talk (/lets-talk). I can tell you about our six services (Development, Design, Support, Training, Recruitment and On-Demand Printing) and our plans, or help you start a project. What would you like to do?",
      suggestSignin: false,
      supportRequest: null,
    });
  });
  it("says what the site's texts do not mention, gives the nearest they do say, and offers Let's Talk", async () => {
    expect((await ask('do you give student discounts?')).message).toBe(
      "I couldn't find that in our services, plans, terms or privacy policy. To ask our team, write to us through Let's Talk (/lets-talk). I can tell you about our six services (Development, Design, Support, Training, Recruitment and On-Demand Printing) and our plans, or help you start a project. What would you like to do?",
    );
    expect((await ask('do you do design on weekends?')).message).toBe(
      "I couldn't find that in our services, plans, terms or privacy policy: they do not mention weekends. The nearest they say: Our Design service: brand, product and UI/UX design from a managed team. To ask our team, write to us through Let's Talk (/lets-talk).",
    );
    // Said only in passing: what moves a logo's price.
    const revisions = await ask('how many revisions come with a logo');
    expect(revisions.message).toMatch(
      /^Our services, plans, terms and privacy policy say no more about revisions than this: A logo usually costs ₦150,000 to ₦500,000/,
    );
    expect(revisions.message).toContain('rounds of revisions');
    expect(revisions.message).toMatch(/Let's Talk \(\/lets-talk\)\.$/);
  });

  it('answers each topic of a question that asks two, and sets things side by side', async () => {
    const two = await ask("what's in the growth plan and can i cancel anytime?");
    expect(two.message).toMatch(
      /^Growth Plan: ₦10,000 per month .*From our Terms of Service, Plans, prices and payment: .*until you cancel/,
    );
    expect(two.message.match(/Would you like to start a project\?/g)).toHaveLength(1);
    expect((await ask('which is cheaper, a website or a mobile app?')).message).toMatch(
      /^As a guide, a mobile app ₦2,500,000 to ₦10,000,000, 10 to 20 weeks and a business website ₦350,000 to ₦1,200,000, 2 to 5 weeks\./,
    );
    expect((await ask('difference between your design and development services?')).message).toBe(
      'Side by side: our Development service, websites, web apps and mobile apps built by vetted engineers; our Design service, brand, product and UI/UX design from a managed team. See them all at /services. Would you like to start a project?',
    );
  });
  it("reads the terms' and privacy policy's less asked parts in visitors' words", async () => {
    const cases: [string, string][] = [
      ['can my secretary and I use the same account?', 'One account is for one person'],
      ['who pays if your mistake makes us lose money?', 'twelve months before the claim'],
      ['do your pages show adverts?', 'we do not show advertising'],
      ['is it ok to sign up on behalf of my church?', 'the business you represent'],
      ['does my subscription renew automatically?', 'Plans renew each billing period'],
      ['can I withdraw my consent later?', 'withdraw at any time'],
      ['what should we send you before you begin?', '(content, access, feedback)'],
      ['how long does the otp stay valid', 'e-mail codes expire after ten minutes'],
      ['where can i complain if you misuse my details', 'Nigeria Data Protection Commission'],
      ['can i open the dashboard on my phone', 'sign-in needs a larger screen'],
    ];
    for (const [question, fact] of cases) expect((await ask(question)).message, question).toContain(fact);
  });
  it("reads a service by its card's own tag, a day to be ready by, a hire, and a story that asks the terms", async () => {
    const cases: [string, string][] = [
      ['do you offer help desk for our shop', 'Our Support service'],
      ['we need 50 flyers by saturday, doable?', 'Printing usually takes 3 to 7 days'],
      ['how long before a designer is hired', 'usually takes 2 to 4 weeks'],
      [
        'we are a small school and the records are still on paper, how much for a system and how long?',
        'A web app or platform usually costs ₦2,000,000 to ₦8,000,000 and takes 8 to 16 weeks',
      ],
      [
        'I paid for flyers, una print am, but I no like the colour. I fit collect my money back?',
        'delivered are not refundable',
      ],
      ['will your developers tell other people about my app idea?', 'confidential'],
      ['we took some pictures from instagram, can you use them on the website?', 'yours to use'],
    ];
    for (const [question, fact] of cases) expect((await ask(question)).message, question).toContain(fact);
    // A problem told with no question of the terms stays a problem.
    expect(
      (await ask('I paid for growth but my plan did not change. what do i do?')).supportRequest,
    ).not.toBeNull();
  });

  it("answers paying by a foreign card, one's own developer, work not offered, a yearly discount and a misspelt shop", async () => {
    // A dollar card: the prices are in naira and cards go through the payment provider, both of the terms' section 4.
    const card = (await ask('can i pay with my dollar card?')).message;
    expect(card).toContain('Prices are in naira');
    expect(card).toContain('payment provider');
    expect(card).toContain('/terms#section-4');
    // One's own developer in the workspace is a team member one invites.
    expect((await ask('can I bring my own developer into the workspace')).message).toContain(
      'team members you invite',
    );
    // Work we do not offer is answered with our services, not a terms paragraph sharing a word ("tax records").
    const tax = (await ask('can you file my tax returns')).message;
    expect(tax).toContain("I couldn't find that");
    expect(tax).toContain('We offer six services');
    expect(tax).not.toContain('tax law');
    // A yearly discount: none is stated, so none is made up; the plans' billing as the cards give it.
    const yearly = (await ask('is there a discount if i pay for a year upfront')).message;
    expect(yearly).toContain('they do not mention discount');
    expect(yearly).toContain('₦10,000 per month');
    expect(yearly).toContain('₦240 a year billed annually');
    expect(yearly).toContain("Let's Talk");
    // Misspelt product words are the products: an online shop with Paystack is Development's online shop.
    const shop = (await ask('ecommerse site wit paystak')).message;
    expect(shop).toContain('An online shop usually costs ₦1,200,000 to ₦4,000,000');
    expect(shop).toContain('Paystack');
  });

  it("reads the visitor's own people let into a project as the team members one invites, whatever the sentence", async () => {
    const cases = [
      'i get my own designer already, i fit add am to the project workspace?',
      'our in-house developer wants to follow the work too, can he get access to the project',
      'i already have one developer, can i bring him into the workspace with your team',
      'can my accountant see our invoices?',
    ];
    for (const question of cases) {
      const answer = (await ask(question)).message;
      expect(answer, question).toContain('team members you invite');
      // A trade named of one's own people asks for no service: no hire, no design.
      expect(answer, question).not.toMatch(/Recruitment|Design service|they do not mention house/);
    }
    // Someone invited, then a problem, is a problem told.
    expect(
      (await ask('i invited my staff to the workspace but the invite never reached him')).supportRequest,
    ).not.toBeNull();
  });

  it('answers paying people through us as a team payment, not a payroll service', async () => {
    for (const question of [
      "can you pay my freelancer's salary?",
      'can i pay my freelancers their salary through your platform',
      'do you run payroll for staff salaries like a payroll company',
      'can i pay my designer a bonus through you guys',
    ]) {
      const answer = await ask(question);
      expect(answer.message, question).toContain("Billing's Team Payments (/billing/team-payments)");
      expect(answer.message, question).toContain(
        'a Regular Payment, a Bonus Payment or an Installment Payment',
      );
      expect(answer.message, question).toContain(
        "Payroll is one of the Growth Plan's features (₦10,000 per month)",
      );
      expect(answer.message, question).toContain(
        'do not mention a payroll service for staff who are not on your projects',
      );
      expect(answer.message, question).not.toContain('payment provider');
      expect(answer.suggestSignin, question).toBe(true);
    }
    // Payroll asked as a feature is the Growth card's; paying for a seat per person is the plans'; a payment to
    // one's designer that went wrong is a problem.
    expect((await ask('payroll?')).message).toMatch(/^Growth Plan: ₦10,000 per month/);
    expect((await ask('do I pay for each person I invite?')).message).toMatch(/^Our plans, priced in naira/);
    expect(
      (await ask('i paid my designer but he says he never got the money')).supportRequest,
    ).not.toBeNull();
  });

  it("reads ways of paying, times compared, charges not made, a training subject, others' data and a handover by kind", async () => {
    // A card's brand is a card and a currency's code a currency: both paragraphs of the terms' section 4.
    for (const question of [
      'can I pay with a usd visa card?',
      'can i pay with my usd visa card from the states',
    ]) {
      const card = (await ask(question)).message;
      expect(card, question).toContain('Prices are in naira');
      expect(card, question).toContain('payment provider');
      expect(card, question).not.toContain('do not mention visa');
    }
    // A way of paying the texts never name is still not named, with how payments are processed nearest.
    const crypto = (await ask('do you accept usdt or bitcoin')).message;
    expect(crypto).toContain('they do not mention usdt and bitcoin');
    expect(crypto).toContain('payment provider');
    const cases: [string, string][] = [
      ['which one faster to finish, website or mobile app', '10 to 20 weeks'],
      [
        'how much to train 20 of our staff on figma for 2 days',
        'A training workshop usually costs ₦150,000 to ₦600,000',
      ],
      ['do una sell people data to advertisers', 'We do not sell personal data'],
      ['how do i get all my data deleted from your system', 'corrected or deleted'],
      [
        'after launch will the github repo be transferred to us or do you keep it',
        'rights in it pass to you',
      ],
    ];
    for (const [question, fact] of cases) expect((await ask(question)).message, question).toContain(fact);
    // A charge for what the visitor never did, and a mail never received, are problems told.
    for (const question of [
      'why am i being billed for seats i never added',
      'i never receive the verification email after signing up',
    ])
      expect((await ask(question)).supportRequest, question).not.toBeNull();
  });

  it('reads a plan named by its price as the case a terms question is asked of, and an account asked for someone else', async () => {
    const vat = (await ask('is vat included in the 10k or na extra')).message;
    expect(vat).toContain('VAT (7.5%) is added');
    expect((await ask('my son is 16, can he open an account for his small business')).message).toContain(
      'at least 18',
    );
    // One's own account is still asked to start.
    expect((await ask('i want to open an account')).suggestSignin).toBe(true);
  });

  it('answers a follow-up about "it" of what the message before named, and never on one common word', async () => {
    const history = (question: string): ChatTurn[] => [
      { role: 'user', content: question },
      { role: 'assistant', content: '' },
    ];
    expect(
      (await ask('and how many people can use it', history('tell me about the free starter plan'))).message,
    ).toContain('Free Starter: ₦0 per month (1 project, 1 seat included');
    expect(
      (await ask('and is it online or una go come our office', history('do you do staff training'))).message,
    ).toContain('on site or online');
    // "Work" is in a dozen passages: alone it found the ownership paragraph.
    const work = (await ask('so what is the weather like for work')).message;
    expect(work).toContain("I couldn't find that");
    expect(work).not.toContain('portfolio');
    // The site's own words for what a visitor says: a device is the browser's storage, holding on is keeping.
    expect((await ask('does your site store anything on my laptop')).message).toContain('local storage');
    expect(
      (await ask('after i close my account do you still hold on to my payment records')).message,
    ).toContain('six years');
    expect((await ask('im 17, am i allowed to sign up')).message).toContain('at least 18');
    expect((await ask('is there an email i can write to')).message).toContain("Let's Talk (/lets-talk)");
    expect((await ask('who else gets to see my project details')).message).toContain('talent assigned');
    expect((await ask('what does it cost to add one more person to my account')).message).toContain(
      '₦20 a month',
    );
    expect((await ask('what exactly is covered under your support service')).message).toContain(
      'Our Support service',
    );
  });

  it('reads greetings and thanks as typed, our size as something no text gives, and whose the work is as ownership', async () => {
    expect((await ask('hellooo')).message).toContain('Hello');
    expect((await ask('tanks o, u don try')).message).toContain("You're welcome");
    const size = (await ask('how many developers do you have')).message;
    expect(size).toContain("I couldn't find that");
    expect(size).toContain("Let's Talk");
    expect((await ask('after final payment, the logo na my own abi?')).message).toContain(
      'rights in it pass to you',
    );
    expect((await ask('i want to speak with your sales people')).message).toContain(
      "Let's Talk (/lets-talk)",
    );
    expect((await ask('how secure is my password with you')).message).toContain('hash');
    expect((await ask('would you ever pass my details to marketers')).message).toContain(
      'We do not sell personal data',
    );
    expect((await ask('where do i see what i owe the people on my project team')).message).toContain(
      'Team Payments',
    );
    // "You people" addresses us: no number of people moves a training's price.
    expect((await ask('what kind of training do you people offer')).message).toContain(
      'Our Training service',
    );
  });
});
