import { between, by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-second batch of new-project chats (issue #28, lists), written on 29 November 2026 before the engine was
 * run on it, weighted to the facts rather than the name: one-message descriptions that carry the goal, the audience,
 * several things made, what they do, the budget and the deadline at once; dates said every way (Nigerian holidays and
 * seasons: "before sallah", "before big sallah", "before ramadan", "before september resumption", "by end of
 * harmattan"; "in 2 weeks", "by the 5th of next month", "first week of January", ordinal dates, "end of feb"); amounts
 * every way ("1,5m" with a decimal comma, "one point five million", "500k-700k", "N2,000,000", "2m naira max", "between
 * 1 and 2 million", "half a million", "1m upwards", "NGN 4.5m"); corrections said mid-chat; goods the business sells
 * beside what the product does; work asked on something another company built; a relative clause that says what a
 * thing made is for beside a second thing made; closing phrases at every optional question. The messages after the
 * first answer the questions a chat that files everything said would ask next: the type when it is not said, the
 * goal, the audience, the things made (confirmed when heard), the features, the budget and the timeline. Dates are
 * read as of `evaluationDate` (Monday 23 November 2026). Where a date needs a convention, the one used is recorded in
 * docs/decisions.md ("A twenty-second intake batch"): school resumption in a month is due by that month's first day;
 * sallah is the next Eid al-Fitr (Small Sallah, 9 March 2027 by the Umm al-Qura calendar), big sallah (Ileya) the next
 * Eid al-Adha (16 May 2027), ramadan its first day (8 February 2027); the end of harmattan is the end of February; a
 * week of a month ends on its seventh, fourteenth… day.
 */

export const twentySecondBatchConversations: IntakeConversation[] = [
  // Whole projects in one message.
  chat(
    't22-one-school-portal-resumption',
    [
      'We run a secondary school in Ibadan. We need a school portal and a mobile app so parents can pay fees and check results without coming to school. ' +
        'It is for parents and teachers. Features: fee payment, result checking, attendance, newsletters. ' +
        'Design and development. Budget is between 1 and 2 million and it must be ready before september resumption.',
    ],
    ['School Portal and Mobile App', 'School Portal and App', 'Secondary School Portal and Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let parents pay fees and check results without coming to school',
      audience: 'Parents and teachers',
      deliverables: ['school portal', 'mobile app'],
      features: ['fee payment', 'result checking', 'attendance', 'newsletters'],
      budget: between(m(1), m(2)),
      timeline: by('2027-09-01'),
    },
  ),
  chat(
    't22-one-ngo-offline-app-dashboard',
    [
      'We are an NGO supporting widows in Benue. We need an app our volunteers can use offline to register beneficiaries, and a dashboard for the head office. ' +
        'The goal is to stop losing paper records. It is for our volunteers and office staff. Both design and development, 2m naira max, by end of harmattan.',
    ],
    [
      'NGO App and Dashboard',
      'Widows Support App and Dashboard',
      'Beneficiary Registration App and Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop losing paper records',
      audience: 'Our volunteers and office staff',
      deliverables: ['app', 'dashboard'],
      features: ['register beneficiaries offline'],
      budget: between(null, m(2)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    't22-one-bakery-point-five',
    [
      'I own a bakery in Enugu, we sell cakes, small chops and bread. I want an online store and a logo refresh to take orders online instead of WhatsApp. ' +
        'Our customers are busy mums and office workers in Enugu. It should have a cake builder, delivery booking and paystack payment. ' +
        'Design and build, budget one point five million naira, ready before christmas.',
    ],
    ['Bakery Online Store and Logo Refresh', 'Bakery Online Store', 'Bakery Online Store and Logo'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Take orders online instead of WhatsApp',
      audience: 'Busy mums and office workers in Enugu',
      deliverables: ['online store', 'logo refresh'],
      features: ['cake builder', 'delivery booking', 'paystack payment'],
      budget: exactly(m(1.5)),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't22-one-shoes-bags-belts-range',
    [
      'we sell shoes, bags and belts in Aba. i need an ecommerce website and instagram templates so we can sell outside Aba. ' +
        'our customers are young men and women across Nigeria. the site should have product catalogue, size guide, pay on delivery. ' +
        'design and development. 500k-700k. in 6 weeks',
    ],
    [
      'Ecommerce Website and Instagram Templates',
      'Shoes, Bags and Belts Ecommerce Website',
      'Shoe and Bag Ecommerce Website and Instagram Templates',
      'Shoe Store Ecommerce Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell outside Aba',
      audience: 'Young men and women across Nigeria',
      deliverables: ['ecommerce website', 'instagram templates'],
      features: ['product catalogue', 'size guide', 'pay on delivery'],
      budget: between(500_000, 700_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't22-one-pidgin-fish-sallah',
    [
      'abeg I wan make una build app wey my customers go take order frozen fish for Kano, plus website. I wan make my market reach more people. ' +
        'Na restaurants and mama put sellers be my customers. Make e get order tracking, wallet and delivery. Both design and development. ' +
        'My budget na N2,000,000. I want am before sallah.',
    ],
    ['Frozen Fish Ordering App and Website', 'Frozen Fish App and Website', 'Fish Ordering App and Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make my market reach more people',
      audience: 'Restaurants and mama put sellers',
      deliverables: ['app', 'website'],
      features: ['order frozen fish', 'order tracking', 'wallet', 'delivery'],
      budget: exactly(m(2)),
      timeline: by('2027-03-09'),
    },
  ),
  chat(
    't22-one-church-fifteenth-january',
    [
      'Our church wants a mobile app and a website to help members give and follow sermons from anywhere. It is for our members and first timers. ' +
        'Features: online giving, sermon audio, events calendar, prayer requests. Design and development. ' +
        'We have between 1 and 2 million naira. Deadline is the 15th of January.',
    ],
    ['Church Mobile App and Website', 'Church App and Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Help members give and follow sermons from anywhere',
      audience: 'Our members and first timers',
      deliverables: ['mobile app', 'website'],
      features: ['online giving', 'sermon audio', 'events calendar', 'prayer requests'],
      budget: between(m(1), m(2)),
      timeline: by('2027-01-15'),
    },
  ),
  chat(
    't22-one-clinic-labelled-n-figures',
    [
      "We're a clinic in Lekki. We need a booking website and an admin dashboard to cut waiting time at reception. " +
        'It is for our patients, mostly working professionals. It should do appointment booking, SMS reminders and doctor schedules. ' +
        'Design and development. Budget: N2,500,000. Timeline: within 8 weeks.',
    ],
    [
      'Clinic Booking Website and Admin Dashboard',
      'Clinic Booking Website',
      'Clinic Website and Admin Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Cut waiting time at reception',
      audience: 'Our patients, mostly working professionals',
      deliverables: ['booking website', 'admin dashboard'],
      features: ['appointment booking', 'SMS reminders', 'doctor schedules'],
      budget: exactly(m(2.5)),
      timeline: weeks(8),
    },
  ),
  chat(
    't22-one-teach-coding-certificates',
    [
      'I teach coding to secondary school students in Ibadan on weekends. I need a website and printed certificates for my students, to get more parents to enrol their children. ' +
        'It is for parents of secondary school students. The site needs class schedule, online registration and payment. ' +
        'Design and development, budget around 600k, by 20th December.',
    ],
    [
      'Coding Class Website and Certificates',
      'Coding Training Website and Certificates',
      'Coding School Website and Certificates',
      'Coding Classes Website and Certificates',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more parents to enrol their children',
      audience: 'Parents of secondary school students',
      deliverables: ['website', 'certificates'],
      features: ['class schedule', 'online registration', 'payment'],
      budget: exactly(600_000),
      timeline: by('2026-12-20'),
    },
  ),
  chat(
    't22-one-fix-checkout-another-company',
    [
      'Another company built our online store last year. We need you to fix the checkout and add a loyalty program so customers stop abandoning their carts. ' +
        'Our customers are women who buy skincare. Development only. Budget 800k, done in 3 weeks.',
    ],
    [
      'Online Store Checkout Fix',
      'Online Store Checkout Fix and Loyalty Program',
      'Checkout Fix and Loyalty Program',
    ],
    'DEVELOPMENT',
    {
      goal: 'Customers stop abandoning their carts',
      audience: 'Women who buy skincare',
      deliverables: ['checkout fix'],
      features: ['loyalty program'],
      budget: exactly(800_000),
      timeline: weeks(3),
    },
  ),
  chat(
    't22-one-barber-price-list-board',
    [
      'I run a barbershop in Surulere. I need a logo, a price list board and 2 shop signboards to look more premium. ' +
        'My customers are young professionals in Surulere. Design only. Between 150k and 250k. By the 5th of next month.',
      'thats all',
      'none',
    ],
    [
      'Barbershop Logo, Price List Board and Signboards',
      'Barbershop Branding',
      'Barbershop Logo and Signboards',
      'Barbershop Signage',
    ],
    'DESIGN',
    {
      goal: 'Look more premium',
      audience: 'Young professionals in Surulere',
      deliverables: ['logo', 'price list board', '2 shop signboards'],
      budget: between(150_000, 250_000),
      timeline: by('2026-12-05'),
    },
  ),
  chat(
    't22-one-conference-second-week',
    [
      'We are organising a tech conference in Abuja in March. We need a landing page, event branding and 20 roll-up banners, to sell 500 tickets. ' +
        'It is for young techies and founders across Nigeria. The landing page should have ticket sales, speaker list and schedule. ' +
        'Both. Budget is 3m upwards. It must be ready by the 2nd week of February.',
    ],
    [
      'Tech Conference Landing Page and Branding',
      'Tech Conference Branding',
      'Tech Conference Landing Page, Branding and Banners',
      'Conference Landing Page and Branding',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell 500 tickets',
      audience: 'Young techies and founders across Nigeria',
      deliverables: ['landing page', 'event branding', '20 roll-up banners'],
      features: ['ticket sales', 'speaker list', 'schedule'],
      budget: between(m(3), null),
      timeline: by('2027-02-14'),
    },
  ),
  chat(
    't22-one-real-estate-ngn',
    [
      'My real estate firm needs a property listing website and a WhatsApp chatbot to get more enquiries. ' +
        'It is for Nigerians abroad who want to buy land in Lagos. Features: property search, virtual tours, enquiry form. ' +
        'Both design and development. My budget is NGN 4.5m. We want to launch by end of January.',
    ],
    [
      'Real Estate Property Listing Website and WhatsApp Chatbot',
      'Property Listing Website and WhatsApp Chatbot',
      'Real Estate Website and Chatbot',
      'Real Estate Firm Website and WhatsApp Chatbot',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more enquiries',
      audience: 'Nigerians abroad who want to buy land in Lagos',
      deliverables: ['property listing website', 'WhatsApp chatbot'],
      features: ['property search', 'virtual tours', 'enquiry form'],
      budget: exactly(m(4.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't22-one-pharmacy-decimal-comma',
    [
      'I have 3 pharmacies in Port Harcourt and I want an inventory system and a simple website so we stop running out of drugs. ' +
        'The system is for my pharmacists and store keepers. It needs stock alerts, sales records and expiry tracking. ' +
        'Development only, budget 1,5m, in 10 weeks.',
    ],
    ['Pharmacy Inventory System and Website', 'Pharmacy Inventory System'],
    'DEVELOPMENT',
    {
      goal: 'Stop running out of drugs',
      audience: 'My pharmacists and store keepers',
      deliverables: ['inventory system', 'website'],
      features: ['stock alerts', 'sales records', 'expiry tracking'],
      budget: exactly(m(1.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't22-one-fashion-we-sell-ankara',
    [
      'We sell ankara fabrics, aso oke and lace from our shop in Balogun market. We need a website, a logo and price tags to look more professional to big buyers. ' +
        'Our buyers are tailors and boutique owners across West Africa. The website should have a catalogue, bulk order form and whatsapp chat. ' +
        'Design and development. Half a million naira. By the first week of January.',
    ],
    [
      'Fabric Shop Website, Logo and Price Tags',
      'Fabric Website and Logo',
      'Fabric Shop Website and Logo',
      'Fabric Store Website and Branding',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Look more professional to big buyers',
      audience: 'Tailors and boutique owners across West Africa',
      deliverables: ['website', 'logo', 'price tags'],
      features: ['catalogue', 'bulk order form', 'whatsapp chat'],
      budget: exactly(500_000),
      timeline: by('2027-01-07'),
    },
  ),
  chat(
    't22-one-logistics-three-months',
    [
      'We run a logistics company in Kaduna. We need a rider app and an admin dashboard so customers can track their parcels. ' +
        'It is for our riders and the customers who send parcels. It should have live tracking, proof of delivery and rider payouts. ' +
        'Design and development. The budget is between 3 and 4 million naira. We want to launch in 3 months.',
    ],
    [
      'Logistics Rider App and Admin Dashboard',
      'Rider App and Admin Dashboard',
      'Logistics App and Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      // As "so people can order food" files "People can order food" (intake-reproductions.test.ts); labelled "Let
      // customers…" when written, put right after the untouched score (docs/decisions.md, "A twenty-second intake batch").
      goal: 'Customers can track their parcels',
      audience: 'Our riders and the customers who send parcels',
      deliverables: ['rider app', 'admin dashboard'],
      features: ['live tracking', 'proof of delivery', 'rider payouts'],
      budget: between(m(3), m(4)),
      timeline: weeks(13),
    },
  ),

  // Dates said every way, at the timeline question.
  chat(
    't22-date-big-sallah',
    [
      'We sell rams and cows in Kano, I need flyers and whatsapp status designs',
      'sell more animals before the festival',
      'families in Kano and Kaduna',
      'nope',
      'none',
      '80k',
      'before big sallah',
    ],
    ['Livestock Flyers and WhatsApp Status Designs', 'Rams and Cows Flyers and WhatsApp Status Designs'],
    'DESIGN',
    {
      goal: 'Sell more animals before the festival',
      audience: 'Families in Kano and Kaduna',
      deliverables: ['flyers', 'whatsapp status designs'],
      budget: exactly(80_000),
      timeline: by('2027-05-16'),
    },
  ),
  chat(
    't22-date-before-ramadan',
    [
      'I need a website for my islamic school in Zaria',
      'both',
      'let parents register their children online',
      'muslim parents in Zaria',
      'that is all',
      'online registration, fee payment, gallery',
      '900k',
      'before ramadan',
    ],
    ['Islamic School Website', 'School Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let parents register their children online',
      audience: 'Muslim parents in Zaria',
      deliverables: ['website'],
      features: ['online registration', 'fee payment', 'gallery'],
      budget: exactly(900_000),
      timeline: by('2027-02-08'),
    },
  ),
  chat(
    't22-date-end-of-feb',
    [
      'i need an app for my gym in Yaba',
      'both',
      'get members to renew online',
      'gym members in Yaba',
      'no that is it',
      'membership renewal, class booking, workout plans',
      '2.2m',
      'end of feb',
    ],
    ['Gym App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get members to renew online',
      audience: 'Gym members in Yaba',
      deliverables: ['app'],
      features: ['membership renewal', 'class booking', 'workout plans'],
      budget: exactly(m(2.2)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    't22-date-in-two-weeks',
    [
      'I need a menu and flyers for my restaurant in Ikeja',
      'tell people about our new menu',
      'office workers around Ikeja',
      'nothing else',
      'no',
      '120k',
      'in 2 weeks',
    ],
    ['Restaurant Menu and Flyers', 'Menu and Flyers for Restaurant'],
    'DESIGN',
    {
      goal: 'Tell people about our new menu',
      audience: 'Office workers around Ikeja',
      deliverables: ['menu', 'flyers'],
      budget: exactly(120_000),
      timeline: weeks(2),
    },
  ),
  chat(
    't22-date-ordinal-on-or-before',
    [
      'We need a company profile and a pitch deck for our construction company',
      'win bigger contracts',
      'government agencies and oil companies',
      'thats all',
      'none',
      '350,000 naira',
      'on or before the 31st of January',
    ],
    [
      'Construction Company Profile and Pitch Deck',
      'Company Profile and Pitch Deck for Construction Company',
      'Construction Company Profile and Pitch Deck',
    ],
    'DESIGN',
    {
      goal: 'Win bigger contracts',
      audience: 'Government agencies and oil companies',
      deliverables: ['company profile', 'pitch deck'],
      budget: exactly(350_000),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't22-date-month-day-latest',
    [
      'I want a website for my event centre in Wuse 2',
      'both',
      'get more bookings for weddings and parties',
      'couples and event planners in Abuja',
      'no',
      'hall gallery, availability calendar, booking request form',
      'not more than 900k',
      'January 15th latest',
    ],
    ['Event Centre Website', 'Event Center Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more bookings for weddings and parties',
      audience: 'Couples and event planners in Abuja',
      deliverables: ['website'],
      features: ['hall gallery', 'availability calendar', 'booking request form'],
      budget: between(null, 900_000),
      timeline: by('2027-01-15'),
    },
  ),
  chat(
    't22-date-after-nysc-story',
    [
      'I just finished NYSC and started a small juice business. I need a logo and bottle labels',
      'look fresh and healthy',
      'young people and gym goers in Abuja',
      'no',
      'none',
      '150k',
      '3 weeks',
    ],
    ['Juice Business Logo and Bottle Labels', 'Juice Logo and Bottle Labels', 'Juice Brand Logo and Labels'],
    'DESIGN',
    {
      goal: 'Look fresh and healthy',
      audience: 'Young people and gym goers in Abuja',
      deliverables: ['logo', 'bottle labels'],
      budget: exactly(150_000),
      timeline: weeks(3),
    },
  ),
  chat(
    't22-date-before-valentine',
    [
      'I sell perfumes and gift boxes online, I need an online store',
      'both',
      'sell gift boxes for valentine',
      'young men buying gifts for their partners',
      'no',
      'gift box builder, gift message, same day delivery',
      '1.2m',
      'before valentine',
    ],
    ['Perfume Online Store', 'Perfume and Gift Box Online Store', 'Gift Box Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell gift boxes for valentine',
      audience: 'Young men buying gifts for their partners',
      deliverables: ['online store'],
      features: ['gift box builder', 'gift message', 'same day delivery'],
      budget: exactly(m(1.2)),
      timeline: by('2027-02-14'),
    },
  ),
  chat(
    't22-date-a-month-time',
    [
      'We want a landing page for our new savings app',
      'both',
      'get 1000 people on the waitlist',
      'young salary earners',
      'that will be all',
      'waitlist form, referral code',
      '300k',
      "in a month's time",
    ],
    ['Savings App Landing Page'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get 1000 people on the waitlist',
      audience: 'Young salary earners',
      deliverables: ['landing page'],
      features: ['waitlist form', 'referral code'],
      budget: exactly(300_000),
      timeline: weeks(5),
    },
  ),

  chat(
    't22-date-school-resumes-september',
    [
      'We need a logo, a crest and uniform badges for our new nursery and primary school in Asaba',
      'look trustworthy to parents',
      'young parents in Asaba',
      'thats all',
      'none',
      '250k',
      'before school resumes in september',
    ],
    [
      'Nursery and Primary School Logo, Crest and Uniform Badges',
      'School Logo, Crest and Uniform Badges',
      'School Branding',
      'Nursery and Primary School Branding',
    ],
    'DESIGN',
    {
      goal: 'Look trustworthy to parents',
      audience: 'Young parents in Asaba',
      deliverables: ['logo', 'crest', 'uniform badges'],
      budget: exactly(250_000),
      timeline: by('2027-09-01'),
    },
  ),

  // Amounts said every way, at the budget question.
  chat(
    't22-amount-one-point-five-words',
    [
      'I need a mobile app for my laundry business in Lekki',
      'both',
      'let customers book pickup from home',
      'busy professionals in Lekki',
      'no be anything again',
      'pickup booking, price list, payment',
      'one point five million',
      '10 weeks',
    ],
    ['Laundry Business Mobile App', 'Laundry Mobile App', 'Mobile App for Laundry Business'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let customers book pickup from home',
      audience: 'Busy professionals in Lekki',
      deliverables: ['mobile app'],
      features: ['pickup booking', 'price list', 'payment'],
      budget: exactly(m(1.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't22-amount-max-after',
    [
      'I need a website for my law firm in Victoria Island',
      'both',
      'look credible to corporate clients',
      'companies and investors',
      'thats all',
      'practice areas, team profiles, contact form',
      '2m naira max',
      '6 weeks',
    ],
    ['Law Firm Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Look credible to corporate clients',
      audience: 'Companies and investors',
      deliverables: ['website'],
      features: ['practice areas', 'team profiles', 'contact form'],
      budget: between(null, m(2)),
      timeline: weeks(6),
    },
  ),
  chat(
    't22-amount-upwards',
    [
      'We need a hotel booking website for our guest house',
      'both',
      'take direct bookings instead of paying booking sites',
      'travellers coming to Calabar',
      'no',
      'room booking, card payment, reviews',
      '1m upwards',
      'by March',
    ],
    ['Hotel Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Take direct bookings instead of paying booking sites',
      audience: 'Travellers coming to Calabar',
      // A thing made keeps its modifiers ("booking website"); labelled "website" when written, put right after the
      // untouched score.
      deliverables: ['hotel booking website'],
      features: ['room booking', 'card payment', 'reviews'],
      budget: between(m(1), null),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    't22-amount-naira-both-ends',
    [
      'I need a brand identity for my skincare line',
      'look premium on supermarket shelves',
      'women 25 to 40',
      'logo, packaging, brand guide',
      'no',
      '₦1.2m to ₦1.5m',
      'by the end of january',
    ],
    ['Skincare Brand Identity', 'Skincare Line Brand Identity'],
    'DESIGN',
    {
      goal: 'Look premium on supermarket shelves',
      audience: 'Women 25 to 40',
      deliverables: ['logo', 'packaging', 'brand guide'],
      budget: between(m(1.2), m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't22-amount-thousand-naira-words',
    [
      'abeg i need logo for my provision store wey dey Mushin',
      'make my shop look big',
      'people for my street',
      'na only that one',
      'nothing',
      '700 thousand naira',
      'next week',
    ],
    ['Provision Store Logo'],
    'DESIGN',
    {
      goal: 'Make my shop look big',
      audience: 'People for my street',
      deliverables: ['logo'],
      budget: exactly(700_000),
      timeline: by('2026-12-06'),
    },
  ),
  chat(
    't22-amount-million-range-words',
    [
      'We want to build an app for our cooperative society',
      'development',
      'let members check savings and apply for loans',
      'our 400 members',
      'e don do',
      'savings balance, loan application, monthly statements',
      'between 1.5 to 2 million naira',
      '4 months',
    ],
    ['Cooperative Society App', 'Cooperative App'],
    'DEVELOPMENT',
    {
      goal: 'Let members check savings and apply for loans',
      audience: 'Our 400 members',
      deliverables: ['app'],
      features: ['savings balance', 'loan application', 'monthly statements'],
      budget: between(m(1.5), m(2)),
      timeline: weeks(18),
    },
  ),
  chat(
    't22-amount-kobo-decimals',
    [
      'I need a web app for my printing press to take orders',
      'both',
      'stop taking orders on paper',
      'schools and churches that print with us',
      'nothing more',
      'order form, file upload, order status',
      'N850,000.00',
      'in 5 weeks',
    ],
    ['Printing Press Web App', 'Printing Press Order Web App', 'Printing Press Ordering Web App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop taking orders on paper',
      audience: 'Schools and churches that print with us',
      deliverables: ['web app'],
      features: ['order form', 'file upload', 'order status'],
      budget: exactly(850_000),
      timeline: weeks(5),
    },
  ),

  chat(
    't22-amount-pidgin-no-pass',
    [
      'I wan do website for my poultry farm for Ibadan',
      'both',
      'make hotels and restaurants fit order eggs and chicken',
      'hotels and restaurants for Ibadan',
      'na only website',
      'order form, price list, delivery booking',
      'e no go pass 1m',
      'before easter',
    ],
    ['Poultry Farm Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let hotels and restaurants order eggs and chicken',
      audience: 'Hotels and restaurants for Ibadan',
      deliverables: ['website'],
      features: ['order form', 'price list', 'delivery booking'],
      budget: between(null, m(1)),
      timeline: by('2027-03-28'),
    },
  ),

  // Corrections said mid-chat.
  chat(
    't22-fix-budget-at-timeline',
    [
      'I need an online store for my phone accessories shop',
      'both',
      'sell nationwide',
      'young people who buy phone accessories',
      'no',
      'product catalogue, cart, paystack',
      '800k',
      'sorry I meant 1.8m not 800k. timeline is 6 weeks',
    ],
    ['Phone Accessories Online Store', 'Phone Accessories Shop Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell nationwide',
      audience: 'Young people who buy phone accessories',
      deliverables: ['online store'],
      features: ['product catalogue', 'cart', 'paystack'],
      budget: exactly(m(1.8)),
      timeline: weeks(6),
    },
  ),
  chat(
    't22-fix-deadline-later',
    [
      'I need invitation cards and a programme for my wedding',
      'give guests the details of the day',
      'family and friends',
      'thats all',
      'none',
      '100k',
      'by 10 december',
      'actually make it 20 december',
    ],
    ['Wedding Invitation Cards and Programme', 'Wedding Stationery'],
    'DESIGN',
    {
      goal: 'Give guests the details of the day',
      audience: 'Family and friends',
      deliverables: ['invitation cards', 'programme'],
      budget: exactly(100_000),
      timeline: by('2026-12-20'),
    },
  ),
  chat(
    't22-fix-thing-made-pidgin',
    [
      'I need flyers for our church crusade at Ojota',
      'make people come for the crusade',
      'people for our area',
      'no be flyers o, na posters and banners',
      'none',
      '200k',
      'before 12 december',
    ],
    ['Church Crusade Posters and Banners', 'Crusade Posters and Banners'],
    'DESIGN',
    {
      goal: 'Make people come for the crusade',
      audience: 'People for our area',
      deliverables: ['posters', 'banners'],
      budget: exactly(200_000),
      timeline: by('2026-12-12'),
    },
  ),
  chat(
    't22-fix-goal-later',
    [
      'We need a website for our car rental business in Lagos',
      'both',
      'show our cars',
      'sorry the goal is actually to take bookings online',
      'tourists and business travellers in Lagos',
      'that is all',
      'car listing, booking, payment',
      'between 1 and 2 million',
      '8 weeks',
    ],
    ['Car Rental Website', 'Car Rental Business Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Take bookings online',
      audience: 'Tourists and business travellers in Lagos',
      deliverables: ['website'],
      features: ['car listing', 'booking', 'payment'],
      budget: between(m(1), m(2)),
      timeline: weeks(8),
    },
  ),
  chat(
    't22-fix-features-replaced',
    [
      'I want a mobile app for my food delivery business',
      'both',
      'get more orders',
      'students in UNILAG',
      'no',
      'menu, cart, card payment',
      'wait, change the features to menu, cart, pay on delivery and order tracking',
      '2.5m',
      '3 months',
    ],
    ['Food Delivery Mobile App', 'Food Delivery Business Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more orders',
      audience: 'Students in UNILAG',
      deliverables: ['mobile app'],
      features: ['menu', 'cart', 'pay on delivery', 'order tracking'],
      budget: exactly(m(2.5)),
      timeline: weeks(13),
    },
  ),

  // Closing phrases at every optional question.
  chat(
    't22-close-im-good',
    [
      'I need a logo for my cleaning company in Gbagada',
      "I'm good",
      "I'm good",
      "I'm good",
      "I'm good",
      "I'm good",
      "I'm good",
    ],
    ['Cleaning Company Logo'],
    'DESIGN',
    { deliverables: ['logo'] },
  ),
  chat(
    't22-close-pidgin-every',
    [
      'I wan build website for my car wash for Ikorodu',
      'both',
      'e don do',
      'nothing again',
      'na so',
      'no',
      'no budget yet',
      'no deadline',
    ],
    ['Car Wash Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't22-close-none-for-now',
    [
      'We need an app for our estate security in Magodo',
      'development',
      'none for now',
      'not really',
      "that's everything for now",
      'nah',
      'we will discuss budget later',
      'not sure yet',
    ],
    ['Estate Security App'],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't22-close-after-one-message-facts',
    [
      'I need a logo and business cards for my catering business to look classy to wedding planners, budget 150k, in 2 weeks',
      'nothing else',
      'no features',
    ],
    ['Catering Business Logo and Business Cards', 'Catering Logo and Business Cards'],
    'DESIGN',
    {
      goal: 'Look classy to wedding planners',
      audience: 'Wedding planners',
      deliverables: ['logo', 'business cards'],
      budget: exactly(150_000),
      timeline: weeks(2),
    },
  ),
];
