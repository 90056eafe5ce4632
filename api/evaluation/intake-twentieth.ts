import { by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twentieth batch of new-project chats (issue #28, names), written on 29 November 2026 before the engine was
 * run on it, weighted to proposed names on chats nobody tuned on. Names given in passing as clients introduce
 * themselves ("I'm Chioma from Living Faith Assembly Onitsha", "we at Kora Foods", "my company na Zeebee Logistics",
 * "this is for Tunde's Barbershop", "Here at Royal Diadem Schools", "I manage Palm Royale Hotel", "Blessed Hands
 * Catering here"), some in lower case; other parties who are not the client and never name the project (a site
 * another company built, the previous developer, a former agency, an app "like Chowdeck", the big companies a
 * supplier serves), beside a client who orders for their own client; businesses said in many words with no name;
 * occasions (a burial, a wedding, a church harvest, a company's anniversary); pidgin and misspellings. Eight chats
 * answer the deliverables question with what the product should do (a list of features, typed where the things made
 * were asked, numbered, or as a sentence): those are the features, and what is made stays what the first message
 * said, if anything. A given name is accepted alone or with the things made (the older sets file it alone; a place
 * the client adds after it may be kept); a proposed title follows docs/decisions.md, "The convention of a proposed
 * title". The messages after the first answer the questions in the chat's order (the type, the goal, the audience,
 * the deliverables, the features, the budget, the timeline), and a chat that stops early leaves the rest open.
 * Dates are read as of `evaluationDate` (Monday 23 November 2026).
 */

export const twentiethBatchConversations: IntakeConversation[] = [
  // Names given in passing, as clients introduce themselves.
  chat(
    't20-church-from-intro',
    [
      "Good evening, I'm Chioma from Living Faith Assembly Onitsha. we want a website where members can watch sermons, pay tithe online and register for programmes",
      'both',
      'thats all',
    ],
    [
      'Living Faith Assembly',
      'Living Faith Assembly Website',
      'Living Faith Assembly Onitsha',
      'Living Faith Assembly Onitsha Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      deliverables: ['website'],
      features: ['watch sermons', 'pay tithe online', 'register for programmes'],
    },
  ),
  chat(
    't20-we-at-foods',
    ['we at Kora Foods need a new logo and packaging for our plantain chips', 'design', 'no'],
    ['Kora Foods', 'Kora Foods Logo and Packaging'],
    'DESIGN',
    { deliverables: ['logo', 'packaging'] },
  ),
  chat(
    't20-pidgin-company-na',
    [
      'my company na Zeebee Logistics, we dey carry goods from Lagos go Onitsha. I wan build app for am',
      'development',
      'thats all',
    ],
    ['Zeebee Logistics', 'Zeebee Logistics App'],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't20-this-is-for-barbershop',
    ["this is for Tunde's Barbershop in Surulere. we need logo and a price list board", 'design', 'no'],
    ["Tunde's Barbershop", "Tunde's Barbershop Logo and Price List Board"],
    'DESIGN',
    { deliverables: ['logo', 'price list board'] },
  ),
  chat(
    't20-here-at-school',
    [
      'Here at Royal Diadem Schools we want a portal where parents can pay school fees and check results',
      'both',
      'nope',
    ],
    ['Royal Diadem Schools', 'Royal Diadem Schools Portal', 'Royal Diadem Schools Parent Portal'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['portal'], features: ['pay school fees', 'check results'] },
  ),
  chat(
    't20-on-behalf-of-foundation',
    [
      'Hi, I am writing on behalf of Hope Springs Foundation, an NGO in Jos. we need a donation website',
      'both',
      'raise money for our school feeding programme',
      'donors in Nigeria and abroad',
      'no',
      'donate button, stories of the children we feed, volunteer sign up',
      '1m',
      'end of january',
    ],
    [
      'Hope Springs Foundation',
      'Hope Springs Foundation Donation Website',
      'Hope Springs Foundation Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Raise money for our school feeding programme',
      audience: 'Donors in Nigeria and abroad',
      deliverables: ['donation website'],
      features: ['donate button', 'stories of the children we feed', 'volunteer sign up'],
      budget: exactly(m(1)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't20-lowercase-from-laundry',
    ['hello i am tobi from swiftwash laundry, i need flyers and a whatsapp catalogue', 'design', 'thats all'],
    [
      'Swiftwash Laundry',
      'Swiftwash Laundry Flyers and WhatsApp Catalogue',
      'Laundry Flyers and WhatsApp Catalogue',
    ],
    'DESIGN',
    { deliverables: ['flyers', 'whatsapp catalogue'] },
  ),
  chat(
    't20-work-at-hospital',
    [
      'Good afternoon, I work at St. Luke Specialist Hospital Owerri as the admin officer. Management wants a new website with online appointment booking',
      'both',
      'no',
    ],
    [
      'St. Luke Specialist Hospital',
      'St Luke Specialist Hospital',
      'St. Luke Specialist Hospital Website',
      'St Luke Specialist Hospital Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['online appointment booking'] },
  ),
  chat(
    't20-for-possessive-kitchen',
    ["I need a logo and signboard for Mama Nkechi's Kitchen, we sell rice and stew in Ikeja", 'design', 'no'],
    ["Mama Nkechi's Kitchen", "Mama Nkechi's Kitchen Logo and Signboard"],
    'DESIGN',
    { deliverables: ['logo', 'signboard'] },
  ),
  chat(
    't20-name-here-catering',
    [
      'Blessed Hands Catering here. we want instagram page designs and a menu for our small chops',
      'design',
      'nope',
    ],
    ['Blessed Hands Catering', 'Blessed Hands Catering Instagram Designs and Menu'],
    'DESIGN',
    { deliverables: ['instagram page designs', 'menu'] },
  ),
  chat(
    't20-from-motors-misspelt',
    [
      'Helo, am Emeka from Dozie Motors Nnewi. we sell spare parts and we wan an app were customers can serch for parts and order',
      'developement',
      'thats all',
    ],
    ['Dozie Motors', 'Dozie Motors App', 'Dozie Motors Nnewi', 'Dozie Motors Spare Parts App'],
    'DEVELOPMENT',
    { deliverables: ['app'], features: ['search for parts', 'order'] },
  ),
  chat(
    't20-startup-apposition-waitlist',
    [
      'We are a small fintech startup, Paystride, and we need a landing page for our waitlist',
      'both',
      'collect 2,000 emails before launch',
      'young people who send money home',
      'no',
      'waitlist form, referral link',
      '400k',
      '3 weeks',
    ],
    ['Paystride', 'Paystride Landing Page'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Collect 2,000 emails before launch',
      audience: 'Young people who send money home',
      deliverables: ['landing page'],
      features: ['waitlist form', 'referral link'],
      budget: exactly(400_000),
      timeline: weeks(3),
    },
  ),
  chat(
    't20-pidgin-na-for-boutique',
    ['abeg na for my boutique, Classy Chic by Amaka. i need logo and brand colours', 'design', 'no'],
    ['Classy Chic by Amaka', 'Classy Chic by Amaka Logo and Brand Colours'],
    'DESIGN',
    { deliverables: ['logo', 'brand colours'] },
  ),
  chat(
    't20-secretary-at-association',
    [
      'Hello, I am the secretary at Unity Estate Residents Association, Lokogoma. we need a simple website for notices and dues payment',
      'both',
      'no',
    ],
    [
      'Unity Estate Residents Association',
      'Unity Estate Residents Association Website',
      'Unity Estate Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['notices', 'dues payment'] },
  ),
  chat(
    't20-i-manage-hotel',
    ['I manage Palm Royale Hotel in Calabar. We need a booking website', 'both', 'no'],
    ['Palm Royale Hotel', 'Palm Royale Hotel Booking Website', 'Palm Royale Hotel Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['booking website'] },
  ),
  chat(
    't20-pidgin-from-electronics',
    [
      'i be Musa from Musa & Sons Electronics for Kano, we sell phones and laptops. I need logo and flyers',
      'design',
      'no',
    ],
    ['Musa & Sons Electronics', 'Musa & Sons Electronics Logo and Flyers'],
    'DESIGN',
    { deliverables: ['logo', 'flyers'] },
  ),
  chat(
    't20-called-lowercase-bakery',
    [
      'Hello, my name is Kemi. I run a small bakery called kemi treats in Akure, need instagram flyers for christmas promo',
      'design',
      'no',
    ],
    ['Kemi Treats', 'Kemi Treats Christmas Promo Flyers', 'Kemi Treats Instagram Flyers'],
    'DESIGN',
    { deliverables: ['instagram flyers'] },
  ),
  chat(
    't20-logo-for-memorial-foundation',
    ['Please I need a logo for Afolabi Memorial Foundation, it is for my late father', 'design', 'no'],
    ['Afolabi Memorial Foundation', 'Afolabi Memorial Foundation Logo'],
    'DESIGN',
    { deliverables: ['logo'] },
  ),
  chat(
    't20-client-of-freelancer',
    [
      'I am a freelance developer and my client, Greenleaf Pharmacy, needs a logo. i want your designer to do it',
      'design',
      'no',
    ],
    ['Greenleaf Pharmacy', 'Greenleaf Pharmacy Logo'],
    'DESIGN',
    { deliverables: ['logo'] },
  ),

  // Other parties who are not the client: never the project's name.
  chat(
    't20-site-another-company-built',
    [
      'we need someone to fix bugs in an e-commerce site another company built for us, checkout keeps failing',
      'development',
      'no',
    ],
    [
      'E-commerce Site Bug Fixes',
      'E-commerce Site Maintenance',
      'E-commerce Website Bug Fixes',
      'E-commerce Website Maintenance',
    ],
    'DEVELOPMENT',
    { deliverables: ['bug fixes'] },
  ),
  chat(
    't20-previous-developer-abandoned',
    [
      'The previous developer, Kodehaus, abandoned our school app halfway. we need someone to finish it',
      'development',
      'no',
    ],
    ['School App', 'School App Completion', 'School App Development'],
    'DEVELOPMENT',
    { deliverables: ['school app'] },
  ),
  chat(
    't20-app-like-competitor',
    ['I want a food delivery app like Chowdeck for my restaurant in Port Harcourt', 'both', 'no'],
    ['Restaurant Food Delivery App', 'Food Delivery App', 'Restaurant Delivery App'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['food delivery app'] },
  ),
  chat(
    't20-former-agency-redesign',
    [
      'Our former agency, Pixelwise Media, did our website in 2021 and it is very slow now. we want a redesign. we are Adeola & Co Solicitors',
      'both',
      'no',
    ],
    ['Adeola & Co Solicitors', 'Adeola & Co Solicitors Website Redesign', 'Adeola & Co Website Redesign'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website redesign'] },
  ),
  chat(
    't20-supplier-big-companies',
    [
      'We supply diesel to Dangote and some other big companies, we need a company profile and a website to get more contracts',
      'both',
      'no',
    ],
    [
      'Diesel Supply Company Profile and Website',
      'Diesel Supply Website and Company Profile',
      'Diesel Supplier Company Profile and Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { goal: 'Get more contracts', deliverables: ['company profile', 'website'] },
  ),
  chat(
    't20-maintenance-builder-gone',
    [
      'can you people take over maintenance of our hotel booking website? the company that built it is no longer responding',
      'development',
      'no',
    ],
    ['Hotel Booking Website Maintenance', 'Hotel Website Maintenance', 'Booking Website Maintenance'],
    'DEVELOPMENT',
    { deliverables: ['website maintenance'] },
  ),

  // Businesses said in many words, no name.
  chat(
    't20-pure-water-production',
    [
      'we are into pure water production and distribution in Ilorin, we need new sachet design and a logo',
      'design',
      'no',
    ],
    ['Pure Water Sachet Design and Logo', 'Pure Water Logo and Sachet Design', 'Pure Water Sachet and Logo'],
    'DESIGN',
    { deliverables: ['sachet design', 'logo'] },
  ),
  chat(
    't20-family-poultry-labels',
    [
      'my husband and I started a small family poultry farm in Ogbomoso last year, mostly eggs. we need egg crate labels and a logo',
      'design',
      'thats all',
    ],
    [
      'Poultry Farm Egg Crate Labels and Logo',
      'Poultry Farm Logo and Egg Crate Labels',
      'Poultry Farm Logo and Labels',
      'Egg Crate Labels and Logo',
    ],
    'DESIGN',
    { deliverables: ['egg crate labels', 'logo'] },
  ),
  chat(
    't20-party-rentals-website',
    [
      'I do chairs, canopies and decoration rentals for parties around Ibadan. I need a website',
      'both',
      'no',
    ],
    ['Event Rentals Website', 'Party Rentals Website', 'Decoration Rentals Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't20-generators-sell-repair',
    ['we sell and repair generators and inverters in Kaduna, 3 branches. Need website', 'both', 'nope'],
    [
      'Generator and Inverter Website',
      'Generators and Inverters Website',
      'Generator Sales and Repair Website',
      'Generator Repair Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't20-pidgin-evening-lessons',
    [
      'i dey teach secondary school students maths and physics for evening, i wan website make parents fit register their children',
      'both',
      'no',
    ],
    [
      'Maths and Physics Lessons Website',
      'Maths and Physics Tutoring Website',
      'Tutoring Website',
      'Evening Lessons Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { goal: 'Let parents register their children', deliverables: ['website'] },
  ),

  // Occasions.
  chat(
    't20-mum-burial-brochures',
    ["my mum's burial is coming up, we need 200 brochures and programme of events", 'design', 'no'],
    [
      'Burial Brochures and Programme of Events',
      'Burial Brochures and Programme',
      'Burial Programme and Brochures',
      'Funeral Brochures and Programme',
    ],
    'DESIGN',
    { deliverables: ['200 brochures', 'programme of events'] },
  ),
  chat(
    't20-wedding-website-filter',
    [
      'Me and my fiance are getting married in Abuja soon!! we want a wedding website for RSVPs and our love story, plus IG filter',
      'both',
      'no',
    ],
    ['Wedding Website and IG Filter', 'Wedding Website and Instagram Filter', 'Wedding Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['wedding website', 'IG filter'], features: ['RSVPs', 'our love story'] },
  ),
  chat(
    't20-church-harvest-pidgin',
    [
      'our church harvest dey come, we need banner, handbill and thanksgiving envelope design',
      'design',
      'thats all',
    ],
    [
      'Church Harvest Banner, Handbill and Envelope',
      'Harvest Banner, Handbill and Envelope',
      'Church Harvest Materials',
      'Harvest Publicity Materials',
    ],
    'DESIGN',
    { deliverables: ['banner', 'handbill', 'thanksgiving envelope design'] },
  ),
  chat(
    't20-insurance-anniversary',
    [
      'I am from Brightway Insurance, we are 25 years old in March and want a logo for the anniversary and branded souvenirs',
      'design',
      'no',
    ],
    [
      'Brightway Insurance',
      'Brightway Insurance Anniversary Logo and Souvenirs',
      'Brightway Anniversary Logo and Souvenirs',
      'Brightway Insurance Anniversary Branding',
    ],
    'DESIGN',
    { deliverables: ['logo', 'branded souvenirs'] },
  ),

  // What the product should do, typed at the deliverables question: the features.
  chat(
    't20-dispatch-features-at-deliverables',
    [
      'Good morning. We run a small dispatch business in Aba with about 12 bikes, and we need a way for customers to book pickups and track their parcels',
      'development',
      'stop missing orders on whatsapp',
      'shops and online sellers in Aba',
      'booking form, live tracking, pay on delivery or transfer, sms when rider is close',
      '1.5m',
      '10 weeks',
    ],
    [
      'Dispatch Booking and Tracking',
      'Dispatch Pickup Booking and Tracking',
      'Parcel Pickup Booking and Tracking',
      'Dispatch Booking and Tracking System',
    ],
    'DEVELOPMENT',
    {
      goal: 'Stop missing orders on WhatsApp',
      audience: 'Shops and online sellers in Aba',
      features: ['booking form', 'live tracking', 'pay on delivery or transfer', 'sms when rider is close'],
      budget: exactly(m(1.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't20-decor-website-features-at-confirm',
    [
      'I need a website for my interior decor business in Lekki',
      'both',
      'get more high-end clients',
      'homeowners and estate developers in Lekki and Ikoyi',
      'portfolio gallery, consultation booking, instagram feed',
      '1.2m',
      'end of january',
    ],
    ['Interior Decor Website', 'Interior Decor Business Website', 'Interior Decoration Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more high-end clients',
      audience: 'Homeowners and estate developers in Lekki and Ikoyi',
      deliverables: ['website'],
      features: ['portfolio gallery', 'consultation booking', 'instagram feed'],
      budget: exactly(m(1.2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't20-pharmacy-app-features-verbs',
    [
      'we have 4 pharmacies in Benin, we want an app',
      'development',
      'people should order drugs without coming to the shop',
      'patients and families in Benin city',
      'upload prescription, chat with pharmacist, pay online, home delivery',
      '3m',
      '12 weeks',
    ],
    ['Pharmacy App', 'Pharmacy Ordering App', 'Pharmacy Mobile App', 'Pharmacy Delivery App'],
    'DEVELOPMENT',
    {
      goal: 'People should order drugs without coming to the shop',
      audience: 'Patients and families in Benin city',
      deliverables: ['app'],
      features: ['upload prescription', 'chat with pharmacist', 'pay online', 'home delivery'],
      budget: exactly(m(3)),
      timeline: weeks(12),
    },
  ),
  chat(
    't20-school-features-pidgin',
    [
      'We get primary and secondary school for Ikorodu, we need something online for our parents abeg',
      'development',
      'reduce the crowd at the office on result day',
      'parents',
      'result checking, fee payment, sms alert, e-library',
      '2m',
      'no rush',
    ],
    ['School Portal', 'School Parent Portal', 'School Result Portal', 'School Results Portal'],
    'DEVELOPMENT',
    {
      goal: 'Reduce the crowd at the office on result day',
      audience: 'Parents',
      features: ['result checking', 'fee payment', 'sms alert', 'e-library'],
      budget: exactly(m(2)),
    },
  ),
  chat(
    't20-lash-studio-numbered-features',
    [
      'I own a nail and lash studio in Wuse 2, I want clients to book online instead of DMing me',
      'both',
      'ladies in Abuja',
      '1. booking calendar 2. deposit payment 3. reminders',
      '500k',
      '4 weeks',
    ],
    [
      'Nail and Lash Studio Booking',
      'Nail and Lash Studio Booking System',
      'Nail and Lash Studio Online Booking',
      'Nail Studio Booking',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Let clients book online instead of DMing me',
      audience: 'Ladies in Abuja',
      features: ['booking calendar', 'deposit payment', 'reminders'],
      budget: exactly(500_000),
      timeline: weeks(4),
    },
  ),
  chat(
    't20-properties-from-features',
    [
      'Good day. I am Segun from Primewell Properties. we want to showcase our estates online',
      'both',
      'sell out the remaining plots in Epe',
      'Nigerians in diaspora',
      'property listings, virtual tour videos, whatsapp button, payment plan calculator',
      '2.5m',
      '10 weeks',
    ],
    ['Primewell Properties', 'Primewell Properties Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell out the remaining plots in Epe',
      audience: 'Nigerians in diaspora',
      features: ['property listings', 'virtual tour videos', 'whatsapp button', 'payment plan calculator'],
      budget: exactly(m(2.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't20-pidgin-restaurant-features',
    [
      'abeg i need website for my restaurant for Ago Palace Way',
      'both',
      'make people order food online',
      'people wey dey work around Okota and Isolo',
      'menu with prices, order and pay, delivery tracking',
      '700k',
      '5 weeks',
    ],
    ['Restaurant Website', 'Restaurant Ordering Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make people order food online',
      audience: 'People who work around Okota and Isolo',
      deliverables: ['website'],
      features: ['menu with prices', 'order and pay', 'delivery tracking'],
      budget: exactly(700_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't20-we-at-gym-app-with-features',
    [
      'We at FitHub Gym Yaba want to go digital',
      'both',
      'keep members coming back',
      'members and people who want to join',
      'mobile app with class booking, membership payment and workout plans',
      '2m',
      '3 months',
    ],
    ['FitHub Gym', 'FitHub Gym Mobile App', 'FitHub Gym App', 'FitHub Gym Yaba'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Keep members coming back',
      audience: 'Members and people who want to join',
      deliverables: ['mobile app'],
      features: ['class booking', 'membership payment', 'workout plans'],
      budget: exactly(m(2)),
      timeline: weeks(13),
    },
  ),
  chat(
    't20-cooperative-features-sentence',
    [
      'Hi. We are a cooperative of cassava farmers in Oyo state. we need a platform to sell our garri and cassava flour to buyers in Lagos',
      'development',
      'get better prices than the middlemen give us',
      'food companies and supermarkets in Lagos',
      'buyers should see stock, place orders and pay into our account',
      '1.8m',
      'by march',
    ],
    [
      'Cassava Farmers Cooperative Platform',
      'Cassava Cooperative Platform',
      'Cassava Farmers Platform',
      'Cassava Cooperative Marketplace',
    ],
    'DEVELOPMENT',
    {
      goal: 'Get better prices than the middlemen give us',
      audience: 'Food companies and supermarkets in Lagos',
      deliverables: ['platform'],
      features: ['see stock', 'place orders', 'pay into our account'],
      budget: exactly(m(1.8)),
      timeline: by('2027-03-31'),
    },
  ),
  chat(
    't20-event-planner-name-features',
    [
      'this is Bimbo from Eventful by Bimbo, i plan weddings and owambe parties. need website',
      'both',
      'get more bookings from instagram people',
      'couples and families in Lagos',
      'gallery of past events, packages and prices, enquiry form',
      '600k',
      '6 weeks',
    ],
    ['Eventful by Bimbo', 'Eventful by Bimbo Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more bookings from instagram people',
      audience: 'Couples and families in Lagos',
      deliverables: ['website'],
      features: ['gallery of past events', 'packages and prices', 'enquiry form'],
      budget: exactly(600_000),
      timeline: weeks(6),
    },
  ),
];
