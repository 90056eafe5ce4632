import { chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The seventeenth batch of new-project chats (issue #28, names), written on 28 November 2026 before the engine was
 * run on it, weighted to proposed titles: no chat gives a name, and each lists the two to four titles a careful
 * account manager would write (whose it is and the things made, counts dropped; docs/decisions.md, "The convention
 * of a proposed title"). Slang for the business ("my shawarma joint", "my spot", "my bukka", "my hustle na …"),
 * pidgin relative clauses ("restaurants wey dey cook native soup", "app wey customers go fit book"), lists of goods
 * sold ("tyres, batteries, engine oil and brake pads"), print runs for occasions (harvest thanksgiving, a youth
 * convention, a ward campaign, a burial), training, recruitment and support of software already built, the business
 * said after the request or only by the people in it ("Lawyer here", "We are accountants"), long rambling first
 * messages, one-word requests and no business at all. Every field is labelled as the other batches do; the messages
 * after the first answer the questions in the chat's order (the type when it is not implied, the goal, the audience,
 * the deliverables, the features, the budget, the timeline), and a chat that stops early leaves the rest open. Dates
 * are read as of `evaluationDate` (Monday 23 November 2026).
 */

export const seventeenthBatchConversations: IntakeConversation[] = [
  chat(
    't17-shawarma-joint',
    ['my shawarma joint for Yaba need logo, menu board and stickers for the wraps', 'design', 'no thats all'],
    [
      'Shawarma Joint Branding',
      'Shawarma Branding',
      'Shawarma Joint Logo, Menu Board and Stickers',
      'Shawarma Spot Branding',
    ],
    'DESIGN',
    { deliverables: ['logo', 'menu board', 'stickers'] },
  ),
  chat(
    't17-native-soup-app-pidgin',
    [
      'I wan build app wey go connect people with restaurants wey dey cook native soup for Enugu',
      'development',
      'na all',
    ],
    [
      'Native Soup Ordering App',
      'Native Soup Delivery App',
      'Native Soup Restaurants App',
      'Restaurant Ordering App',
    ],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't17-foodstuff-bulk-website',
    [
      'we sell foodstuff in bulk (rice, beans, garri, palm oil, crayfish). need a website',
      'both',
      'nothing else',
    ],
    ['Foodstuff Website', 'Bulk Foodstuff Website', 'Foodstuffs Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't17-harvest-thanksgiving-print',
    [
      'Good afternoon, our parish harvest thanksgiving is coming up, we want 50 banners, 1000 envelope and 2000 handbills',
      'design',
      'thats all',
    ],
    [
      'Harvest Thanksgiving Banners, Envelopes and Handbills',
      'Parish Harvest Thanksgiving Banners, Envelopes and Handbills',
      'Harvest Thanksgiving Materials',
      'Harvest Thanksgiving Printing',
    ],
    'DESIGN',
    { deliverables: ['50 banners', '1000 envelope', '2000 handbills'] },
  ),
  chat(
    't17-recruitment-job-board-pidgin',
    [
      'Na recruitment we dey do, we dey find factory hands and drivers for companies for Agbara and Ota. we need job board website',
      'both',
      'fill vacancies faster',
      'factory workers, drivers and HR managers',
      'job board website',
      'job posts, CV upload, shortlist, SMS alerts',
      '1.3m',
      '8 weeks',
    ],
    [
      'Recruitment Job Board',
      'Recruitment Job Board Website',
      'Factory Recruitment Job Board',
      'Recruitment Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Fill vacancies faster',
      audience: 'Factory workers, drivers and HR managers',
      deliverables: ['job board website'],
      features: ['job posts', 'CV upload', 'shortlist', 'SMS alerts'],
      budget: exactly(m(1.3)),
      timeline: weeks(8),
    },
  ),
  chat(
    't17-jamb-coaching-website',
    [
      'I coach SS3 students for WAEC and JAMB in Ibadan. i need a website',
      'both',
      'help my students pass at one sitting',
      'SS3 students and their parents',
      'website',
      'past questions, timed mock exams, score history',
      'N600k',
      '5 weeks',
    ],
    [
      'WAEC and JAMB Coaching Website',
      'JAMB Coaching Website',
      'Exam Coaching Website',
      'WAEC and JAMB Prep Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Help my students pass at one sitting',
      audience: 'SS3 students and their parents',
      deliverables: ['website'],
      features: ['past questions', 'timed mock exams', 'score history'],
      budget: exactly(600_000),
      timeline: weeks(5),
    },
  ),
  chat(
    't17-website-maintenance-japa',
    [
      'our company website dey crash every week and the guy wey build am don japa. we need person to maintain am',
      'development',
      'thats all',
    ],
    [
      'Company Website Maintenance',
      'Website Maintenance',
      'Website Support and Maintenance',
      'Company Website Support',
    ],
    'DEVELOPMENT',
    { deliverables: ['website maintenance'] },
  ),
  chat(
    't17-rambling-event-caterer',
    [
      'Good evening. So I started cooking for events since 2019, first it was just family and friends but now people ' +
        'dey call me from Lekki to Ikorodu for parties, weddings, burials and office lunches. My problem is that ' +
        'everything is on whatsapp and people keep asking for price list and pictures of my food over and over. I ' +
        'need a proper website where they can see my menu and packages and book me',
      'both',
      'stop answering the same questions on whatsapp',
      'people planning parties and office admins',
      'website',
      'menu, packages with prices, booking form, gallery',
      '750k',
      '6 weeks',
    ],
    ['Event Catering Website', 'Catering Website', 'Catering Booking Website', 'Events Catering Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop answering the same questions on whatsapp',
      audience: 'People planning parties and office admins',
      deliverables: ['website'],
      features: ['menu', 'packages with prices', 'booking form', 'gallery'],
      budget: exactly(750_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't17-mechanic-workshop-app-pidgin',
    [
      'I get mechanic workshop for Nnewi, I wan app wey customers go fit book service and see when their car ready',
      'development',
      'na all',
    ],
    [
      'Mechanic Workshop Booking App',
      'Mechanic Workshop App',
      'Car Service Booking App',
      'Auto Repair Booking App',
    ],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't17-ward-campaign-materials',
    [
      'My oga dey contest councillor for ward 4, we need 300 polo, 300 face cap and 5000 handbills',
      'design',
      "that's it",
    ],
    [
      'Councillorship Campaign Materials',
      'Campaign Materials',
      'Campaign Polo Shirts, Face Caps and Handbills',
      'Councillor Campaign Merchandise',
    ],
    'DESIGN',
    { deliverables: ['300 polo', '300 face cap', '5000 handbills'] },
  ),
  chat(
    't17-unisex-salon-spot',
    ['my spot for Surulere na unisex salon, e need better signboard and price list', 'design', 'nope'],
    ['Unisex Salon Signboard and Price List', 'Salon Signboard and Price List', 'Unisex Salon Branding'],
    'DESIGN',
    { deliverables: ['signboard', 'price list'] },
  ),
  chat(
    't17-youth-convention-print',
    [
      'we need customized t-shirts, flyers and a backdrop banner for our youth convention',
      'design',
      'thats all',
    ],
    [
      'Youth Convention T-shirts, Flyers and Backdrop Banner',
      'Youth Convention Materials',
      'Youth Convention Merchandise',
      'Youth Convention Branding',
    ],
    'DESIGN',
    { deliverables: ['customized t-shirts', 'flyers', 'backdrop banner'] },
  ),
  chat(
    't17-asaba-hotel-rambling',
    [
      'Hello. I manage a 20-room hotel in Asaba, guests dey always call to ask if room dey, sometimes 10 calls for ' +
        'one night. the owner said make we get website where people go see rooms and book',
      'both',
      'reduce the calls and fill more rooms',
      'travellers and people attending events in Asaba',
      'website',
      'room photos, availability, book and pay online',
      '1.1m',
      '7 weeks',
    ],
    ['Hotel Booking Website', 'Hotel Website', 'Hotel Room Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reduce the calls and fill more rooms',
      audience: 'Travellers and people attending events in Asaba',
      deliverables: ['website'],
      features: ['room photos', 'availability', 'book and pay online'],
      budget: exactly(m(1.1)),
      timeline: weeks(7),
    },
  ),
  chat(
    't17-tailoring-training-intake',
    [
      'We train young girls in tailoring and bead making, 3 months course. We want flyers and a banner to advertise the next intake',
      'design',
      'thats all',
    ],
    [
      'Tailoring and Bead Making Training Flyers and Banner',
      'Tailoring Training Flyers and Banner',
      'Tailoring and Bead Making Flyers and Banner',
      'Tailoring School Flyers and Banner',
    ],
    'DESIGN',
    { goal: 'Advertise the next intake', deliverables: ['flyers', 'banner'] },
  ),
  chat(
    't17-pharmacy-said-after',
    ['hi, please i need delivery app. we are a pharmacy', 'development', 'no'],
    ['Pharmacy Delivery App', 'Pharmacy App', 'Drug Delivery App'],
    'DEVELOPMENT',
    { deliverables: ['delivery app'] },
  ),
  chat(
    't17-mobile-app-idea',
    ['i have an idea for a mobile app', 'development', 'no'],
    ['New Mobile App', 'Mobile App', 'Mobile App Idea'],
    'DEVELOPMENT',
    { deliverables: ['mobile app'] },
  ),
  chat(
    't17-inverter-solar-profile',
    [
      'we sell and install inverters and solar panels for homes in Port Harcourt. need a website and a company profile',
      'both',
      'thats all',
    ],
    [
      'Inverter and Solar Website and Company Profile',
      'Solar and Inverter Website and Company Profile',
      'Inverter and Solar Panel Website and Company Profile',
      'Solar Installation Website and Company Profile',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'company profile'] },
  ),
  chat(
    't17-staffing-shifts-app',
    [
      'We supply cleaners and security guards to offices and estates in Abuja. We need an app to manage our staff shifts and attendance',
      'development',
      'nope',
    ],
    [
      'Staff Shift and Attendance App',
      'Staff Shifts and Attendance App',
      'Staff Attendance App',
      'Cleaning and Security Staffing App',
    ],
    'DEVELOPMENT',
    { goal: 'Manage our staff shifts and attendance', deliverables: ['app'] },
  ),
  chat(
    't17-property-misspelt',
    ['pls i need a webiste for my propety bussiness, we sell land in Ibeju Lekki', 'both', 'no'],
    ['Property Website', 'Property Business Website', 'Land Sales Website', 'Real Estate Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't17-nursery-school-several',
    [
      'Our nursery and primary school needs a new logo, letterhead, report card design and a simple website',
      'both',
      'thats all',
    ],
    [
      'Nursery and Primary School Branding and Website',
      'School Branding and Website',
      'Primary School Branding and Website',
      'Nursery and Primary School Logo and Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['logo', 'letterhead', 'report card design', 'website'] },
  ),
  chat(
    't17-poultry-records-pidgin',
    ['abeg I need record keeping app for my poultry', 'development', 'thats all'],
    ['Poultry Record Keeping App', 'Poultry Farm Record Keeping App', 'Poultry Records App'],
    'DEVELOPMENT',
    { deliverables: ['record keeping app'] },
  ),
  chat(
    't17-bukka-flyers-menu',
    ['my bukka for Ibadan need flyers and whatsapp menu design', 'design', 'na everything be that'],
    [
      'Bukka Flyers and WhatsApp Menu',
      'Bukka Flyers and WhatsApp Menu Design',
      'Bukka Flyers and Menu Design',
      'Restaurant Flyers and WhatsApp Menu',
    ],
    'DESIGN',
    { deliverables: ['flyers', 'whatsapp menu design'] },
  ),
  chat(
    't17-foundation-learning-portal',
    [
      'We are a foundation that trains unemployed graduates in digital skills across the north east. We want an online learning portal',
      'both',
      'reach graduates who cannot come to our centres',
      'unemployed graduates in Borno, Yobe and Adamawa',
      'learning portal',
      'courses, videos, assignments, certificates',
      '₦2.8m',
      '12 weeks',
    ],
    [
      'Digital Skills Learning Portal',
      'Digital Skills Training Portal',
      'Foundation Learning Portal',
      'Digital Skills Online Learning Portal',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Reach graduates who cannot come to our centres',
      audience: 'Unemployed graduates in Borno, Yobe and Adamawa',
      deliverables: ['learning portal'],
      features: ['courses', 'videos', 'assignments', 'certificates'],
      budget: exactly(m(2.8)),
      timeline: weeks(12),
    },
  ),
  chat(
    't17-auto-parts-list',
    [
      'I sell tyres, batteries, engine oil and brake pads at Ladipo market, I need an ecommerce website',
      'both',
      'thats all',
    ],
    [
      'Auto Parts Ecommerce Website',
      'Auto Parts Online Store',
      'Car Parts Ecommerce Website',
      'Tyres and Batteries Ecommerce Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['ecommerce website'] },
  ),
  chat(
    't17-burial-brochure-mum',
    [
      'my mum passed, we need burial brochure, 200 copies, and banner and thank-you cards',
      'design',
      'thats all',
    ],
    [
      'Burial Brochure, Banner and Thank-you Cards',
      'Funeral Brochure, Banner and Thank-you Cards',
      'Burial Brochure and Banner',
      'Burial Programme Materials',
    ],
    'DESIGN',
    { deliverables: ['burial brochure', 'banner', 'thank-you cards'] },
  ),
  chat(
    't17-lawyer-here',
    ['Lawyer here. Need site for my practise, mostly land matters and company registration', 'both', 'no'],
    ['Law Practice Website', 'Law Firm Website', 'Legal Practice Website', 'Lawyer Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't17-dispatch-two-apps',
    ['Need customer app and rider app for my dispatch business in Lagos', 'development', 'nope'],
    [
      'Dispatch Customer and Rider Apps',
      'Dispatch Customer App and Rider App',
      'Dispatch Business Customer and Rider Apps',
      'Dispatch Apps',
    ],
    'DEVELOPMENT',
    { deliverables: ['customer app', 'rider app'] },
  ),
  chat(
    't17-gospel-album-art',
    ['I be gospel artiste, i need cover art and posters for my new album', 'design', 'thats all'],
    [
      'Gospel Album Cover Art and Posters',
      'Album Cover Art and Posters',
      'New Album Cover Art and Posters',
      'Album Artwork and Posters',
    ],
    'DESIGN',
    { deliverables: ['cover art', 'posters'] },
  ),
  chat('t17-one-word-logo', ['logo', 'design', 'thats all'], ['New Logo', 'Logo', 'Logo Design'], 'DESIGN', {
    deliverables: ['logo'],
  }),
  chat(
    't17-hospital-software-support',
    [
      'our hospital records software need support, the vendor don close shop. we need a team to fix bugs and keep it running',
      'development',
      'keep patient records safe and available',
      'doctors, nurses and records staff',
      'bug fixes and monthly maintenance',
      'skip',
      '900k',
      '3 months',
    ],
    [
      'Hospital Software Support',
      'Hospital Records Software Support',
      'Hospital Software Maintenance',
      'Hospital Records Software Maintenance',
    ],
    'DEVELOPMENT',
    {
      goal: 'Keep patient records safe and available',
      audience: 'Doctors, nurses and records staff',
      deliverables: ['bug fixes', 'monthly maintenance'],
      budget: exactly(900_000),
      timeline: weeks(13),
    },
  ),
  chat(
    't17-warri-comedy-tickets',
    [
      'We dey organise comedy show for Warri every year. this time we need ticketing website',
      'both',
      'thats all',
    ],
    [
      'Comedy Show Ticketing Website',
      'Comedy Show Tickets Website',
      'Warri Comedy Show Ticketing Website',
      'Comedy Show Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['ticketing website'] },
  ),
  chat(
    't17-proprietress-school-app',
    [
      'good morning. I am the proprietress of a school in Owerri (creche to JSS3). Parents dey complain say dem no ' +
        'dey hear from teachers, results dey delay, and fees na wahala. Somebody told me about school apps. Can you ' +
        'build one for us?',
      'both',
      'keep parents informed and collect fees easily',
      'parents and teachers',
      'parents app and admin dashboard',
      'results, fees, messages from teachers',
      '2 million naira',
      '10 weeks',
    ],
    ['School App', 'School Parents App', 'School Parents App and Dashboard', 'School App and Dashboard'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Keep parents informed and collect fees easily',
      audience: 'Parents and teachers',
      deliverables: ['parents app', 'admin dashboard'],
      features: ['results', 'fees', 'messages from teachers'],
      budget: exactly(m(2)),
      timeline: weeks(10),
    },
  ),
  chat(
    't17-provision-store-print',
    ['need receipts booklet, nylon bags and shelf price tags for my provision store', 'design', 'thats all'],
    [
      'Provision Store Receipt Booklet, Nylon Bags and Shelf Price Tags',
      'Provision Store Receipts Booklet, Nylon Bags and Shelf Price Tags',
      'Provision Store Printing',
      'Provision Store Print Materials',
    ],
    'DESIGN',
    { deliverables: ['receipts booklet', 'nylon bags', 'shelf price tags'] },
  ),
  chat(
    't17-car-wash-loyalty',
    [
      'we run car wash for Lekki phase 1, we need loyalty card and small app for regular customers',
      'both',
      'nope',
    ],
    [
      'Car Wash Loyalty Card and App',
      'Car Wash Loyalty App',
      'Car Wash Loyalty Programme',
      'Car Wash Loyalty Card and Mobile App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['loyalty card', 'app'] },
  ),
  chat(
    't17-hr-recruitment-one-page',
    [
      'I do HR outsourcing and recruitment for SMEs. need linkedin banner, business card and a one page website',
      'both',
      'thats all',
    ],
    [
      'Recruitment Website',
      'HR and Recruitment Website',
      'HR Outsourcing and Recruitment Website',
      'Recruitment Website and Business Cards',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['linkedin banner', 'business card', 'one page website'] },
  ),
  chat(
    't17-waist-beads-hustle',
    ['my hustle na waist beads and bead bags, i need logo and instagram page design', 'design', 'thats all'],
    [
      'Waist Beads Logo and Instagram Page Design',
      'Waist Beads and Bead Bags Logo and Instagram Page Design',
      'Waist Beads Branding',
      'Waist Beads and Bead Bags Branding',
    ],
    'DESIGN',
    { deliverables: ['logo', 'instagram page design'] },
  ),
  chat(
    't17-estate-levy-app',
    [
      'Chairman of our estate residents association here. We want app for paying service charge and security levy',
      'development',
      'thats all',
    ],
    [
      'Estate Service Charge Payment App',
      'Estate Levy Payment App',
      'Residents Association Payment App',
      'Estate Residents Association App',
    ],
    'DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't17-accountants-said-second',
    [
      'Need a proper website. We are accountants, we do tax filing and audit for small businesses',
      'both',
      'nope',
    ],
    ['Accounting Firm Website', 'Accounting Website', 'Accounting Practice Website', 'Tax and Audit Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't17-safety-training-materials',
    [
      'we run safety training for oil and gas workers in Port Harcourt, we need certificate design, training manual layout and roll up banner',
      'design',
      'thats all',
    ],
    [
      'Safety Training Materials',
      'Safety Training Certificates, Manual and Banner',
      'Safety Training Certificate, Manual and Roll-up Banner',
      'Oil and Gas Safety Training Materials',
    ],
    'DESIGN',
    { deliverables: ['certificate design', 'training manual layout', 'roll up banner'] },
  ),
  chat(
    't17-native-attire-rambling-pidgin',
    [
      'Abeg una well done. I dey sew native attire for men, agbada, kaftan, senator, all those things. Customers for ' +
        'abroad dey message me for instagram but e dey hard to show them everything. I think say I need website ' +
        'where dem go see my designs and order',
      'both',
      'make customers abroad fit order easy',
      'Nigerians abroad wey like native wear',
      'website',
      'catalogue, measurement form, pay in dollars',
      '1m',
      '8 weeks',
    ],
    [
      'Native Attire Website',
      'Native Wear Website',
      "Men's Native Attire Website",
      'Agbada and Kaftan Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Make customers abroad fit order easy',
      audience: 'Nigerians abroad wey like native wear',
      deliverables: ['website'],
      features: ['catalogue', 'measurement form', 'pay in dollars'],
      budget: exactly(m(1)),
      timeline: weeks(8),
    },
  ),
];
