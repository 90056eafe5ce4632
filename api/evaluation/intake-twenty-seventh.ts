import { by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-seventh batch of new-project chats (issue #28, lists), written on 29 November 2026 before the engine was
 * run on it, weighted to the features: what the people who use the thing can do, said every way a client says it —
 * pidgin ("customers fit pay with transfer", "make dem fit track order", "e go get menu and cart"), what people can do
 * ("parents can check results and pay fees", "they should be able to…"), lists with commas, bullets, numbers, "and
 * also", "plus", features said inside the description of the business ("customers pick a car, pay a deposit…"), and
 * features said where another question was asked; and, once everything is said, a correction typed where the summary
 * is shown: the deadline, the budget, the goal, the people and the features said again ("abeg make the deadline end of
 * March", "make am 2m", "add wallet to the features", "comot reminders"). Dates are read as of `evaluationDate`
 * (Monday 23 November 2026); "before X" is due on X, as the older sets have it ("before christmas" is 25 December);
 * "mid January" is the 15th; months are weeks rounded up ("3 months" is 13 weeks).
 */

export const twentySeventhBatchConversations: IntakeConversation[] = [
  // Whole projects in one message, the features said pidgin's way.
  chat(
    't27-pidgin-customers-fit-pay-transfer',
    [
      'I get supermarket for Ajah. I wan build app wey customers fit use order groceries. Customers fit pay with transfer or card, and dem fit track their order. ' +
        'I wan increase my sales. Na families for Ajah and Sangotedo be my customers. Design and development. Budget na 1.8m, 10 weeks.',
    ],
    [
      'Supermarket App',
      'Grocery Ordering App',
      'Supermarket Grocery App',
      'Grocery App',
      'Supermarket Ordering App',
      'Supermarket Grocery Ordering App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Increase my sales',
      audience: 'Families for Ajah and Sangotedo',
      deliverables: ['app'],
      features: ['order groceries', 'pay with transfer or card', 'track their order'],
      budget: exactly(m(1.8)),
      timeline: weeks(10),
    },
  ),
  chat(
    't27-pidgin-make-dem-track-order',
    [
      'abeg I need website for my shawarma joint for Wuse. Make customers fit see menu, order online and pay, make dem fit track order too. ' +
        'I wan reduce the calls we dey receive. Na office workers for Wuse be my customers. Both. 600k, before christmas.',
    ],
    [
      'Shawarma Website',
      'Shawarma Joint Website',
      'Shawarma Ordering Website',
      'Shawarma Restaurant Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce the calls we receive',
      audience: 'Office workers for Wuse',
      deliverables: ['website'],
      features: ['see menu', 'order online', 'pay', 'track order'],
      budget: exactly(600_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't27-pidgin-e-go-get',
    [
      'I dey sell phones and accessories for Computer Village. I wan online store so people for other states fit buy from me. ' +
        'E go get product search, compare phones, cart and pay on delivery. Na young people and phone dealers be my customers. Design and development, 1.2m, end of January.',
    ],
    [
      'Phone Online Store',
      'Phones and Accessories Online Store',
      'Phone Accessories Online Store',
      'Phone Store',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'People for other states can buy from me',
      audience: 'Young people and phone dealers',
      deliverables: ['online store'],
      features: ['product search', 'compare phones', 'cart', 'pay on delivery'],
      budget: exactly(m(1.2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't27-pidgin-patients-fit-book',
    [
      'We get small clinic for Surulere. We need app wey patients fit book appointment, see their test results and chat with doctor. ' +
        'We wan reduce crowd for reception. Na our patients and their families go use am. Both design and development. 2m budget. 12 weeks.',
    ],
    ['Clinic App', 'Clinic Appointment App', 'Patient App', 'Clinic Patient App', 'Clinic Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce crowd for reception',
      audience: 'Our patients and their families',
      deliverables: ['app'],
      features: ['book appointment', 'see their test results', 'chat with doctor'],
      budget: exactly(m(2)),
      timeline: weeks(12),
    },
  ),
  chat(
    't27-pidgin-plus-make-dem-fit',
    [
      'I wan make una build website for my event hall for Enugu wey people fit check available dates, plus make dem fit pay deposit online. ' +
        'I wan get more bookings. Na couples and event planners be my customers. Na both. Budget na 700k, make e ready by 15th January.',
    ],
    ['Event Hall Website', 'Event Hall Booking Website', 'Event Centre Website', 'Hall Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more bookings',
      audience: 'Couples and event planners',
      deliverables: ['website'],
      features: ['check available dates', 'pay deposit online'],
      budget: exactly(700_000),
      timeline: by('2027-01-15'),
    },
  ),
  chat(
    't27-pidgin-make-e-get-and-also',
    [
      'I get laundry business for Yaba. I need app. Make e get pickup booking, price list and also make customers fit pay inside the app. ' +
        'I wan stop missing orders. Na students and young workers be my customers. Design and development. 900k. 8 weeks.',
    ],
    ['Laundry App', 'Laundry Business App', 'Laundry Pickup App', 'Laundry Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop missing orders',
      audience: 'Students and young workers',
      deliverables: ['app'],
      features: ['pickup booking', 'price list', 'pay inside the app'],
      budget: exactly(900_000),
      timeline: weeks(8),
    },
  ),

  // Whole projects in one message, the features said in English, every way.
  chat(
    't27-parents-can-check-pay',
    [
      'We run a primary school in Asaba. We need a school portal where parents can check results, pay school fees and see the school calendar. ' +
        'The goal is to cut the queues at the bursary. It is for parents and teachers. Design and development. Budget is 1.5m and we want it by end of February.',
    ],
    ['School Portal', 'Primary School Portal', 'School Parent Portal'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Cut the queues at the bursary',
      audience: 'Parents and teachers',
      deliverables: ['school portal'],
      features: ['check results', 'pay school fees', 'see the school calendar'],
      budget: exactly(m(1.5)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    't27-should-be-able-to',
    [
      'I own a car wash in Ikeja and I want a mobile app. Customers should be able to book a wash, choose a time and pay with card. ' +
        'I want to stop people waiting for hours. My customers are car owners around Ikeja GRA. Both design and development, 1m, in 8 weeks.',
    ],
    ['Car Wash App', 'Car Wash Mobile App', 'Car Wash Booking App', 'Car Wash Booking Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop people waiting for hours',
      audience: 'Car owners around Ikeja GRA',
      deliverables: ['mobile app'],
      features: ['book a wash', 'choose a time', 'pay with card'],
      budget: exactly(m(1)),
      timeline: weeks(8),
    },
  ),
  chat(
    't27-users-will-be-able-to',
    [
      'We are building a job board for artisans in Lagos. Users will be able to post jobs, hire plumbers and electricians, and rate them after the job. ' +
        'We need a web app and an admin dashboard. The aim is to help artisans find steady work. It is for homeowners and artisans. Development only. 3m. 4 months.',
    ],
    [
      'Artisan Job Board',
      'Artisan Job Board Web App',
      'Job Board Web App and Admin Dashboard',
      'Artisan Job Board Web App and Admin Dashboard',
    ],
    'DEVELOPMENT',
    {
      goal: 'Help artisans find steady work',
      audience: 'Homeowners and artisans',
      deliverables: ['web app', 'admin dashboard'],
      features: ['post jobs', 'hire plumbers and electricians', 'rate them after the job'],
      budget: exactly(m(3)),
      timeline: weeks(18),
    },
  ),
  chat(
    't27-features-in-business-description',
    [
      'We are a car rental company in Abuja. On our new website customers pick a car, pay a deposit and choose where we deliver it. ' +
        'We want more bookings from people flying into Abuja. Our customers are business travellers and tourists. Design and development, 1.5m budget, by 20th January.',
    ],
    ['Car Rental Website', 'Car Rental Company Website', 'Car Rental Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'More bookings from people flying into Abuja',
      audience: 'Business travellers and tourists',
      deliverables: ['website'],
      features: ['pick a car', 'pay a deposit', 'choose where we deliver it'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-20'),
    },
  ),
  chat(
    't27-features-and-also-sentence',
    [
      'I need a website for my hotel in Calabar. Guests can see the rooms and book online, and also pay before they arrive. ' +
        'The goal is more direct bookings instead of booking sites. Our guests are tourists and business people. Both design and development. 1.2m. 6 weeks.',
    ],
    ['Hotel Website', 'Hotel Booking Website', 'Calabar Hotel Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'More direct bookings instead of booking sites',
      audience: 'Tourists and business people',
      deliverables: ['website'],
      features: ['see the rooms', 'book online', 'pay before they arrive'],
      budget: exactly(m(1.2)),
      timeline: weeks(6),
    },
  ),
  chat(
    't27-features-with-list-plus',
    [
      'We are a farm produce aggregator in Kaduna. We need an app with farmer registration, produce listing, price updates plus SMS alerts for farmers without smartphones. ' +
        'We want to connect farmers directly to buyers. It is for farmers and bulk buyers. Design and development. 2.5m budget, launch in 14 weeks.',
    ],
    ['Farm Produce App', 'Farm Produce Aggregator App', 'Produce App', 'Farmers App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Connect farmers directly to buyers',
      audience: 'Farmers and bulk buyers',
      deliverables: ['app'],
      features: [
        'farmer registration',
        'produce listing',
        'price updates',
        'SMS alerts for farmers without smartphones',
      ],
      budget: exactly(m(2.5)),
      timeline: weeks(14),
    },
  ),
  chat(
    't27-it-should-let',
    [
      'My real estate company in Lekki needs a property website. It should let buyers search by location and price, book inspections and chat with an agent on WhatsApp. ' +
        'We want to sell more houses online. It is for home buyers and diaspora investors. Design and development. Budget 2m, by end of January.',
    ],
    ['Property Website', 'Real Estate Property Website', 'Real Estate Website', 'Lekki Property Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell more houses online',
      audience: 'Home buyers and diaspora investors',
      deliverables: ['property website'],
      features: ['search by location and price', 'book inspections', 'chat with an agent on WhatsApp'],
      budget: exactly(m(2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't27-it-will-have-lowercase',
    [
      'hi we are a small bakery in jos. we need a website to take cake orders online. it will have a cake gallery, order form, delivery date picker and bank transfer payment. ' +
        'our customers are mothers and office workers in jos. design and development. 450k. before christmas',
    ],
    ['Bakery Website', 'Cake Ordering Website', 'Bakery Cake Ordering Website', 'Jos Bakery Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Take cake orders online',
      audience: 'Mothers and office workers in jos',
      deliverables: ['website'],
      features: ['cake gallery', 'order form', 'delivery date picker', 'bank transfer payment'],
      budget: exactly(450_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't27-they-can-drivers',
    [
      'We run a haulage company in Onitsha and we need a driver app and a dashboard for the office. Drivers can accept trips, upload waybills and report breakdowns. ' +
        'The goal is to know where every truck is. The users are our drivers and dispatch staff. Development only. 3.5m. 16 weeks.',
    ],
    [
      'Haulage Driver App and Dashboard',
      'Driver App and Dashboard',
      'Haulage App and Dashboard',
      'Haulage Driver App',
    ],
    'DEVELOPMENT',
    {
      goal: 'Know where every truck is',
      audience: 'Our drivers and dispatch staff',
      deliverables: ['driver app', 'dashboard'],
      features: ['accept trips', 'upload waybills', 'report breakdowns'],
      budget: exactly(m(3.5)),
      timeline: weeks(16),
    },
  ),

  // The features asked for at their question, said every way.
  chat(
    't27-answer-bullets',
    [
      'Hello, I run a fitness studio in Lekki and I need a mobile app for it. Design and development.',
      'to get more members to renew every month',
      'young professionals in Lekki and VI',
      "no that's all",
      '- class booking\n- monthly subscription payment\n- workout videos\n- push notifications',
      '2.5m',
      '3 months',
    ],
    ['Fitness Studio App', 'Fitness Studio Mobile App', 'Fitness App', 'Fitness Mobile App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more members to renew every month',
      audience: 'Young professionals in Lekki and VI',
      deliverables: ['mobile app'],
      features: ['class booking', 'monthly subscription payment', 'workout videos', 'push notifications'],
      budget: exactly(m(2.5)),
      timeline: weeks(13),
    },
  ),
  chat(
    't27-answer-numbered',
    [
      'We sell fabrics and lace in Kano and we need an online store. Both design and development.',
      'sell to customers in other states',
      'tailors and women who sew',
      'no',
      '1. product listing 2. cart 3. paystack 4. order history',
      '1m',
      '8 weeks',
    ],
    ['Fabric Online Store', 'Fabrics and Lace Online Store', 'Lace Online Store', 'Fabric Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell to customers in other states',
      audience: 'Tailors and women who sew',
      deliverables: ['online store'],
      features: ['product listing', 'cart', 'paystack', 'order history'],
      budget: exactly(m(1)),
      timeline: weeks(8),
    },
  ),
  chat(
    't27-answer-people-can',
    [
      'I want to build a web app for my tutoring centre in Ibadan. Design and development please.',
      'we want to manage our students better',
      'parents and our tutors',
      'no',
      'parents can see attendance, pay fees and message tutors',
      '800k',
      'end of January',
    ],
    ['Tutoring Centre Web App', 'Tutoring Web App', 'Tutoring Centre App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Manage our students better',
      audience: 'Parents and our tutors',
      deliverables: ['web app'],
      features: ['see attendance', 'pay fees', 'message tutors'],
      budget: exactly(800_000),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't27-answer-and-also',
    [
      'I need a website for my restaurant in GRA Port Harcourt, both design and development.',
      'get more reservations',
      'families and couples in PH',
      'no',
      'people should book a table and see the menu, and also pay before they come',
      '700k',
      'before christmas',
    ],
    ['Restaurant Website', 'Restaurant Reservation Website', 'Port Harcourt Restaurant Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more reservations',
      audience: 'Families and couples in PH',
      deliverables: ['website'],
      features: ['book a table', 'see the menu', 'pay before they come'],
      budget: exactly(700_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't27-answer-pidgin-make-dem',
    [
      'I wan build app for my pharmacy for Aba. Both design and development.',
      'I wan sell more drugs online',
      'na people for Aba and Umuahia',
      'no',
      'make dem fit search drugs, upload prescription and pay on delivery',
      '1.5m',
      '10 weeks',
    ],
    ['Pharmacy App', 'Pharmacy Ordering App', 'Aba Pharmacy App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell more drugs online',
      audience: 'People for Aba and Umuahia',
      deliverables: ['app'],
      features: ['search drugs', 'upload prescription', 'pay on delivery'],
      budget: exactly(m(1.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't27-answer-customers-fit',
    [
      'I get boutique for Abuja, I need online store. Na both design and development.',
      'make my business reach more people',
      'na ladies wey like fashion',
      'no',
      'customers fit see new arrivals, pay with transfer and track delivery',
      '900k',
      'by 10th January',
    ],
    ['Boutique Online Store', 'Fashion Online Store', 'Boutique Store'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make my business reach more people',
      audience: 'Ladies who like fashion',
      deliverables: ['online store'],
      features: ['see new arrivals', 'pay with transfer', 'track delivery'],
      budget: exactly(900_000),
      timeline: by('2027-01-10'),
    },
  ),
  chat(
    't27-answer-sentences',
    [
      'We are a logistics startup in Ibadan. We need a customer app. Design and development.',
      'make sending parcels easy',
      'small business owners who sell online',
      'no',
      'Customers request a pickup. They see the price before they pay. They can follow the rider on a map.',
      '2m',
      '12 weeks',
    ],
    ['Logistics Customer App', 'Parcel Delivery App', 'Logistics App', 'Customer App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make sending parcels easy',
      audience: 'Small business owners who sell online',
      deliverables: ['customer app'],
      features: ['request a pickup', 'see the price before they pay', 'follow the rider on a map'],
      budget: exactly(m(2)),
      timeline: weeks(12),
    },
  ),
  chat(
    't27-answer-features-at-deliverables',
    [
      'I run a salon in Yaba and I want a booking website. Design and development.',
      'stop double bookings',
      'working ladies in Yaba',
      'it should have online booking, stylist profiles and deposit payment',
      'N600k',
      '5 weeks',
    ],
    ['Salon Booking Website', 'Salon Website', 'Yaba Salon Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop double bookings',
      audience: 'Working ladies in Yaba',
      deliverables: ['booking website'],
      features: ['online booking', 'stylist profiles', 'deposit payment'],
      budget: exactly(600_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't27-answer-with-list-lowercase',
    [
      'need a web app for my church in owerri. development only',
      'help members give and register for programmes',
      'members and first timers',
      'no',
      'online giving, programme registration, sermon notes and a prayer request form',
      '1m',
      'end of february',
    ],
    ['Church Web App', 'Owerri Church Web App', 'Church App'],
    'DEVELOPMENT',
    {
      goal: 'Help members give and register for programmes',
      audience: 'Members and first timers',
      deliverables: ['web app'],
      features: ['online giving', 'programme registration', 'sermon notes', 'prayer request form'],
      budget: exactly(m(1)),
      timeline: by('2027-02-28'),
    },
  ),
  chat(
    't27-answer-features-at-goal',
    [
      'I need an app for my car hire business in Benin. Both design and development.',
      'customers should book a car, pay online and rate the driver',
      'get more customers',
      'travellers and business people in Benin',
      'no',
      '1.8m',
      '10 weeks',
    ],
    ['Car Hire App', 'Car Hire Business App', 'Car Hire Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more customers',
      audience: 'Travellers and business people in Benin',
      deliverables: ['app'],
      features: ['book a car', 'pay online', 'rate the driver'],
      budget: exactly(m(1.8)),
      timeline: weeks(10),
    },
  ),
  chat(
    't27-answer-one-feature-per-line',
    [
      'We need a sales dashboard for our water factory in Ilorin. Development only.',
      'know which distributor owes us',
      'our sales manager and accountant',
      'no',
      'daily sales\ndistributor balances\nstock of sachets and bottles\nmonthly report',
      '700k',
      '6 weeks',
    ],
    [
      'Water Factory Dashboard',
      'Sales Dashboard',
      'Water Factory Sales Dashboard',
      'Sales and Distributor Dashboard',
    ],
    'DEVELOPMENT',
    {
      goal: 'Know which distributor owes us',
      audience: 'Our sales manager and accountant',
      deliverables: ['sales dashboard'],
      features: ['daily sales', 'distributor balances', 'stock of sachets and bottles', 'monthly report'],
      budget: exactly(700_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't27-answer-pidgin-e-go-get',
    [
      'I wan website for my catering business for Ibadan. Na both.',
      'make people fit order small chops for their parties',
      'na people wey dey do parties and offices',
      'no',
      'e go get menu, price list, order form and make dem fit pay online',
      '350k',
      '3 weeks',
    ],
    ['Catering Website', 'Catering Business Website', 'Small Chops Website', 'Ibadan Catering Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let people order small chops for their parties',
      audience: 'People who do parties and offices',
      deliverables: ['website'],
      features: ['menu', 'price list', 'order form', 'pay online'],
      budget: exactly(350_000),
      timeline: weeks(3),
    },
  ),

  // Corrections typed where the summary is shown: the deadline, the budget, the goal, the people.
  chat(
    't27-summary-pidgin-deadline-end-of-march',
    [
      'I get school for Ogbomosho. I need website wey parents fit see news and pay fees. I wan reduce paper work. Na parents and students be the users. ' +
        'Design and development. Budget na 800k, make e ready by end of January.',
      'abeg make the deadline end of March',
    ],
    ['School Website', 'Ogbomosho School Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce paper work',
      audience: 'Parents and students',
      deliverables: ['website'],
      features: ['see news', 'pay fees'],
      budget: exactly(800_000),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    't27-summary-make-am-2m',
    [
      'We wan build app for our cooperative for Ilesa so members fit save and collect loan. Na traders and farmers be our members. ' +
        'Features: savings, loan request, balance. Development only. Budget 1.5m, 12 weeks.',
      'make am 2m',
    ],
    ['Cooperative App', 'Cooperative Savings App', 'Cooperative Society App'],
    'DEVELOPMENT',
    {
      goal: 'Members can save and collect loan',
      audience: 'Traders and farmers',
      deliverables: ['app'],
      features: ['savings', 'loan request', 'balance'],
      budget: exactly(m(2)),
      timeline: weeks(12),
    },
  ),
  chat(
    't27-summary-budget-na-now',
    [
      'I need logo and flyers for my barbing salon for Akure to bring more customers. Na young men for Akure be my customers. Design only. 80k. 1 week.',
      'no',
      'no',
      'the budget na 120k now',
    ],
    [
      'Barbing Salon Logo and Flyers',
      'Barber Logo and Flyers',
      'Barbing Salon Branding',
      'Barbing Salon Logo and Flyer',
    ],
    'DESIGN',
    {
      goal: 'Bring more customers',
      audience: 'Young men for Akure',
      deliverables: ['logo', 'flyers'],
      budget: exactly(120_000),
      timeline: weeks(1),
    },
  ),
  chat(
    't27-summary-shift-deadline',
    [
      'We are a travel agency in Ikeja. We need a website where clients can search visa requirements, book consultations and pay online. ' +
        'We want more clients to find us on Google. Our clients are families and students travelling abroad. Both. 1.2m, by 15th December.',
      'shift the deadline to 15th February please',
    ],
    ['Travel Agency Website', 'Travel Website', 'Visa Consultation Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'More clients to find us on Google',
      audience: 'Families and students travelling abroad',
      deliverables: ['website'],
      features: ['search visa requirements', 'book consultations', 'pay online'],
      budget: exactly(m(1.2)),
      timeline: by('2027-02-15'),
    },
  ),
  chat(
    't27-summary-weeks-instead-pidgin',
    [
      'I wan build app for my gas business for Warri wey customers fit order refill and pay on delivery. I wan sell more gas. Na families and restaurants for Warri be my customers. ' +
        'Na both. Budget na 1m, 6 weeks.',
      'we fit do am for 10 weeks instead',
    ],
    ['Gas App', 'Gas Refill App', 'Gas Business App', 'Gas Ordering App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell more gas',
      audience: 'Families and restaurants for Warri',
      deliverables: ['app'],
      features: ['order refill', 'pay on delivery'],
      budget: exactly(m(1)),
      timeline: weeks(10),
    },
  ),
  chat(
    't27-summary-change-goal',
    [
      'We run a dental clinic in Wuse 2. We need a website with appointment booking, treatment prices and a WhatsApp button. The goal is to look professional. ' +
        'Our patients are families and civil servants in Abuja. Both design and development. 800k. 5 weeks.',
      'change the goal to get more patients booking online',
    ],
    ['Dental Clinic Website', 'Dental Website', 'Clinic Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more patients booking online',
      audience: 'Families and civil servants in Abuja',
      deliverables: ['website'],
      features: ['appointment booking', 'treatment prices', 'WhatsApp button'],
      budget: exactly(800_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't27-summary-people-pidgin',
    [
      'I wan build website for my tutorial centre for Nsukka wey students fit register for classes and pay. I wan get more students. Na parents be my customers. ' +
        'Both. 400k. 4 weeks.',
      'no be parents, na secondary school students',
    ],
    ['Tutorial Centre Website', 'Tutorial Website', 'Nsukka Tutorial Centre Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more students',
      audience: 'Secondary school students',
      deliverables: ['website'],
      features: ['register for classes', 'pay'],
      budget: exactly(400_000),
      timeline: weeks(4),
    },
  ),
  chat(
    't27-summary-increase-budget',
    [
      'Our NGO in Maiduguri needs a website where donors can give online, read stories and see reports. The goal is to raise more money from donors abroad. ' +
        'It is for donors and partners. Design and development. Budget is 1m, by end of January.',
      'increase the budget to 1.5m',
    ],
    ['NGO Website', 'Donation Website', 'NGO Donation Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Raise more money from donors abroad',
      audience: 'Donors and partners',
      deliverables: ['website'],
      features: ['give online', 'read stories', 'see reports'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),

  // Corrections at the summary: the features.
  chat(
    't27-summary-add-wallet',
    [
      'We are a food delivery startup in Ilorin. We need a customer app so people can order from restaurants near them. It is for students and workers in Ilorin. ' +
        'Features: restaurant list, cart, card payment, order tracking. Design and development. 2m. 12 weeks.',
      'add wallet to the features',
    ],
    ['Food Delivery App', 'Food Delivery Customer App', 'Customer App', 'Food Delivery Startup App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'People can order from restaurants near them',
      audience: 'Students and workers in Ilorin',
      deliverables: ['customer app'],
      features: ['restaurant list', 'cart', 'card payment', 'order tracking', 'wallet'],
      budget: exactly(m(2)),
      timeline: weeks(12),
    },
  ),
  chat(
    't27-summary-comot-reminders-put-chat',
    [
      'I get spa for Lekki. I need app for the spa. I wan make my customers come back. Na working women be my customers. ' +
        'E go get booking, reminders and payment. Na both. 1.2m. 8 weeks.',
      'comot reminders, put live chat',
    ],
    ['Spa App', 'Spa Booking App', 'Lekki Spa App', 'Spa Treatment Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make my customers come back',
      audience: 'Working women',
      deliverables: ['app'],
      features: ['booking', 'payment', 'live chat'],
      budget: exactly(m(1.2)),
      timeline: weeks(8),
    },
  ),
  chat(
    't27-summary-also-make-customers-rate',
    [
      'We run a dispatch company in Kano. We need an app so customers can request a rider and track the parcel. It is for shop owners in Kano. ' +
        'Features: pickup request, live tracking, payment. Design and development. 1.5m, end of January.',
      'also make customers fit rate the riders',
    ],
    ['Dispatch App', 'Dispatch Company App', 'Parcel Delivery App', 'Dispatch Rider App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Customers can request a rider and track the parcel',
      audience: 'Shop owners in Kano',
      deliverables: ['app'],
      features: ['pickup request', 'live tracking', 'payment', 'rate the riders'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't27-summary-features-should-be',
    [
      'I need a website for my interior design studio in Victoria Island to win bigger clients. Our clients are homeowners and hotels. ' +
        'It should have a portfolio, blog, testimonials and a quote request form. Design and development, 900k, 6 weeks.',
      'the features should be portfolio, testimonials and quote request form',
    ],
    ['Interior Design Studio Website', 'Interior Design Website', 'Interior Studio Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Win bigger clients',
      audience: 'Homeowners and hotels',
      deliverables: ['website'],
      features: ['portfolio', 'testimonials', 'quote request form'],
      budget: exactly(900_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't27-summary-we-no-need-plus-add',
    [
      'We get transport company for Jos. We need website for our bus tickets. We wan stop long queues for our park. Na travellers be our customers. ' +
        'Features: seat booking, payment, trip schedule, SMS ticket. Na both. 1.5m. 10 weeks.',
      'we no need SMS ticket again, add luggage booking',
    ],
    ['Transport Company Website', 'Bus Ticket Website', 'Bus Booking Website', 'Transport Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop long queues for our park',
      audience: 'Travellers',
      deliverables: ['website'],
      features: ['seat booking', 'payment', 'trip schedule', 'luggage booking'],
      budget: exactly(m(1.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't27-summary-remove-feature-and-deadline',
    [
      'We sell solar systems in Kaduna. We need a website with product catalogue, installation booking, live chat and financing calculator to get more customers. ' +
        'Our customers are homeowners and small businesses. Both. 1.3m. By 20th December.',
      'remove the financing calculator and make the deadline 10th January',
    ],
    ['Solar Website', 'Solar Company Website', 'Solar Systems Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more customers',
      audience: 'Homeowners and small businesses',
      deliverables: ['website'],
      features: ['product catalogue', 'installation booking', 'live chat'],
      budget: exactly(m(1.3)),
      timeline: by('2027-01-10'),
    },
  ),
];
