import { between, by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The thirtieth batch of new-project chats (issue #28), HELD OUT FROM THE START: written on 29 November 2026 by the
 * helper ("heldout") who wrote the twenty-third and has never tuned the engine, and committed before the engine ran
 * on it. Only the lead scores it; nobody tuning opens, prints or greps this file, and its misses are listed nowhere.
 *
 * Learned from the format only: `scoring.ts`, `evaluate.ts`, `intake-evaluation.ts`, the types and helpers at the
 * head of `intake-conversations.ts` and `intake-clients.ts`, the intake contract (`project-intake.ts`: the order of
 * questions, a topic heard early still asked as a confirmation) and the labelling conventions in docs/decisions.md.
 * No engine source was read, and no other batch.
 *
 * Strangers' first messages and answers as Nigerian clients type them: careful English, Nigerian English, pidgin,
 * text-speak and misspellings; fifteen whole projects in one message (one corrected in the next message, one
 * correcting itself), twenty-five over the questions in the chat's order (the thing made with design, development or
 * both said, or in one chat asked; goal, audience, the things made confirmed, narrowed or added to, features, budget,
 * timeline); corrections at the summary (budget, timeline, a thing made added with the type changed), a name given
 * at the end, skips and closing phrases.
 *
 * Labels are what a careful person files, by the conventions of the older sets: a name the client gave for the
 * project letter for letter; a business named in passing accepted alone or with the things made (a known town after
 * a name of three words or more either way); otherwise two to five plain titles. Things made keep the client's
 * wording, quantity included; a confirmation that narrows keeps the list's own wording. Pidgin goals and audiences are
 * filed in plain English; corrections win; a month counts 52/12 weeks rounded up ("1 month" 5 weeks, "two months" 9,
 * "3 months" 13, "4 months" 18); "about" or "around" an amount is that amount at both ends, "maximum" and "up to" an
 * upper end only. Dates are read as of `evaluationDate` (Monday 23 November 2026): "by friday" 2026-11-27, "end of
 * january" 2027-01-31, "end of february" 2027-02-28, "end of march" 2027-03-31, Christmas 2026-12-25, Valentine
 * 2027-02-14.
 */

export const thirtiethHeldOutConversations: IntakeConversation[] = [
  // Whole projects in one message.
  chat(
    'h30-one-laundry-ibadan',
    [
      'Good morning. I run a laundry and dry cleaning business in Ibadan called FreshFold Laundry. I need a website with pickup booking, price list and online payment. ' +
        'The goal is to get more customers from the estates around Bodija. Our customers are busy families and workers in Ibadan. ' +
        'Design and development. Budget 1.2m, we want it live by end of January.',
    ],
    ['FreshFold Laundry', 'FreshFold Laundry Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more customers from the estates around Bodija',
      audience: 'Busy families and workers in Ibadan',
      deliverables: ['website'],
      features: ['pickup booking', 'price list', 'online payment'],
      budget: exactly(m(1.2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    'h30-one-pidgin-provision-shop',
    [
      'Abeg I get provision shop for Aba and I wan mobile app. Na design and development. Wetin I want be say make customers fit order from house. ' +
        'Na the mamas and workers for my area go use am. Features: product list, cart, pay on delivery. Budget na 900k. Make e ready by Christmas.',
    ],
    ['Provision Shop App', 'Provision Shop Mobile App', 'Provision Store App', 'Provision Store Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Customers can order from home',
      audience: 'Mamas and workers in my area',
      deliverables: ['mobile app'],
      features: ['product list', 'cart', 'pay on delivery'],
      budget: exactly(900_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    'h30-one-church-website',
    [
      "Good evening, I'm Pastor Femi from Living Word Chapel Ilorin. We need a website with sermon audio, event calendar and online giving. " +
        'The aim is to reach members who cannot come on Sundays. It is for our members and new visitors. ' +
        'We need design and development. Our budget is between 600k and 800k and we need it in 6 weeks.',
    ],
    [
      'Living Word Chapel',
      'Living Word Chapel Ilorin',
      'Living Word Chapel Website',
      'Living Word Chapel Ilorin Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reach members who cannot come on Sundays',
      audience: 'Members and new visitors',
      deliverables: ['website'],
      features: ['sermon audio', 'event calendar', 'online giving'],
      budget: between(600_000, 800_000),
      timeline: weeks(6),
    },
  ),
  chat(
    'h30-one-gym-anniversary-print',
    [
      "Hello, I need 300 branded t-shirts and 200 flyers for my gym's anniversary, Iron Temple Gym in Port Harcourt. " +
        'Just design and printing, no website. The aim is to promote the anniversary and get new members. Budget is N450k. Need them by 12th December.',
    ],
    [
      'Iron Temple Gym',
      'Iron Temple Gym Anniversary',
      'Iron Temple Gym T-shirts and Flyers',
      'Iron Temple Gym Anniversary T-shirts and Flyers',
      'Gym Anniversary T-shirts and Flyers',
    ],
    'DESIGN',
    {
      goal: 'Promote the anniversary and get new members',
      deliverables: ['300 branded t-shirts', '200 flyers'],
      budget: exactly(450_000),
      timeline: by('2026-12-12'),
    },
  ),
  chat(
    'h30-one-textspeak-real-estate',
    [
      'hi pls i need a website 4 my real estate biz in lekki, both design n dev. goal: sell more properties. target is young professionals n diaspora buyers. ' +
        'features: property listings, inspection booking, whatsapp chat. budget 2m-2.5m. 8 wks',
    ],
    ['Real Estate Website', 'Real Estate Business Website', 'Lekki Real Estate Website', 'Property Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell more properties',
      audience: 'Young professionals and diaspora buyers',
      deliverables: ['website'],
      features: ['property listings', 'inspection booking', 'whatsapp chat'],
      budget: between(m(2), m(2.5)),
      timeline: weeks(8),
    },
  ),
  chat(
    'h30-one-logistics-corrected-next',
    [
      "We're a logistics startup in Kano, Arewa Express. We want a mobile app for riders and customers plus an admin dashboard, design and development. " +
        'Goal: faster same-day deliveries in Kano. Customers are small online sellers. Features are order booking, rider tracking and wallet. Budget 3m, timeline 3 months.',
      'sorry, budget na 3.5m, and we need it in 4 months not 3',
    ],
    ['Arewa Express', 'Arewa Express App', 'Arewa Express Mobile App and Admin Dashboard'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Faster same-day deliveries in Kano',
      audience: 'Small online sellers',
      deliverables: ['mobile app', 'admin dashboard'],
      features: ['order booking', 'rider tracking', 'wallet'],
      budget: exactly(m(3.5)),
      timeline: weeks(18),
    },
  ),
  chat(
    'h30-one-law-firm-development-only',
    [
      'Our website was designed already, we just need a developer to build it in WordPress. It is for my law firm, Adeyemi & Partners. ' +
        'The goal is to get corporate clients. Features: contact form and blog. Budget 700k. Deadline 18th December.',
    ],
    ['Adeyemi & Partners', 'Adeyemi & Partners Website'],
    'DEVELOPMENT',
    {
      goal: 'Get corporate clients',
      deliverables: ['website'],
      features: ['contact form', 'blog'],
      budget: exactly(700_000),
      timeline: by('2026-12-18'),
    },
  ),
  chat(
    'h30-one-school-portal',
    [
      'Good day. We are Bright Future Academy, a secondary school in Enugu. We need a school portal for results checking, fee payment and parent messages. ' +
        "Both design and development. The goal is to stop parents queuing at the bursary. It's for parents and students. " +
        'Budget is about 1.5 million naira. We want to launch it by 10th January.',
    ],
    ['Bright Future Academy', 'Bright Future Academy School Portal', 'Bright Future Academy Portal'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop parents queuing at the bursary',
      audience: 'Parents and students',
      deliverables: ['school portal'],
      features: ['results checking', 'fee payment', 'parent messages'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-10'),
    },
  ),
  chat(
    'h30-one-pidgin-shawarma-branding',
    [
      'My guy I need logo and brand colours for my shawarma spot for Surulere, na only design. Na young people be my customers. Budget 150k. I need am by friday.',
    ],
    [
      'Shawarma Spot Logo and Brand Colours',
      'Shawarma Logo and Brand Colours',
      'Shawarma Spot Branding',
      'Shawarma Spot Logo',
    ],
    'DESIGN',
    {
      audience: 'Young people',
      deliverables: ['logo', 'brand colours'],
      budget: exactly(150_000),
      timeline: by('2026-11-27'),
    },
  ),
  chat(
    'h30-one-fabric-store-self-correction',
    [
      'I need an e-commerce website for my fabric store in Kaduna, design and development, budget 1m, no sorry 1.3m, to sell to customers across the north, ' +
        'customers are women who sew and tailors, features: product gallery, cart, paystack, delivery fee calculator, in 2 months',
    ],
    [
      'Fabric Store E-commerce Website',
      'Fabric Store Website',
      'Fabric E-commerce Website',
      'Fabric Store Online Store',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell to customers across the north',
      audience: 'Women who sew and tailors',
      deliverables: ['e-commerce website'],
      features: ['product gallery', 'cart', 'paystack', 'delivery fee calculator'],
      budget: exactly(m(1.3)),
      timeline: weeks(9),
    },
  ),
  chat(
    'h30-one-uiux-savings-app',
    [
      'Need UI/UX design only for a savings app called Ajo Plus, no coding. Goal is to help people save daily. Users are market women and artisans. ' +
        'Budget N800k, 5 weeks.',
    ],
    ['Ajo Plus', 'Ajo Plus App'],
    'DESIGN',
    {
      goal: 'Help people save daily',
      audience: 'Market women and artisans',
      deliverables: ['UI/UX design'],
      budget: exactly(800_000),
      timeline: weeks(5),
    },
  ),
  chat(
    'h30-one-hotel-pidgin',
    [
      'Na me be manager for Palmview Hotel Asaba. We need new website with room booking and online payment, design and development. ' +
        'We wan make guests book direct instead of through agents. Our guests na business travellers and couples. Money wey we get na 1.8m. E suppose ready by end of February.',
    ],
    ['Palmview Hotel', 'Palmview Hotel Asaba', 'Palmview Hotel Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Guests book direct instead of through agents',
      audience: 'Business travellers and couples',
      deliverables: ['website'],
      features: ['room booking', 'online payment'],
      budget: exactly(m(1.8)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    'h30-one-ngo-website-logo',
    [
      "Hello, I'm with Hope for Widows Initiative, an NGO in Makurdi. We need a website to show our work and take donations, plus a logo refresh. " +
        'Both design and development. Our audience is donors in Nigeria and abroad. Features: donation page, project gallery, volunteer sign-up. ' +
        "Budget up to 1m. We'd like it ready in 10 weeks.",
    ],
    [
      'Hope for Widows Initiative',
      'Hope for Widows Initiative Website',
      'Hope for Widows Initiative Website and Logo Refresh',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Show our work and take donations',
      audience: 'Donors in Nigeria and abroad',
      deliverables: ['website', 'logo refresh'],
      features: ['donation page', 'project gallery', 'volunteer sign-up'],
      budget: between(null, m(1)),
      timeline: weeks(10),
    },
  ),
  chat(
    'h30-one-textspeak-dental-clinic',
    [
      'pls we need booking app for our dental clinic in Yaba, design+dev. goal: reduce waiting time. patients are students and office ppl around yaba. ' +
        'features: appointment booking, reminders by sms, payment. budget: 1m to 1.5m. timeline: by 31st jan',
    ],
    ['Dental Clinic Booking App', 'Dental Booking App', 'Dental Clinic App', 'Dental Appointment App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce waiting time',
      audience: 'Students and office people around Yaba',
      deliverables: ['booking app'],
      features: ['appointment booking', 'reminders by sms', 'payment'],
      budget: between(m(1), m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    'h30-one-yoruba-greeting-drink-labels',
    [
      "E kaaro o. I make zobo and tiger nut drinks in Ogbomoso, brand name Nature's Sip. I need bottle labels and a logo, design only. " +
        'Goal is to get into supermarkets. Budget 180k. I need it by 4th December.',
    ],
    ["Nature's Sip", "Nature's Sip Bottle Labels and Logo", "Nature's Sip Labels and Logo"],
    'DESIGN',
    {
      goal: 'Get into supermarkets',
      deliverables: ['bottle labels', 'logo'],
      budget: exactly(180_000),
      timeline: by('2026-12-04'),
    },
  ),

  // Over the questions, in the chat's order.
  chat(
    'h30-turns-pidgin-bakery',
    [
      'I get bakery for Ilorin, I wan website wey people fit take order cake. Both design and development.',
      'make I fit collect orders online and sell more',
      'na birthday celebrants and office workers',
      'na only the website',
      'cake gallery, custom order form, pay with card or transfer',
      '600k',
      '1 month',
    ],
    ['Bakery Website', 'Cake Ordering Website', 'Bakery Ordering Website', 'Cake Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Collect orders online and sell more',
      audience: 'Birthday celebrants and office workers',
      deliverables: ['website'],
      features: ['cake gallery', 'custom order form', 'pay with card or transfer'],
      budget: exactly(600_000),
      timeline: weeks(5),
    },
  ),
  chat(
    'h30-turns-salon-skips',
    [
      'Hello, I own a hair salon in Benin City and I want a booking app. Design and development please.',
      'So clients can book appointments without calling',
      'Women between 18 and 45 in Benin',
      'just the app',
      'booking, reminders, stylist profiles and reviews',
      'not sure yet',
      'skip',
    ],
    ['Hair Salon Booking App', 'Salon Booking App', 'Hair Salon App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Clients can book appointments without calling',
      audience: 'Women between 18 and 45 in Benin',
      deliverables: ['booking app'],
      features: ['booking', 'reminders', 'stylist profiles', 'reviews'],
    },
  ),
  chat(
    'h30-turns-farm-budget-corrected',
    [
      'We are Green Acres Farms in Oyo, poultry and fish. We need a website and an online store, design and build.',
      'to sell eggs and catfish directly to buyers',
      'restaurants, hotels and families in Ibadan',
      'yes website and online store',
      'product list, bulk order form, delivery scheduling',
      '1.5m',
      'in 8 weeks',
      'Actually make the budget 1.2m',
    ],
    ['Green Acres Farms', 'Green Acres Farms Website', 'Green Acres Farms Website and Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell eggs and catfish directly to buyers',
      audience: 'Restaurants, hotels and families in Ibadan',
      deliverables: ['website', 'online store'],
      features: ['product list', 'bulk order form', 'delivery scheduling'],
      budget: exactly(m(1.2)),
      timeline: weeks(8),
    },
  ),
  chat(
    'h30-turns-textspeak-hospital-portal',
    [
      'hi, we r a private hospital in owerri. need a patient portal, design and dev',
      'reduce queues and let patients see their results online',
      'our patients n their families',
      'patient portal only',
      'appointment booking, lab results, e-prescriptions, bill payment',
      'between 2m and 3m',
      'b4 end of march',
    ],
    ['Hospital Patient Portal', 'Private Hospital Patient Portal', 'Patient Portal'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce queues and let patients see their results online',
      audience: 'Patients and their families',
      deliverables: ['patient portal'],
      features: ['appointment booking', 'lab results', 'e-prescriptions', 'bill payment'],
      budget: between(m(2), m(3)),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    'h30-turns-estate-brochure-design',
    [
      'I need a brochure and social media designs for our new estate, Emerald Court Lekki. Only design, no website.',
      'to sell the remaining 40 plots',
      'diaspora Nigerians and young couples',
      'brochure, 10 instagram posts and a billboard design',
      'none',
      'N400k',
      'by 15th December',
    ],
    [
      'Emerald Court',
      'Emerald Court Lekki',
      'Emerald Court Brochure and Social Media Designs',
      'Emerald Court Lekki Brochure and Social Media Designs',
    ],
    'DESIGN',
    {
      goal: 'Sell the remaining 40 plots',
      audience: 'Diaspora Nigerians and young couples',
      deliverables: ['brochure', '10 instagram posts', 'billboard design'],
      budget: exactly(400_000),
      timeline: by('2026-12-15'),
    },
  ),
  chat(
    'h30-turns-pidgin-pos-agent',
    [
      'I be POS agent for Onitsha, I wan app wey go help me track my transactions and my agents. Design and development.',
      'make I sabi how much each agent make every day',
      'na me and my 6 agents go use am',
      'na only the app',
      'daily report, agent login, commission calculator',
      'my budget na 500k',
      'two months',
    ],
    ['POS Agent App', 'POS Transaction Tracking App', 'Transaction Tracking App', 'POS App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Know how much each agent makes every day',
      audience: 'Me and my 6 agents',
      deliverables: ['app'],
      features: ['daily report', 'agent login', 'commission calculator'],
      budget: exactly(500_000),
      timeline: weeks(9),
    },
  ),
  chat(
    'h30-turns-mechanic-closes-early',
    [
      'Good afternoon, I run a mechanic workshop in Warri and I want a simple website, design and development.',
      'so people can find us on google and call us',
      'car owners in Warri and Effurun',
      "that's all for now",
    ],
    ['Mechanic Workshop Website', 'Mechanic Website', 'Auto Mechanic Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'People can find us on google and call us',
      audience: 'Car owners in Warri and Effurun',
      deliverables: ['website'],
    },
  ),
  chat(
    'h30-turns-fashion-logo-taken-back',
    [
      'I am a fashion designer in Abuja, Amaka Couture. I want a website and a logo, both design and development.',
      'to showcase my designs and get orders from outside Abuja',
      'working class women 25 to 45',
      'remove the logo, I already have one. just the website',
      'lookbook, measurement form, whatsapp order button',
      '700k to 900k',
      'by valentine',
    ],
    ['Amaka Couture', 'Amaka Couture Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Showcase my designs and get orders from outside Abuja',
      audience: 'Working class women 25 to 45',
      deliverables: ['website'],
      features: ['lookbook', 'measurement form', 'whatsapp order button'],
      budget: between(700_000, 900_000),
      timeline: by('2027-02-14'),
    },
  ),
  chat(
    'h30-turns-cooperative-dashboard-added',
    [
      'We are a cooperative society of teachers in Osogbo. We need a web app for savings and loans, design and development.',
      'to stop using paper ledgers and let members check their balance',
      'teachers who are members',
      'web app and an admin dashboard',
      'savings records, loan requests, monthly statements',
      '1.2m maximum',
      '10 weeks',
    ],
    [
      'Cooperative Savings and Loans Web App',
      'Savings and Loans Web App',
      'Cooperative Web App',
      'Teachers Cooperative Web App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop using paper ledgers and let members check their balance',
      audience: 'Teachers who are members',
      deliverables: ['web app', 'admin dashboard'],
      features: ['savings records', 'loan requests', 'monthly statements'],
      budget: between(null, m(1.2)),
      timeline: weeks(10),
    },
  ),
  chat(
    'h30-turns-wedding-planner-branding',
    [
      'Hi! I plan weddings in Lagos and I need a full brand identity: logo, business cards and a brand guide. Only design.',
      'to look more premium and attract bigger clients',
      'couples planning their wedding',
      'yes those three',
      'no features, its just branding',
      '350k',
      'in 3 weeks',
    ],
    [
      'Wedding Planner Brand Identity',
      'Wedding Planning Brand Identity',
      'Wedding Planner Branding',
      'Wedding Brand Identity',
    ],
    'DESIGN',
    {
      goal: 'Look more premium and attract bigger clients',
      audience: 'Couples planning their wedding',
      deliverables: ['logo', 'business cards', 'brand guide'],
      budget: exactly(350_000),
      timeline: weeks(3),
    },
  ),
  chat(
    'h30-turns-pidgin-gym-budget-later',
    [
      'Abeg I need app for my gym for Kaduna, design and development.',
      'make members fit pay subscription and book classes for phone',
      'young people wey like fitness',
      'na the app and admin dashboard',
      'subscription payment, class booking, workout plans',
      'we go discuss money later',
      'before end of january',
    ],
    ['Gym App', 'Gym Mobile App', 'Gym App and Admin Dashboard', 'Fitness App', 'Gym Membership App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Members can pay subscription and book classes on phone',
      audience: 'Young people who like fitness',
      deliverables: ['app', 'admin dashboard'],
      features: ['subscription payment', 'class booking', 'workout plans'],
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    'h30-turns-ride-hailing-api',
    [
      'We have an existing mobile app for ride hailing in Port Harcourt. We need a backend developer to build the API and payment integration. Development only, design is done.',
      'to launch the app to the public',
      'commuters in Port Harcourt',
      'API and payment integration',
      'fare calculation, driver matching, card payments',
      '2.5 million',
      '12 weeks',
    ],
    [
      'Ride Hailing App API',
      'Ride Hailing API',
      'Ride Hailing App Backend',
      'Ride Hailing API and Payment Integration',
    ],
    'DEVELOPMENT',
    {
      goal: 'Launch the app to the public',
      audience: 'Commuters in Port Harcourt',
      deliverables: ['API', 'payment integration'],
      features: ['fare calculation', 'driver matching', 'card payments'],
      budget: exactly(m(2.5)),
      timeline: weeks(12),
    },
  ),
  chat(
    'h30-turns-school-name-at-the-end',
    [
      'We run a nursery and primary school in Ikeja. We need a website, design and development.',
      'to get more parents to enrol their children',
      'parents in Ikeja and Ogba',
      'website only',
      'admission form, gallery, news, fees page',
      'around 800k',
      '6 weeks',
      'Please name the project Little Stars School Website',
    ],
    'Little Stars School Website',
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more parents to enrol their children',
      audience: 'Parents in Ikeja and Ogba',
      deliverables: ['website'],
      features: ['admission form', 'gallery', 'news', 'fees page'],
      budget: exactly(800_000),
      timeline: weeks(6),
    },
  ),
  chat(
    'h30-turns-loan-app-timeline-corrected',
    [
      'i want to build a loan app for salary earners, design n development',
      'give quick small loans',
      'salary earners in lagos and abuja',
      'mobile app and admin dashboard',
      'bvn verification, loan calculator, repayment reminders',
      '5m',
      'in 4 months',
      'sorry timeline na 3 months',
    ],
    ['Loan App', 'Salary Loan App', 'Loan App for Salary Earners', 'Loan Mobile App and Admin Dashboard'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Give quick small loans',
      audience: 'Salary earners in Lagos and Abuja',
      deliverables: ['mobile app', 'admin dashboard'],
      features: ['bvn verification', 'loan calculator', 'repayment reminders'],
      budget: exactly(m(5)),
      timeline: weeks(13),
    },
  ),
  chat(
    'h30-turns-travel-agency-logo-added',
    [
      'Good evening. I run Skyway Travels in Abuja and I need a website where people can book flights and visa services. Design and development.',
      'to get more bookings online',
      'families and business people travelling abroad',
      'website and a logo refresh too',
      'flight search, visa application form, payment',
      'between 1m and 2m',
      'by end of January',
    ],
    ['Skyway Travels', 'Skyway Travels Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more bookings online',
      audience: 'Families and business people travelling abroad',
      deliverables: ['website', 'logo refresh'],
      features: ['flight search', 'visa application form', 'payment'],
      budget: between(m(1), m(2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    'h30-turns-supermarket-skips-everything',
    [
      'need an online store for my supermarket in Jos, design and dev',
      'skip',
      'skip',
      'online store',
      'not sure',
      'no idea',
      'no rush',
    ],
    ['Supermarket Online Store', 'Online Store for Supermarket', 'Supermarket Store'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['online store'] },
  ),
  chat(
    'h30-turns-parish-harvest-print',
    [
      'Our parish needs flyers and banners for our harvest thanksgiving, St. Theresa Catholic Church Nsukka. Only design.',
      'to invite the community to the harvest',
      'parishioners and the community',
      'flyers, 2 banners and a programme booklet',
      'nothing',
      '120k',
      'by 6th december',
    ],
    [
      'St. Theresa Catholic Church',
      'St. Theresa Catholic Church Nsukka',
      'St. Theresa Catholic Church Harvest Thanksgiving',
      'Harvest Thanksgiving Flyers and Banners',
    ],
    'DESIGN',
    {
      goal: 'Invite the community to the harvest',
      audience: 'Parishioners and the community',
      deliverables: ['flyers', '2 banners', 'programme booklet'],
      budget: exactly(120_000),
      timeline: by('2026-12-06'),
    },
  ),
  chat(
    'h30-turns-pidgin-musician',
    [
      'I be musician, I wan website for my music and merch. Both design and development.',
      'make fans fit buy my songs and merch direct',
      'my fans for Nigeria and Ghana',
      'website',
      'music player, merch store, tour dates',
      '1m',
      'by 1st march',
    ],
    ['Musician Website', 'Music and Merch Website', 'Artist Website', 'Music Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Fans can buy my songs and merch directly',
      audience: 'Fans in Nigeria and Ghana',
      deliverables: ['website'],
      features: ['music player', 'merch store', 'tour dates'],
      budget: exactly(m(1)),
      timeline: by('2027-03-01'),
    },
  ),
  chat(
    'h30-turns-hr-consultancy-type-asked',
    [
      'I need a website for my HR consultancy in Lagos',
      'both please',
      'to get corporate clients for recruitment and training',
      'HR managers and business owners',
      'just the website',
      'services page, consultation booking, blog',
      '650k',
      '5 weeks',
    ],
    ['HR Consultancy Website', 'Consultancy Website', 'HR Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get corporate clients for recruitment and training',
      audience: 'HR managers and business owners',
      deliverables: ['website'],
      features: ['services page', 'consultation booking', 'blog'],
      budget: exactly(650_000),
      timeline: weeks(5),
    },
  ),
  chat(
    'h30-turns-dispatch-dashboard-designs-done',
    [
      'We already have designs from our designer. We need developers to build a web dashboard for our dispatch business in Ibadan.',
      'track riders and deliveries in one place',
      'our dispatch managers',
      'dashboard only',
      'live map, rider list, delivery history, reports',
      'N1.5m',
      'by 20th January',
    ],
    ['Dispatch Dashboard', 'Dispatch Web Dashboard', 'Dispatch Business Dashboard', 'Delivery Dashboard'],
    'DEVELOPMENT',
    {
      goal: 'Track riders and deliveries in one place',
      audience: 'Dispatch managers',
      deliverables: ['web dashboard'],
      features: ['live map', 'rider list', 'delivery history', 'reports'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-20'),
    },
  ),
  chat(
    'h30-turns-designer-hire',
    [
      'We need a graphic designer for 3 months to handle our social media designs. Design only.',
      'keep our instagram consistent and professional',
      'our followers, mostly young Nigerians',
      'social media designs',
      'none',
      'total budget 750k',
      '3 months',
    ],
    [
      'Social Media Designs',
      'Social Media Design',
      'Graphic Designer for Social Media',
      'Graphic Designer Hire',
    ],
    'DESIGN',
    {
      goal: 'Keep our instagram consistent and professional',
      audience: 'Followers, mostly young Nigerians',
      deliverables: ['social media designs'],
      budget: exactly(750_000),
      timeline: weeks(13),
    },
  ),
  chat(
    'h30-turns-car-hire-website-added',
    [
      'I run a car hire business in Abuja, Royal Rides. I want a logo and flyers, only design for now.',
      'to look professional and get corporate clients',
      'companies and event planners',
      'logo and flyers',
      'none',
      '200k',
      'in 2 weeks',
      'wait, add a website too, so make it design and development',
    ],
    [
      'Royal Rides',
      'Royal Rides Logo and Flyers',
      'Royal Rides Website',
      'Royal Rides Logo Flyers and Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Look professional and get corporate clients',
      audience: 'Companies and event planners',
      deliverables: ['logo', 'flyers', 'website'],
      budget: exactly(200_000),
      timeline: weeks(2),
    },
  ),
  chat(
    'h30-turns-estate-association-app',
    [
      'Our estate association in Gwarinpa needs an app for residents to pay dues and report issues. Design and development.',
      'to collect dues on time and fix issues faster',
      'residents and landlords in the estate',
      'app and admin dashboard',
      'dues payment, issue reporting, visitor codes',
      'between 1.5m and 2m',
      'end of february',
    ],
    ['Estate Association App', 'Estate App', 'Residents App', 'Estate Dues App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Collect dues on time and fix issues faster',
      audience: 'Residents and landlords in the estate',
      deliverables: ['app', 'admin dashboard'],
      features: ['dues payment', 'issue reporting', 'visitor codes'],
      budget: between(m(1.5), m(2)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    'h30-turns-photographer-closes-at-timeline',
    [
      'Hello I am a photographer in Calabar, I need a portfolio website. Design and development.',
      'to get more wedding and event bookings',
      'couples and event planners in Calabar',
      'portfolio website',
      'gallery, booking form, price list',
      '400k',
      "that's all",
    ],
    ['Photography Portfolio Website', 'Photographer Portfolio Website', 'Portfolio Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more wedding and event bookings',
      audience: 'Couples and event planners in Calabar',
      deliverables: ['portfolio website'],
      features: ['gallery', 'booking form', 'price list'],
      budget: exactly(400_000),
    },
  ),
  chat(
    'h30-turns-pidgin-buka',
    [
      'Abeg I need website for my buka for Yaba, make people fit order food online. Na both design and development.',
      'make I sell more',
      'office workers and students for Yaba',
      'na only the website',
      'menu, cart, pay on delivery, delivery tracking',
      'about 450k',
      'two weeks abeg',
    ],
    ['Buka Website', 'Food Ordering Website', 'Restaurant Website', 'Buka Food Ordering Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell more',
      audience: 'Office workers and students in Yaba',
      deliverables: ['website'],
      features: ['menu', 'cart', 'pay on delivery', 'delivery tracking'],
      budget: exactly(450_000),
      timeline: weeks(2),
    },
  ),
];
