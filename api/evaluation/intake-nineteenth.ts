import { chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The nineteenth batch of new-project chats (issue #28, names), written on 29 November 2026 before the engine was
 * run on it, weighted to proposed titles like the seventeenth: no chat gives a project name, and each lists the two
 * to four titles a careful account manager would write (whose it is and the things made, counts dropped;
 * docs/decisions.md, "The convention of a proposed title"). What the seventeenth left, said new ways: an occasion
 * said before the things made ("my daughter's wedding is coming up, we need invitation cards and programmes"), a
 * second thing made with its own modifier ("company profile and an investor pitch deck", "driver app and admin
 * dashboard"), lists of goods sold ("frozen chicken, turkey, fish and gizzard"), what an app is for ("an app for
 * booking our mini football pitches", "an app for residents to report illegal dumping"), car washes and loyalty
 * cards, businesses said in more than four words ("a family-owned palm oil and groundnut oil processing company");
 * and kinds no batch had: a ministry's portal, a microfinance bank, a haulage company, estate agents, a property
 * developer, a keke-hailing business, a catfish farm, goats for Sallah, a thrift seller, a spa and nail studio, a
 * forklift school, a nanny agency, a tech conference, a laundry described whole in one message. Every field is
 * labelled as the other batches do; the messages after the first answer the questions in the chat's order (the type,
 * the goal, the audience, the deliverables, the features, the budget, the timeline), and a chat that stops early
 * leaves the rest open. Dates are read as of `evaluationDate` (Monday 23 November 2026).
 */

export const nineteenthBatchConversations: IntakeConversation[] = [
  // An occasion said before the things made.
  chat(
    't19-daughter-wedding-stationery',
    [
      "My daughter's wedding is coming up, we need 300 invitation cards and 300 programmes",
      'design',
      'thats all',
    ],
    [
      'Wedding Invitation Cards and Programmes',
      'Wedding Invitations and Programmes',
      "Daughter's Wedding Invitation Cards and Programmes",
      'Wedding Stationery',
    ],
    'DESIGN',
    { deliverables: ['300 invitation cards', '300 programmes'] },
  ),
  chat(
    't19-church-crusade-print',
    [
      'Our church is holding a 3-day crusade in Aba, we want posters, handbills and a gate banner',
      'design',
      'no',
    ],
    [
      'Crusade Posters, Handbills and Gate Banner',
      'Church Crusade Posters, Handbills and Banner',
      'Crusade Publicity Materials',
      'Crusade Materials',
    ],
    'DESIGN',
    { deliverables: ['posters', 'handbills', 'gate banner'] },
  ),
  chat(
    't19-birthday-invite-stickers',
    [
      'I am turning 40 next year and doing a big party. need invitation card and souvenir stickers',
      'design',
      'nope',
    ],
    [
      'Birthday Invitation Card and Souvenir Stickers',
      '40th Birthday Invitation Card and Souvenir Stickers',
      'Birthday Party Invitation and Souvenir Stickers',
    ],
    'DESIGN',
    { deliverables: ['invitation card', 'souvenir stickers'] },
  ),
  chat(
    't19-dad-thanksgiving-souvenirs',
    [
      "My dad's 70th birthday thanksgiving service is in two weeks, we need 150 customised mugs and jotters",
      'design',
      'thats all',
    ],
    [
      '70th Birthday Thanksgiving Mugs and Jotters',
      'Birthday Thanksgiving Mugs and Jotters',
      '70th Birthday Mugs and Jotters',
      'Thanksgiving Souvenir Mugs and Jotters',
    ],
    'DESIGN',
    { deliverables: ['150 customised mugs', 'jotters'], timeline: weeks(2) },
  ),
  chat(
    't19-staff-party-notebooks',
    ['pls print 200 branded notebooks and 200 pens for our staff end of year party', 'design', 'no'],
    [
      'End of Year Party Notebooks and Pens',
      'Staff End of Year Party Notebooks and Pens',
      'Staff Party Notebooks and Pens',
      'End of Year Party Souvenirs',
    ],
    'DESIGN',
    { deliverables: ['200 branded notebooks', '200 pens'] },
  ),

  // A second thing made with its own modifier.
  chat(
    't19-solar-startup-pitch-deck',
    ['I need a company profile and an investor pitch deck for my solar startup', 'design', 'thats all'],
    [
      'Solar Startup Company Profile and Pitch Deck',
      'Solar Startup Company Profile and Investor Pitch Deck',
      'Solar Company Profile and Pitch Deck',
    ],
    'DESIGN',
    { deliverables: ['company profile', 'investor pitch deck'] },
  ),
  chat(
    't19-keke-hailing-apps',
    ['need driver app and admin dashboard for our keke hailing business in Onitsha', 'development', 'no'],
    [
      'Keke Hailing Driver App and Admin Dashboard',
      'Keke Hailing Driver App and Dashboard',
      'Keke Hailing App and Dashboard',
      'Keke Hailing Apps',
    ],
    'DEVELOPMENT',
    { deliverables: ['driver app', 'admin dashboard'] },
  ),
  chat(
    't19-restaurant-loyalty-menu',
    ['need loyalty card and menu card for my small restaurant for Enugu', 'design', 'na all'],
    [
      'Restaurant Loyalty Card and Menu Card',
      'Restaurant Loyalty and Menu Cards',
      'Restaurant Loyalty Card and Menu',
    ],
    'DESIGN',
    { deliverables: ['loyalty card', 'menu card'] },
  ),
  chat(
    't19-haulage-profile-website',
    ['haulage company, 12 trucks. we need a company profile and a new website', 'both', 'thats all'],
    [
      'Haulage Company Profile and Website',
      'Haulage Website and Company Profile',
      'Haulage Company Website and Profile',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['company profile', 'website'] },
  ),

  // Goods sold, listed.
  chat(
    't19-frozen-foods-list',
    [
      'we sell frozen chicken, turkey, fish and gizzard wholesale in Ibadan. need website where customers fit order',
      'both',
      'nothing else',
    ],
    [
      'Frozen Foods Website',
      'Frozen Food Ordering Website',
      'Frozen Chicken and Fish Website',
      'Frozen Foods Online Store',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-mens-accessories-list',
    ['I sell shoes, bags, belts and wristwatches for men on instagram, I need online store', 'both', 'no'],
    ["Men's Accessories Online Store", "Men's Fashion Online Store", 'Shoes and Bags Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['online store'] },
  ),
  chat(
    't19-thrift-okrika',
    [
      'i sell thrift clothes (okrika) on whatsapp, i want logo and instagram templates',
      'design',
      'thats all',
    ],
    [
      'Thrift Clothes Logo and Instagram Templates',
      'Thrift Clothing Logo and Instagram Templates',
      'Thrift Store Branding',
      'Thrift Clothes Branding',
    ],
    'DESIGN',
    { deliverables: ['logo', 'instagram templates'] },
  ),
  chat(
    't19-event-rentals-list',
    [
      'We do event decoration and rentals, chairs, tables, canopies, backdrops. Need website and logo',
      'both',
      'no thats all',
    ],
    [
      'Event Decoration Website and Logo',
      'Event Decoration and Rentals Website and Logo',
      'Event Rentals Website and Logo',
      'Event Decor Website and Logo',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'logo'] },
  ),

  // What an app or a portal is for.
  chat(
    't19-mini-pitch-booking-app',
    [
      'we need an app for booking our mini football pitches by the hour, we have 3 in Lekki',
      'development',
      'fill the empty hours in the afternoon',
      'young men who play five-a-side after work',
      'app',
      'pitch calendar, pay online, reminders',
      '1.2m',
      '8 weeks',
    ],
    ['Football Pitch Booking App', 'Mini Football Pitch Booking App', 'Pitch Booking App'],
    'DEVELOPMENT',
    {
      goal: 'Fill the empty hours in the afternoon',
      audience: 'Young men who play five-a-side after work',
      deliverables: ['app'],
      features: ['pitch calendar', 'pay online', 'reminders'],
      budget: exactly(m(1.2)),
      timeline: weeks(8),
    },
  ),
  chat(
    't19-truck-tracking-app',
    [
      'We are a logistics company moving goods from Apapa port to warehouses. Need an app for tracking our trucks',
      'development',
      'thats all',
    ],
    ['Truck Tracking App', 'Logistics Truck Tracking App', 'Logistics Tracking App'],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't19-church-attendance-tithe-app',
    ['we want an app for tracking church attendance and tithes', 'development', 'no'],
    ['Church Attendance and Tithe App', 'Church Attendance App', 'Church Attendance and Tithe Tracking App'],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't19-drug-reminder-app',
    ['I want an app to remind patients to take their drugs on time', 'development', 'nope'],
    ['Medication Reminder App', 'Drug Reminder App', 'Patient Reminder App'],
    'DEVELOPMENT',
    { goal: 'Remind patients to take their drugs on time', deliverables: ['app'] },
  ),
  chat(
    't19-illegal-dumping-app',
    [
      "I'm with the state waste management authority, we need an app for residents to report illegal dumping",
      'development',
      'clear dump sites faster',
      'residents and our field officers',
      'app and admin dashboard',
      'photo report, location, status updates',
      '4m',
      '16 weeks',
    ],
    [
      'Illegal Dumping Reporting App',
      'Waste Reporting App',
      'Waste Management Reporting App',
      'Dumping Report App',
    ],
    'DEVELOPMENT',
    {
      goal: 'Clear dump sites faster',
      audience: 'Residents and our field officers',
      deliverables: ['app', 'admin dashboard'],
      features: ['photo report', 'location', 'status updates'],
      budget: exactly(m(4)),
      timeline: weeks(16),
    },
  ),
  chat(
    't19-fertiliser-portal',
    [
      'Good day, I work with the Ministry of Agriculture in Ogun State. We need a portal for farmers to register for subsidised fertiliser',
      'both',
      'stop middlemen from hijacking the fertiliser',
      'smallholder farmers across Ogun State',
      'registration portal',
      'farmer registration, NIN check, allocation list',
      '6.5m',
      '3 months',
    ],
    [
      'Fertiliser Subsidy Registration Portal',
      'Farmer Registration Portal',
      'Fertiliser Registration Portal',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop middlemen from hijacking the fertiliser',
      audience: 'Smallholder farmers across Ogun State',
      deliverables: ['registration portal'],
      features: ['farmer registration', 'NIN check', 'allocation list'],
      budget: exactly(m(6.5)),
      timeline: weeks(13),
    },
  ),
  chat(
    't19-school-results-portal',
    [
      'Our secondary school needs a portal for students to check results and pay fees',
      'both',
      'stop the queues at the bursary',
      'students and parents',
      'portal',
      'result checker, fee payment, receipts',
      '1.8m',
      '10 weeks',
    ],
    ['School Portal', 'School Results Portal', 'Secondary School Portal', 'School Results and Fees Portal'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop the queues at the bursary',
      audience: 'Students and parents',
      deliverables: ['portal'],
      features: ['result checker', 'fee payment', 'receipts'],
      budget: exactly(m(1.8)),
      timeline: weeks(10),
    },
  ),

  // Car washes and loyalty cards.
  chat(
    't19-car-wash-loyalty-cards',
    ['I own a car wash in Ikeja GRA, I want loyalty cards for my regular customers', 'design', 'thats all'],
    ['Car Wash Loyalty Cards', 'Car Wash Loyalty Card', 'Car Wash Loyalty Programme'],
    'DESIGN',
    { deliverables: ['loyalty cards'] },
  ),
  chat(
    't19-mobile-car-wash-app',
    [
      'we run a mobile car wash, we come to your house. we need an app for booking washes',
      'development',
      'no',
    ],
    ['Mobile Car Wash Booking App', 'Car Wash Booking App', 'Mobile Car Wash App'],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),

  // Businesses said in more than four words.
  chat(
    't19-phone-accessories-shop',
    [
      'I get small shop wey dey sell phone accessories and laptop chargers for Computer Village, I need logo and flyers',
      'design',
      'na all',
    ],
    [
      'Phone Accessories Logo and Flyers',
      'Phone Accessories Shop Logo and Flyers',
      'Phone Accessories Branding',
      'Phone and Laptop Accessories Logo and Flyers',
    ],
    'DESIGN',
    { deliverables: ['logo', 'flyers'] },
  ),
  chat(
    't19-palm-oil-processing',
    [
      'We are a family-owned palm oil and groundnut oil processing company in Benue. We need a website',
      'both',
      'thats all',
    ],
    [
      'Palm Oil and Groundnut Oil Processing Website',
      'Palm Oil Processing Website',
      'Oil Processing Company Website',
      'Palm Oil Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-spa-nail-studio',
    [
      'I run a spa and nail studio in Victoria Island, I need a website where clients book and pay',
      'both',
      'no',
    ],
    ['Spa and Nail Studio Booking Website', 'Spa and Nail Studio Website', 'Spa Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-widows-orphans-nonprofit',
    [
      'We are a non-profit that supports widows and orphans in Benue with food and school fees, need website and annual report design',
      'both',
      'thats all',
    ],
    [
      'Widows and Orphans Charity Website and Annual Report',
      'Non-profit Website and Annual Report',
      'NGO Website and Annual Report',
      'Charity Website and Annual Report',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'annual report design'] },
  ),

  // Kinds of business no batch had.
  chat(
    't19-braiding-salon-booking',
    [
      'I run a braiding salon in Lekki. I want a booking website',
      'both',
      'stop double bookings on saturdays',
      'working women in Lekki and Ajah',
      'booking website',
      'styles with prices, deposit payment, stylist calendar',
      '650k',
      '5 weeks',
    ],
    ['Braiding Salon Booking Website', 'Hair Salon Booking Website', 'Salon Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop double bookings on saturdays',
      audience: 'Working women in Lekki and Ajah',
      deliverables: ['booking website'],
      features: ['styles with prices', 'deposit payment', 'stylist calendar'],
      budget: exactly(650_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't19-eye-clinic-website',
    [
      'We are a small eye clinic in Kaduna, we need a website where patients can book appointments',
      'both',
      'cut the waiting time at reception',
      'patients and people referred by other hospitals',
      'website',
      'appointment booking, doctors profiles, eye test prices',
      '900k',
      '6 weeks',
    ],
    ['Eye Clinic Website', 'Eye Clinic Booking Website', 'Eye Clinic Appointment Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Cut the waiting time at reception',
      audience: 'Patients and people referred by other hospitals',
      deliverables: ['website'],
      features: ['appointment booking', 'doctors profiles', 'eye test prices'],
      budget: exactly(900_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't19-maternity-clinic-pidgin',
    [
      'my wife get maternity clinic for Ogbomosho, she need logo, signboard and flyers',
      'design',
      'thats all',
    ],
    [
      'Maternity Clinic Logo, Signboard and Flyers',
      'Maternity Clinic Branding',
      'Maternity Clinic Signage and Flyers',
    ],
    'DESIGN',
    { deliverables: ['logo', 'signboard', 'flyers'] },
  ),
  chat(
    't19-sanitary-pads-ngo',
    [
      'Our NGO gives sanitary pads to schoolgirls in rural Kano. We want a donation website',
      'both',
      'raise money for 10,000 pads a year',
      'donors in Nigeria and abroad',
      'donation website',
      'donate button, impact stories, monthly giving',
      '700k',
      '6 weeks',
    ],
    [
      'NGO Donation Website',
      'Sanitary Pads NGO Donation Website',
      'Sanitary Pad Donation Website',
      'Donation Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Raise money for 10,000 pads a year',
      audience: 'Donors in Nigeria and abroad',
      deliverables: ['donation website'],
      features: ['donate button', 'impact stories', 'monthly giving'],
      budget: exactly(700_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't19-estate-agents-listings',
    [
      'We are estate agents, we let flats and shops in Yaba and Surulere. need website to list properties',
      'both',
      'no',
    ],
    ['Estate Agency Website', 'Property Listing Website', 'Real Estate Website', 'Property Letting Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-terrace-duplex-developer',
    [
      'we are developing 40 units of terrace duplexes in Lokogoma, we need brochure and website for buyers',
      'both',
      'thats all',
    ],
    [
      'Terrace Duplexes Brochure and Website',
      'Terrace Duplex Brochure and Website',
      'Estate Brochure and Website',
      'Property Brochure and Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['brochure', 'website'] },
  ),
  chat(
    't19-ajo-savings-app',
    [
      'we are building a savings app for market women, daily contributions like ajo or esusu',
      'development',
      'help market women save daily without carrying cash',
      'market women and their collectors',
      'app',
      'daily contribution, withdrawal request, collector dashboard',
      '3.5m',
      '14 weeks',
    ],
    ['Savings App', 'Ajo Savings App', 'Market Women Savings App', 'Daily Contribution Savings App'],
    'DEVELOPMENT',
    {
      goal: 'Help market women save daily without carrying cash',
      audience: 'Market women and their collectors',
      deliverables: ['app'],
      features: ['daily contribution', 'withdrawal request', 'collector dashboard'],
      budget: exactly(m(3.5)),
      timeline: weeks(14),
    },
  ),
  chat(
    't19-microfinance-mobile-banking',
    [
      'We are a microfinance bank in Onitsha, customers want to check balance without coming to branch. We need mobile banking app',
      'development',
      'thats all',
    ],
    ['Microfinance Mobile Banking App', 'Microfinance Bank Mobile Banking App', 'Mobile Banking App'],
    'DEVELOPMENT',
    { deliverables: ['mobile banking app'] },
  ),
  chat(
    't19-catfish-smoked-fish-store',
    [
      'I have a catfish farm in Ogun, I want to sell smoked fish online, need ecommerce website',
      'both',
      'no',
    ],
    [
      'Catfish Farm Ecommerce Website',
      'Catfish Farm Online Store',
      'Smoked Fish Ecommerce Website',
      'Smoked Fish Online Store',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['ecommerce website'] },
  ),
  chat(
    't19-goats-sallah-pidgin',
    [
      'we dey rear goats and sheep for Sallah, we need flyers and whatsapp status designs',
      'design',
      'na all',
    ],
    [
      'Goat and Sheep Flyers and WhatsApp Status Designs',
      'Goats and Sheep Flyers and WhatsApp Status Designs',
      'Livestock Flyers and WhatsApp Status Designs',
    ],
    'DESIGN',
    { deliverables: ['flyers', 'whatsapp status designs'] },
  ),
  chat(
    't19-bridal-fashion-lookbook',
    ["I'm a fashion designer, bridal and asoebi styles. I want a lookbook and a new logo", 'design', 'no'],
    [
      'Fashion Design Lookbook and Logo',
      'Bridal Fashion Lookbook and Logo',
      'Fashion Lookbook and Logo',
      'Bridal and Asoebi Lookbook and Logo',
    ],
    'DESIGN',
    { deliverables: ['lookbook', 'logo'] },
  ),
  chat(
    't19-church-sermons-giving-pidgin',
    ['our church wan do website wey go show sermons and people fit give online', 'both', 'na all'],
    ['Church Website', 'Church Sermons and Giving Website', 'Church Giving Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-bike-delivery-pidgin',
    [
      'I get 5 bikes wey dey do delivery for Ibadan, I need website where people go book pickup',
      'both',
      'no',
    ],
    ['Delivery Booking Website', 'Bike Delivery Website', 'Dispatch Booking Website', 'Delivery Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't19-excel-class-landing',
    [
      'I teach Excel and data analysis to bankers on weekends, need landing page for registration',
      'both',
      'thats all',
    ],
    [
      'Excel and Data Analysis Training Landing Page',
      'Excel and Data Analysis Landing Page',
      'Data Analysis Training Landing Page',
      'Excel Training Landing Page',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['landing page'] },
  ),
  chat(
    't19-forklift-certificates',
    [
      'we do forklift and crane operator training, need certificates and ID cards printed for 60 trainees',
      'design',
      'no',
    ],
    [
      'Forklift and Crane Training Certificates and ID Cards',
      'Operator Training Certificates and ID Cards',
      'Forklift Training Certificates and ID Cards',
      'Forklift and Crane Operator Training Certificates and ID Cards',
    ],
    'DESIGN',
    { deliverables: ['certificates', 'ID cards'] },
  ),
  chat(
    't19-nanny-agency',
    [
      'we are a recruitment agency placing nannies and housekeepers with families in Abuja. need website and flyers',
      'both',
      'thats all',
    ],
    [
      'Recruitment Agency Website and Flyers',
      'Domestic Staff Recruitment Website and Flyers',
      'Nanny Recruitment Website and Flyers',
      'Recruitment Website and Flyers',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'flyers'] },
  ),
  chat(
    't19-hr-cv-portal',
    [
      'HR consultant here, I need a simple portal to receive CVs and schedule interviews',
      'development',
      'no',
    ],
    [
      'Recruitment Portal',
      'HR Recruitment Portal',
      'HR Consulting Recruitment Portal',
      'CV and Interview Portal',
    ],
    'DEVELOPMENT',
    { deliverables: ['portal'] },
  ),
  chat(
    't19-tech-conference-site',
    [
      'We are hosting a tech conference for 2,000 developers in Lagos, we need website for tickets and speakers',
      'both',
      'sell all the tickets before the early bird ends',
      'software developers and tech founders',
      'website',
      'ticket sales, speaker profiles, schedule',
      '1.5m',
      '6 weeks',
    ],
    ['Tech Conference Website', 'Tech Conference Ticketing Website', 'Conference Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell all the tickets before the early bird ends',
      audience: 'Software developers and tech founders',
      deliverables: ['website'],
      features: ['ticket sales', 'speaker profiles', 'schedule'],
      budget: exactly(m(1.5)),
      timeline: weeks(6),
    },
  ),

  // A whole project in one message.
  chat(
    't19-laundry-one-message',
    [
      'Hi, I run a laundry in Gbagada. I need a website where customers can schedule pickup, pay online and track their clothes. Budget is 800k and I want it in 6 weeks',
      'both',
      'get more customers without phone calls',
      'busy workers in Gbagada and Anthony',
      'thats all',
    ],
    ['Laundry Website', 'Laundry Pickup Website', 'Laundry Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more customers without phone calls',
      audience: 'Busy workers in Gbagada and Anthony',
      deliverables: ['website'],
      features: ['schedule pickup', 'pay online', 'track their clothes'],
      budget: exactly(800_000),
      timeline: weeks(6),
    },
  ),
];
