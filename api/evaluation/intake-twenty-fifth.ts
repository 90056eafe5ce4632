import { by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-fifth batch of new-project chats (issue #28, lists), written on 29 November 2026 before the engine was
 * run on it, weighted to the lists and to corrections typed where the summary is shown: whole projects in one message
 * (English and pidgin) with a second thing made after "plus", the people said as "na X be my customers", "my customers
 * na X", "di people wey go use am na X"; work on something another company or person has ("fix the website of the
 * company I work for", "redesign our client's site", "our former developer built our app"); and, once everything is
 * said, a correction at the summary in any wording: narrowing the things made ("na only the website", "just the logo,
 * no flyer", "forget the website, just the app"), taking one or two back ("remove the app", "we don't need the
 * dashboard again", "scrap the mobile app, we go start with the online store"), replacing one ("change the app to a
 * website", "a roll-up banner instead of the flyers", "no be bottle label, na carton design"), adding one ("add a logo
 * too", "remove the flyers and add a logo"), the features likewise ("no need for the live chat", "comot the loyalty
 * points", "replace workout plans with progress tracking", "na only donate button and stories we need for now"), and
 * the budget, deadline, goal and people said again. Where the summary may come only after the questions left, the
 * messages answer them as a client would (a design project's "anything else?" and features). Dates are read as of
 * `evaluationDate` (Monday 23 November 2026); "before X" is due on X, as the older sets have it ("before christmas" is
 * 25 December, "by new year" 1 January); "mid January" is the 15th.
 */

export const twentyFifthBatchConversations: IntakeConversation[] = [
  // Whole projects in one message: a second thing made after "plus", the people said pidgin's way.
  chat(
    't25-pidgin-salon-plus-logo',
    [
      'abeg I wan make una build app wey my customers go use book appointment for my salon, plus logo. I wan stop all the back and forth on WhatsApp. ' +
        'Na working class ladies in Ikeja be my customers. Make e get reminders and payment. Na both design and development. Budget na 900k, I need am before christmas.',
    ],
    [
      'Salon Booking App and Logo',
      'Salon Appointment Booking App and Logo',
      'Salon App and Logo',
      'Salon Appointment Booking App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop all the back and forth on WhatsApp',
      audience: 'Working class ladies in Ikeja',
      deliverables: ['app', 'logo'],
      features: ['book appointment', 'reminders', 'payment'],
      budget: exactly(900_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't25-pidgin-gas-plus-website',
    [
      'I dey sell cooking gas for Port Harcourt. I wan make una build app wey people go take order gas refill, plus website. I wan make more people know my business. ' +
        'Na families and small restaurants for PH be my customers. E go get delivery tracking and pay on delivery. Design and development. My budget na 1.5m, make e ready by end of January.',
    ],
    [
      'Gas Refill Ordering App and Website',
      'Gas Refill App and Website',
      'Cooking Gas App and Website',
      'Gas Delivery App and Website',
      'Gas Refill Ordering App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make more people know my business',
      audience: 'Families and small restaurants for PH',
      deliverables: ['app', 'website'],
      features: ['order gas refill', 'delivery tracking', 'pay on delivery'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't25-laundry-app-plus-dashboard',
    [
      'We run a laundry service in Abuja. We need a mobile app where customers can schedule pickups and pay online, plus an admin dashboard for our staff. ' +
        'The goal is to handle more orders without hiring more people. Our customers are busy professionals and students in Abuja. ' +
        'Both design and development. Budget is 3 million naira and we want to launch in 10 weeks.',
    ],
    [
      'Laundry Mobile App and Admin Dashboard',
      'Laundry App and Admin Dashboard',
      'Laundry Pickup App and Admin Dashboard',
      'Laundry Mobile App and Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Handle more orders without hiring more people',
      audience: 'Busy professionals and students in Abuja',
      deliverables: ['mobile app', 'admin dashboard'],
      features: ['schedule pickups', 'pay online'],
      budget: exactly(m(3)),
      timeline: weeks(10),
    },
  ),
  chat(
    't25-pidgin-provisions-plus-app',
    [
      'I get provision store for Ikorodu. I wan make una build website wey people fit order provisions, plus app for my delivery boys. I wan increase my sales. ' +
        'Na families in Ikorodu be my customers. Make e get product list, cart and delivery. Both design and development. Budget na 1m, by 15th January.',
    ],
    [
      'Provision Store Website and App',
      'Provision Store Website and Delivery App',
      'Provision Ordering Website and App',
      'Provision Store Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Increase my sales',
      audience: 'Families in Ikorodu',
      deliverables: ['website', 'app'],
      features: ['order provisions', 'product list', 'cart', 'delivery'],
      budget: exactly(m(1)),
      timeline: by('2027-01-15'),
    },
  ),
  chat(
    't25-my-customers-na-hair',
    [
      'I get hair business. I wan build online store so I fit sell wigs and hair products to people outside Lagos. My customers na working ladies and students. ' +
        'Features: product gallery, paystack, delivery tracking. Design and development. 800k. I need am before christmas.',
    ],
    ['Hair Online Store', 'Hair Business Online Store', 'Wig Online Store', 'Hair Products Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell wigs and hair products to people outside Lagos',
      audience: 'Working ladies and students',
      deliverables: ['online store'],
      features: ['product gallery', 'paystack', 'delivery tracking'],
      budget: exactly(800_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't25-people-wey-go-use-am',
    [
      'We wan build app for our transport company so passengers fit book bus seats online. Di people wey go use am na passengers wey dey travel from Lagos to the east. ' +
        'Features: seat booking, payment, trip tracking. Na both. Budget 3m. 12 weeks.',
    ],
    ['Transport Company App', 'Bus Seat Booking App', 'Transport Booking App', 'Bus Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Passengers can book bus seats online',
      audience: 'Passengers who travel from Lagos to the east',
      deliverables: ['app'],
      features: ['seat booking', 'payment', 'trip tracking'],
      budget: exactly(m(3)),
      timeline: weeks(12),
    },
  ),
  chat(
    't25-skincare-store-plus-social',
    [
      'We sell organic skincare in Abuja. I want an online store plus social media designs to grow our sales outside Abuja. Our customers are women between 25 and 45. ' +
        'The store needs product pages, paystack checkout and reviews. Design and development. Budget is N1,200,000 and we want it by 10th January.',
    ],
    [
      'Skincare Online Store and Social Media Designs',
      'Skincare Online Store',
      'Organic Skincare Online Store',
      'Organic Skincare Online Store and Social Media Designs',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Grow our sales outside Abuja',
      audience: 'Women between 25 and 45',
      deliverables: ['online store', 'social media designs'],
      features: ['product pages', 'paystack checkout', 'reviews'],
      budget: exactly(m(1.2)),
      timeline: by('2027-01-10'),
    },
  ),

  // Work on something another company or person has.
  chat(
    't25-fix-employer-website',
    [
      'I need to fix the website of the company I work for. It is a logistics company in Apapa and the site is slow and the contact form does not work. ' +
        'The goal is to let clients reach us without calling. Our clients are importers and shipping agents. Development only, budget 400k, in 2 weeks.',
    ],
    ['Logistics Company Website Fix', 'Website Fix', 'Company Website Fix', 'Logistics Website Fix'],
    'DEVELOPMENT',
    {
      goal: 'Let clients reach us without calling',
      audience: 'Importers and shipping agents',
      deliverables: ['website fix'],
      budget: exactly(400_000),
      timeline: weeks(2),
    },
  ),
  chat(
    't25-redesign-client-site',
    [
      "I am a freelance marketer and I need you to redesign our client's site, they sell solar panels in Kano. The goal is to get more enquiries from the site. " +
        'Their customers are homeowners and small businesses in Kano. Design and development. Budget 700k, by 15th December.',
    ],
    [
      'Solar Company Site Redesign',
      'Site Redesign',
      'Solar Panel Site Redesign',
      'Client Site Redesign',
      'Solar Panel Website Redesign',
      'Website Redesign',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more enquiries from the site',
      audience: 'Homeowners and small businesses in Kano',
      deliverables: ['site redesign'],
      budget: exactly(700_000),
      timeline: by('2026-12-15'),
    },
  ),
  chat(
    't25-revamp-church-website',
    [
      'My church asked me to find someone to revamp our church website and add online giving. We want members to give and watch sermons from home. ' +
        'It is for our members and visitors. Both. 500k budget, before the end of December.',
    ],
    ['Church Website Revamp', 'Church Website', 'Church Website Revamp and Online Giving'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Members give and watch sermons from home',
      audience: 'Our members and visitors',
      deliverables: ['church website revamp'],
      features: ['online giving'],
      budget: exactly(500_000),
      timeline: by('2026-12-31'),
    },
  ),
  chat(
    't25-update-app-former-developer',
    [
      'Our former developer built our delivery app and left. We need you to update the app and add card payment so riders can get paid faster. ' +
        'The app is for our riders and customers in Lagos. Development only. 1.2m budget. 6 weeks.',
    ],
    ['Delivery App Update', 'Delivery App Update and Card Payment', 'App Update'],
    'DEVELOPMENT',
    {
      goal: 'Riders can get paid faster',
      audience: 'Our riders and customers in Lagos',
      deliverables: ['app update'],
      features: ['card payment'],
      budget: exactly(m(1.2)),
      timeline: weeks(6),
    },
  ),
  chat(
    't25-fix-app-company-i-work-for',
    [
      'Please I need help to fix the mobile app of the company I work for, it keeps crashing and customers are complaining. We are a microfinance bank in Owerri. ' +
        'The goal is to stop customers leaving bad reviews. Our users are small business owners and market traders. Development only. 1m budget, 4 weeks.',
    ],
    ['Mobile App Fix', 'Microfinance Bank Mobile App Fix', 'Microfinance Mobile App Fix', 'App Fix'],
    'DEVELOPMENT',
    {
      goal: 'Stop customers leaving bad reviews',
      audience: 'Small business owners and market traders',
      deliverables: ['mobile app fix'],
      budget: exactly(m(1)),
      timeline: weeks(4),
    },
  ),
  chat(
    't25-redesign-friends-bakery',
    [
      "I'm helping my friend's bakery, they need their website redesigned and a new logo to look more modern. Their customers are young families in Port Harcourt. " +
        'Features: online ordering and a gallery. Design and development, 600k, by end of December.',
    ],
    ['Bakery Website Redesign and Logo', 'Bakery Website Redesign', 'Bakery Website and Logo'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Look more modern',
      audience: 'Young families in Port Harcourt',
      deliverables: ['website redesign', 'logo'],
      features: ['online ordering', 'gallery'],
      budget: exactly(600_000),
      timeline: by('2026-12-31'),
    },
  ),
  chat(
    't25-pidgin-fix-oga-hotel-site',
    [
      'I wan make una fix my oga company website, e no dey load for phone. Na hotel for Asaba. The goal is more direct bookings. Na guests and travellers go use am. ' +
        'Development only. 350k. 2 weeks.',
    ],
    ['Hotel Website Fix', 'Website Fix', 'Company Website Fix'],
    'DEVELOPMENT',
    {
      goal: 'More direct bookings',
      audience: 'Guests and travellers',
      deliverables: ['company website fix'],
      budget: exactly(350_000),
      timeline: weeks(2),
    },
  ),

  // Corrections typed where the summary is shown: the things made.
  chat(
    't25-summary-na-only-the-website',
    [
      'I get boutique for Aba. I need website and mobile app so people fit buy my clothes online. Na young ladies in Aba and Owerri be my customers. ' +
        'Features: product catalogue, cart and paystack. Design and development. 2m budget, before christmas.',
      'na only the website',
    ],
    ['Boutique Website', 'Boutique Website and Mobile App', 'Boutique Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'People can buy my clothes online',
      audience: 'Young ladies in Aba and Owerri',
      deliverables: ['website'],
      features: ['product catalogue', 'cart', 'paystack'],
      budget: exactly(m(2)),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't25-summary-just-logo-no-flyer',
    [
      'We are opening a small chops business in Ilorin. We need a logo and flyers to announce the opening. Our customers will be party planners and office workers in Ilorin. ' +
        'Design only. Budget 150k, in 1 week.',
      'no',
      'none',
      'just the logo, no flyer',
    ],
    [
      'Small Chops Logo and Flyers',
      'Small Chops Business Logo and Flyers',
      'Small Chops Logo',
      'Small Chops Branding',
    ],
    'DESIGN',
    {
      goal: 'Announce the opening',
      audience: 'Party planners and office workers in Ilorin',
      deliverables: ['logo'],
      budget: exactly(150_000),
      timeline: weeks(1),
    },
  ),
  chat(
    't25-summary-remove-the-app',
    [
      'We are a fintech startup in Yaba. We need a landing page and a mobile app to get early users for our savings product. It is for young workers and students. ' +
        'The landing page should have a waitlist form and FAQ. Design and development, budget 2.5m, launch by end of February.',
      'remove the app',
    ],
    [
      'Savings Landing Page',
      'Fintech Landing Page',
      'Savings Landing Page and Mobile App',
      'Fintech Landing Page and Mobile App',
      'Landing Page and Mobile App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get early users for our savings product',
      audience: 'Young workers and students',
      deliverables: ['landing page'],
      features: ['waitlist form', 'FAQ'],
      budget: exactly(m(2.5)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    't25-summary-change-app-to-website',
    [
      'I run a driving school in Ibadan. I need a mobile app for students to book lessons and pay. The goal is to fill our weekday slots. ' +
        'Our students are mostly university students and young workers. Features: lesson booking, payment, instructor schedule. Both, 1m budget, in 8 weeks.',
      'change the app to a website',
    ],
    [
      'Driving School Website',
      'Driving School Lesson Booking Website',
      'Driving School App',
      'Driving School Mobile App',
      'Driving School Lesson Booking App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Fill our weekday slots',
      audience: 'University students and young workers',
      deliverables: ['website'],
      features: ['lesson booking', 'payment', 'instructor schedule'],
      budget: exactly(m(1)),
      timeline: weeks(8),
    },
  ),
  chat(
    't25-summary-banner-instead-of-flyers',
    [
      'I need flyers and a logo for my pharmacy in Jos to attract more walk in customers. Our customers are families around Rayfield. Design only. 120k. Next week.',
      'no',
      'none',
      'a roll-up banner instead of the flyers',
    ],
    [
      'Pharmacy Logo and Flyers',
      'Pharmacy Flyers and Logo',
      'Pharmacy Branding',
      'Pharmacy Logo and Roll-up Banner',
      'Pharmacy Logo and Banner',
    ],
    'DESIGN',
    {
      goal: 'Attract more walk in customers',
      audience: 'Families around Rayfield',
      deliverables: ['logo', 'roll-up banner'],
      budget: exactly(120_000),
      timeline: by('2026-12-06'),
    },
  ),
  chat(
    't25-summary-forget-website-just-app',
    [
      'We run a taxi company in Benin City. We need a website and a booking app so riders can book rides without calling. It is for commuters and students in Benin. ' +
        'Features: ride booking, fare estimate, driver tracking. Both. Budget 4m, launch in 12 weeks.',
      'forget the website, just the app',
    ],
    [
      'Taxi Booking App',
      'Taxi Company Booking App',
      'Taxi Website and Booking App',
      'Taxi Booking App and Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Riders can book rides without calling',
      audience: 'Commuters and students in Benin',
      deliverables: ['booking app'],
      features: ['ride booking', 'fare estimate', 'driver tracking'],
      budget: exactly(m(4)),
      timeline: weeks(12),
    },
  ),
  chat(
    't25-summary-scrap-mobile-app-pidgin',
    [
      'I dey sell shoes for Onitsha. I need online store and mobile app. I wan sell to people outside Onitsha. Na young men and women wey like fashion be my customers. ' +
        'E go get product gallery, cart and pay on delivery. Design and development. My budget na 2.5m. Make e ready by end of January.',
      'scrap the mobile app, we go start with the online store',
    ],
    ['Shoe Online Store', 'Shoe Online Store and Mobile App', 'Shoe Store Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell to people outside Onitsha',
      audience: 'Young men and women who like fashion',
      deliverables: ['online store'],
      features: ['product gallery', 'cart', 'pay on delivery'],
      budget: exactly(m(2.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't25-summary-dont-need-dashboard',
    [
      'We are a hospital in Enugu. We need a patient app and an admin dashboard to reduce waiting time at the front desk. It is for our patients and nurses. ' +
        'Features: appointment booking, lab results, reminders. Both design and development. Budget 5m. Deadline end of March.',
      "we don't need the dashboard again",
    ],
    [
      'Hospital Patient App',
      'Patient App',
      'Hospital Patient App and Admin Dashboard',
      'Patient App and Admin Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce waiting time at the front desk',
      audience: 'Our patients and nurses',
      deliverables: ['patient app'],
      features: ['appointment booking', 'lab results', 'reminders'],
      budget: exactly(m(5)),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    't25-summary-add-a-logo-too',
    [
      'I am starting a catering business in Abeokuta. I need a website to get wedding and party orders. My customers are couples and event planners. ' +
        'It should have a menu, gallery and booking form. Design and development. 500k, before christmas.',
      'add a logo too',
    ],
    [
      'Catering Website',
      'Catering Business Website',
      'Catering Website and Logo',
      'Catering Business Website and Logo',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get wedding and party orders',
      audience: 'Couples and event planners',
      deliverables: ['website', 'logo'],
      features: ['menu', 'gallery', 'booking form'],
      budget: exactly(500_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't25-summary-no-be-bottle-label',
    [
      'I wan do branding for my juice business for Kano. I need logo and bottle label to make my juice look premium. Na supermarkets and young people be my customers. ' +
        'Design only. Budget na 300k, 3 weeks.',
      'no',
      'no',
      'no be bottle label, na carton design',
    ],
    [
      'Juice Logo and Bottle Label',
      'Juice Business Logo and Bottle Label',
      'Juice Branding',
      'Juice Business Branding',
      'Juice Logo and Carton Design',
    ],
    'DESIGN',
    {
      goal: 'Make my juice look premium',
      audience: 'Supermarkets and young people',
      deliverables: ['logo', 'carton design'],
      budget: exactly(300_000),
      timeline: weeks(3),
    },
  ),
  chat(
    't25-summary-remove-two-things',
    [
      'We organise tech events in Lagos. We need a website, a ticketing app and a logo refresh to sell tickets online. Our audience is developers and startup founders. ' +
        'Website should have event listings, ticket checkout and a speakers page. Design and development. Budget 3.5m, by 20th January.',
      'remove the ticketing app and the logo refresh',
    ],
    [
      'Tech Events Website',
      'Tech Event Website',
      'Events Website',
      'Tech Events Website, Ticketing App and Logo Refresh',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell tickets online',
      audience: 'Developers and startup founders',
      deliverables: ['website'],
      features: ['event listings', 'ticket checkout', 'speakers page'],
      budget: exactly(m(3.5)),
      timeline: by('2027-01-20'),
    },
  ),
  chat(
    't25-summary-remove-and-add',
    [
      'I run a tailoring shop in Abuja. I need a website and flyers so customers can book fittings online. My customers are working women and brides. ' +
        'Features: style gallery, fitting booking, measurement form. Design and development. 600k. 6 weeks.',
      'remove the flyers and add a logo',
    ],
    [
      'Tailoring Website',
      'Tailoring Shop Website',
      'Tailoring Website and Logo',
      'Tailoring Website and Flyers',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Customers can book fittings online',
      audience: 'Working women and brides',
      deliverables: ['website', 'logo'],
      features: ['style gallery', 'fitting booking', 'measurement form'],
      budget: exactly(600_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't25-summary-change-banner-to-poster',
    [
      'I need flyer and banner for my church crusade for Aba to invite people. Na people for Aba and nearby villages we dey target. Design only. 100k. Before 12th December.',
      'no',
      'no',
      'change the banner to poster',
    ],
    [
      'Church Crusade Flyer and Banner',
      'Crusade Flyer and Banner',
      'Crusade Flyer and Poster',
      'Church Crusade Flyer and Poster',
    ],
    'DESIGN',
    {
      goal: 'Invite people',
      audience: 'People for Aba and nearby villages',
      deliverables: ['flyer', 'poster'],
      budget: exactly(100_000),
      timeline: by('2026-12-12'),
    },
  ),
  chat(
    't25-summary-deliverables-restated',
    [
      'My company sells generators in Kano. We need a website and a catalogue to get more dealers. Our customers are dealers and shop owners in the north. ' +
        'Website features: product catalogue, dealer enquiry form, price request. Design and development. 1.5m. End of January.',
      'the deliverables are website, brochure and logo',
    ],
    [
      'Generator Website and Catalogue',
      'Generator Company Website and Catalogue',
      'Generator Website',
      'Generator Website, Brochure and Logo',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more dealers',
      audience: 'Dealers and shop owners in the north',
      deliverables: ['website', 'brochure', 'logo'],
      features: ['product catalogue', 'dealer enquiry form', 'price request'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),

  // Corrections at the summary: the features.
  chat(
    't25-summary-no-need-live-chat',
    [
      'We sell car parts in Ladipo. We want an online store so mechanics can order parts without coming to the market. It is for mechanics and car owners in Lagos. ' +
        'It should have search by car model, live chat and paystack checkout. Design and development. Budget 1.8m. Before end of January.',
      'no need for the live chat',
    ],
    ['Car Parts Online Store', 'Car Part Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Mechanics can order parts without coming to the market',
      audience: 'Mechanics and car owners in Lagos',
      deliverables: ['online store'],
      features: ['search by car model', 'paystack checkout'],
      budget: exactly(m(1.8)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't25-summary-add-feature-pidgin',
    [
      'I get poultry farm for Ogun. I want website wey people fit order eggs. I wan sell direct to customers. Na hotels and families be my customers. ' +
        'Make e get price list and order form. Na both. Budget na 600k, before new year.',
      'abeg add delivery tracking to the features',
    ],
    ['Poultry Farm Website', 'Poultry Website', 'Egg Ordering Website', 'Poultry Farm Egg Ordering Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell direct to customers',
      audience: 'Hotels and families',
      deliverables: ['website'],
      features: ['order eggs', 'price list', 'order form', 'delivery tracking'],
      budget: exactly(600_000),
      timeline: by('2027-01-01'),
    },
  ),
  chat(
    't25-summary-replace-feature',
    [
      'My gym in Gwarinpa needs a mobile app for members to book classes. We want to keep members coming back. Our members are young professionals in Abuja. ' +
        'Features: class booking, workout plans, membership payment. Design and development, 1.5m, by mid January.',
      'replace workout plans with progress tracking',
    ],
    ['Gym Mobile App', 'Gym App', 'Gym Class Booking App', 'Gym Class Booking Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Keep members coming back',
      audience: 'Young professionals in Abuja',
      deliverables: ['mobile app'],
      features: ['class booking', 'progress tracking', 'membership payment'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-15'),
    },
  ),
  chat(
    't25-summary-only-two-features',
    [
      'We are a cooperative society in Ibadan. We need a web app so members can save, take loans and see their balance. It is for our members, mostly traders and civil servants. ' +
        'Features: savings, loan requests, balance check, SMS alerts. Development only. Budget 1.5m. 12 weeks.',
      'the features should be only savings and loan requests',
    ],
    ['Cooperative Web App', 'Cooperative Society Web App', 'Cooperative Savings Web App'],
    'DEVELOPMENT',
    {
      goal: 'Members can save, take loans and see their balance',
      audience: 'Our members, mostly traders and civil servants',
      deliverables: ['web app'],
      features: ['savings', 'loan requests'],
      budget: exactly(m(1.5)),
      timeline: weeks(12),
    },
  ),
  chat(
    't25-summary-comot-loyalty-points',
    [
      'I wan build app for my restaurant for Calabar so customers fit order food. Na students and workers for Calabar be my customers. ' +
        'Features: menu, cart, loyalty points, delivery tracking. Na both. Budget na 1.5m, before christmas.',
      'comot the loyalty points',
    ],
    ['Restaurant App', 'Restaurant Food Ordering App', 'Restaurant Ordering App', 'Food Ordering App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Customers can order food',
      audience: 'Students and workers for Calabar',
      deliverables: ['app'],
      features: ['menu', 'cart', 'delivery tracking'],
      budget: exactly(m(1.5)),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't25-summary-na-only-these-features',
    [
      'We be NGO for Maiduguri wey dey help displaced children go school. We need website to raise donations from abroad. Na donors and volunteers go use am. ' +
        'Features: donate button, stories, volunteer signup, newsletter. Design and development. Budget na 1m, by end of January.',
      'na only donate button and stories we need for now',
    ],
    ['NGO Website', 'NGO Donation Website', 'Donation Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Raise donations from abroad',
      audience: 'Donors and volunteers',
      deliverables: ['website'],
      features: ['donate button', 'stories'],
      budget: exactly(m(1)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't25-summary-we-no-need-chat',
    [
      'We wan build app for our football academy for Lagos make parents fit follow their children progress. Na parents and coaches go use am. ' +
        'Features: training schedule, player stats, fee payment, chat. Na both design and development. Budget na 2m. 10 weeks.',
      'we no need chat again',
    ],
    ['Football Academy App', 'Football Academy Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let parents follow their children progress',
      audience: 'Parents and coaches',
      deliverables: ['app'],
      features: ['training schedule', 'player stats', 'fee payment'],
      budget: exactly(m(2)),
      timeline: weeks(10),
    },
  ),

  // Corrections at the summary: the budget, the deadline, the goal, the people.
  chat(
    't25-summary-change-budget',
    [
      'We are a real estate company in Lekki. We need a property listing website to get more serious buyers. Our buyers are Nigerians abroad and high earners in Lagos. ' +
        'Features: property search, virtual tours, enquiry form. Design and development. Budget 2m, 8 weeks.',
      'change the budget to 2.5m',
    ],
    ['Property Listing Website', 'Real Estate Property Listing Website', 'Real Estate Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more serious buyers',
      audience: 'Nigerians abroad and high earners in Lagos',
      deliverables: ['property listing website'],
      features: ['property search', 'virtual tours', 'enquiry form'],
      budget: exactly(m(2.5)),
      timeline: weeks(8),
    },
  ),
  chat(
    't25-summary-pidgin-budget-no-be',
    [
      'I wan build website for my event hall for Ibadan so people fit book the hall online. Na couples and companies dey book us. ' +
        'Features: availability calendar, booking form, gallery. Na both. Budget na 700k, 5 weeks.',
      'abeg my budget na 900k no be 700k',
    ],
    ['Event Hall Website', 'Event Hall Booking Website', 'Hall Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'People can book the hall online',
      audience: 'Couples and companies',
      deliverables: ['website'],
      features: ['availability calendar', 'booking form', 'gallery'],
      budget: exactly(900_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't25-summary-pidgin-deadline',
    [
      'I wan build school app for my school for Kaduna so parents fit check result and pay school fees. Na parents and teachers go use am. ' +
        'Features: result checking, fee payment, news. Na both design and development. Budget na 1.2m, 10 weeks.',
      'abeg make the deadline end of March',
    ],
    ['School App', 'School Result and Fee Payment App', 'School Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Parents can check result and pay school fees',
      audience: 'Parents and teachers',
      deliverables: ['school app'],
      features: ['result checking', 'fee payment', 'news'],
      budget: exactly(m(1.2)),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    't25-summary-weeks-instead',
    [
      'We need a simple landing page for our new podcast to get more listeners and sponsors. It is for young Nigerians who like tech and business talk. ' +
        'It should have episode list, newsletter signup and sponsor enquiry form. Design and development. 250k. By next Friday.',
      'make it 3 weeks instead',
    ],
    ['Podcast Landing Page'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more listeners and sponsors',
      audience: 'Young Nigerians who like tech and business talk',
      deliverables: ['landing page'],
      features: ['episode list', 'newsletter signup', 'sponsor enquiry form'],
      budget: exactly(250_000),
      timeline: weeks(3),
    },
  ),
  chat(
    't25-summary-goal-actually',
    [
      'I own a spa in Ikoyi. I need a booking website so clients can book treatments online. It is for busy women in Lagos. ' +
        'Features: treatment menu, online booking, gift cards. Design and development. 1m, 6 weeks.',
      'actually the goal is to fill our weekday appointments',
    ],
    ['Spa Booking Website', 'Spa Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Fill our weekday appointments',
      audience: 'Busy women in Lagos',
      deliverables: ['booking website'],
      features: ['treatment menu', 'online booking', 'gift cards'],
      budget: exactly(m(1)),
      timeline: weeks(6),
    },
  ),
  chat(
    't25-summary-users-are',
    [
      'We are an estate management company. We need a mobile app for residents to pay service charge and report issues. The goal is to stop chasing residents for payments. ' +
        'It is for residents of our estates in Lekki. Features: service charge payment, issue reporting, visitor codes. Both. 2m, by end of February.',
      'the users are residents and facility managers',
    ],
    ['Estate Management Mobile App', 'Estate Mobile App', 'Estate App', 'Service Charge Payment App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop chasing residents for payments',
      audience: 'Residents and facility managers',
      deliverables: ['mobile app'],
      features: ['service charge payment', 'issue reporting', 'visitor codes'],
      budget: exactly(m(2)),
      timeline: by('2027-02-28'),
    },
  ),
];
