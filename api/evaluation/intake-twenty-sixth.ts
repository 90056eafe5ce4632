import { between, by, chat, exactly, m, weeks } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-sixth batch of new-project chats (issue #28, names), written on 29 November 2026 before the engine was
 * run on it, to judge the proposed title and the things made on chats written as Nigerian small-business clients
 * type them: whole projects in one message, names given in passing ("We are Golden Grain Foods…", "I run Tolu's
 * Kitchen…"), pidgin, text speak ("n", "4", "r", "b4"), several things made at once (print runs with counts, a
 * website beside printed goods), first messages that only name the thing ("inventory app for my spare parts shop"),
 * and services other than websites: printing, trainings, hires, support and maintenance. A given name is accepted
 * alone; a proposed title follows docs/decisions.md, "The convention of a proposed title", with the titles a careful
 * person would accept. The messages after the first answer the questions in the chat's order (the type, the goal,
 * …), and a chat that stops early leaves the rest open. Dates are read as of `evaluationDate` (Monday 23 November
 * 2026).
 */

export const twentySixthBatchConversations: IntakeConversation[] = [
  // Whole projects in one message.
  chat(
    't26-one-harvest-printing',
    [
      'Good afternoon. We are having our church harvest thanksgiving on 13th December and we need 300 programmes, 20 banners and 500 handbills printed. ' +
        'The goal is to invite the whole community. It is for our members and people living around Agege. Printing only. Budget is 350k.',
    ],
    [
      'Church Harvest Thanksgiving Printing',
      'Harvest Thanksgiving Printing',
      'Harvest Thanksgiving Programmes, Banners and Handbills',
      'Church Harvest Programmes, Banners and Handbills',
      'Church Harvest Thanksgiving Programmes, Banners and Handbills',
      'Harvest Thanksgiving Materials',
    ],
    'DESIGN',
    {
      goal: 'Invite the whole community',
      audience: 'Our members and people living around Agege',
      deliverables: ['300 programmes', '20 banners', '500 handbills'],
      budget: exactly(350_000),
      timeline: by('2026-12-13'),
    },
  ),
  chat(
    't26-one-freshfold-laundry',
    [
      'Hello, my laundry business is called FreshFold and we are in Lekki. I want a mobile app where customers can schedule pickups and pay, plus a simple admin dashboard for my staff. ' +
        'We want to stop missing orders on WhatsApp. Our customers are busy professionals in Lekki and Ajah. Design and development, 2.5m budget, ready in 10 weeks.',
    ],
    'FreshFold',
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Stop missing orders on WhatsApp',
      audience: 'Busy professionals in Lekki and Ajah',
      deliverables: ['mobile app', 'admin dashboard'],
      features: ['schedule pickups', 'pay'],
      budget: exactly(m(2.5)),
      timeline: weeks(10),
    },
  ),
  chat(
    't26-one-pidgin-recruitment-agency',
    [
      'I dey run recruitment agency for Port Harcourt, we dey find drivers and security men for oil companies. I wan website wey companies go fit post job and people go fit upload CV. ' +
        'I wan make clients dey find us online. Na HR managers for oil companies be my customers. Both design and development. Budget na 1.2m. I need am before end of January.',
    ],
    ['Recruitment Agency Website', 'Recruitment Website', 'Recruitment Agency Job Website', 'Job Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Clients find us online',
      audience: 'HR managers for oil companies',
      deliverables: ['website'],
      features: ['post job', 'upload CV'],
      budget: exactly(m(1.2)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't26-one-pharmacy-inventory-training',
    [
      'We have 3 pharmacy branches in Ibadan. We need an inventory system that works across the branches and training for our staff to use it. ' +
        'The aim is to stop drugs expiring on the shelf. The users are our pharmacists and cashiers. Development only, budget 3m, 12 weeks.',
    ],
    [
      'Pharmacy Inventory System',
      'Pharmacy Inventory System and Training',
      'Pharmacy Inventory System and Staff Training',
    ],
    'DEVELOPMENT',
    {
      goal: 'Stop drugs expiring on the shelf',
      audience: 'Our pharmacists and cashiers',
      deliverables: ['inventory system', 'training'],
      budget: exactly(m(3)),
      timeline: weeks(12),
    },
  ),
  chat(
    't26-one-hospital-support',
    [
      'Our hospital software was built by a vendor who no longer picks our calls. We are St. Luke Hospital in Enugu. ' +
        'We need monthly support and maintenance, bug fixes and SMS reminders for appointments. The goal is to keep the system running without downtime. ' +
        'It is used by our nurses, doctors and front desk. Development only. Budget is 1.5m and we want the fixes done in 4 weeks.',
    ],
    'St. Luke Hospital',
    'DEVELOPMENT',
    {
      goal: 'Keep the system running without downtime',
      audience: 'Our nurses, doctors and front desk',
      deliverables: ['monthly support and maintenance', 'bug fixes'],
      features: ['SMS reminders for appointments'],
      budget: exactly(m(1.5)),
      timeline: weeks(4),
    },
  ),
  chat(
    't26-one-text-speak-boutique',
    [
      'hi pls i nid an online store 4 my boutique in Abuja, we sell ladies wears n shoes. want to sell nationwide. my customers r working class ladies 25-40. ' +
        'features: cart, paystack, delivery fee calculator. both design n dev. budget 800k. need it b4 xmas',
    ],
    ['Boutique Online Store', 'Ladies Wear Online Store', 'Boutique Online Shop'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Sell nationwide',
      audience: 'Working class ladies 25-40',
      deliverables: ['online store'],
      features: ['cart', 'paystack', 'delivery fee calculator'],
      budget: exactly(800_000),
      timeline: by('2026-12-25'),
    },
  ),
  chat(
    't26-one-school-website-and-print',
    [
      'We are Bright Future Academy, a nursery and primary school in Ikorodu. For the new session we need a website, 1000 branded exercise books and 200 report cards. ' +
        'The goal is to get more parents to enrol their children. Our audience is parents in Ikorodu. Design and development. Budget between 1.5m and 2m. Deadline is 5th January.',
    ],
    'Bright Future Academy',
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get more parents to enrol their children',
      audience: 'Parents in Ikorodu',
      deliverables: ['website', '1000 branded exercise books', '200 report cards'],
      budget: between(m(1.5), m(2)),
      timeline: by('2027-01-05'),
    },
  ),
  chat(
    't26-one-pidgin-poultry-app-training',
    [
      'Good morning sir. I get poultry farm for Ogun state. I wan app to keep my farm records, and make una train my 4 workers how to use am. I wan stop to lose money. ' +
        'Na me and my workers go use am. Na development. 900k. 6 weeks.',
    ],
    [
      'Poultry Farm App',
      'Poultry Farm Records App',
      'Poultry Farm App and Training',
      'Poultry Farm Record Keeping App',
      'Farm Records App',
    ],
    'DEVELOPMENT',
    {
      goal: 'Stop losing money',
      audience: 'Me and my workers',
      deliverables: ['app', 'training'],
      budget: exactly(900_000),
      timeline: weeks(6),
    },
  ),
  chat(
    't26-one-mum-seventieth-printing',
    [
      'My mum is turning 70 on 20th December and we are doing a big party in Ibadan. I need invitation cards, 300 souvenir hand fans and a backdrop banner. ' +
        'Design and printing. Budget 450k.',
    ],
    [
      '70th Birthday Invitation Cards, Hand Fans and Banner',
      '70th Birthday Invitation Cards, Souvenir Hand Fans and Backdrop Banner',
      '70th Birthday Party Printing',
      '70th Birthday Party Materials',
      'Birthday Invitation Cards, Hand Fans and Banner',
    ],
    'DESIGN',
    {
      deliverables: ['invitation cards', '300 souvenir hand fans', 'backdrop banner'],
      budget: exactly(450_000),
      timeline: by('2026-12-20'),
    },
  ),
  chat(
    't26-one-agency-figma-training',
    [
      'We are a small ad agency in Yaba. We want Figma training for our 5 junior designers and a design system they can use for client work. ' +
        'Goal is faster turnaround on client jobs. Design only. Budget 1m, done by 31st January.',
    ],
    [
      'Figma Training and Design System',
      'Design System and Figma Training',
      'Ad Agency Design System and Figma Training',
      'Agency Figma Training and Design System',
    ],
    'DESIGN',
    {
      goal: 'Faster turnaround on client jobs',
      audience: 'Our 5 junior designers',
      deliverables: ['Figma training', 'design system'],
      budget: exactly(m(1)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't26-one-hire-flutter-dev',
    [
      'I need to hire a flutter developer to finish our food delivery app, the first developer left halfway. ' +
        'The app is for people ordering food in Abuja. Development only. Budget for the whole thing is 1.8m and it should be live in 8 weeks.',
    ],
    ['Food Delivery App', 'Delivery App', 'Food Delivery App Completion'],
    'DEVELOPMENT',
    {
      audience: 'People ordering food in Abuja',
      deliverables: ['food delivery app'],
      budget: exactly(m(1.8)),
      timeline: weeks(8),
    },
  ),
  chat(
    't26-one-pidgin-okada-app',
    [
      'Abeg I wan build app for my okada business for Ibadan. I wan make my riders get more trips. Na students and market women go use am. ' +
        'Make e get ride booking, fare estimate and rider rating. Na both. 3m. 12 weeks.',
    ],
    ['Okada App', 'Okada Ride Booking App', 'Okada Business App', 'Ride Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'My riders get more trips',
      audience: 'Students and market women',
      deliverables: ['app'],
      features: ['ride booking', 'fare estimate', 'rider rating'],
      budget: exactly(m(3)),
      timeline: weeks(12),
    },
  ),
  chat(
    't26-one-tolus-kitchen',
    [
      "Hi, I'm Tolu. I run Tolu's Kitchen, a food delivery business in Yaba. I need a website where people can order food and pay online, and 500 branded food boxes. " +
        'We want more orders outside WhatsApp. Customers are students at Unilag and Yabatech. Both design and development. Budget 1m, in 5 weeks.',
    ],
    "Tolu's Kitchen",
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'More orders outside WhatsApp',
      audience: 'Students at Unilag and Yabatech',
      deliverables: ['website', '500 branded food boxes'],
      features: ['order food', 'pay online'],
      budget: exactly(m(1)),
      timeline: weeks(5),
    },
  ),

  // A first message that only names the thing made.
  chat(
    't26-bare-spare-parts-inventory',
    ['inventory app for my spare parts shop in Ladipo', 'development', 'no'],
    ['Spare Parts Shop Inventory App', 'Spare Parts Inventory App', 'Spare Parts Store Inventory App'],
    'DEVELOPMENT',
    { deliverables: ['inventory app'] },
  ),
  chat(
    't26-bare-laminated-menus',
    ['laminated menus for my restaurant, 50 copies', 'design', 'no'],
    ['Restaurant Laminated Menus', 'Restaurant Menus', 'Laminated Menus for Restaurant'],
    'DESIGN',
    { deliverables: ['laminated menus'] },
  ),
  chat(
    't26-bare-pidgin-barbing-salon',
    ['logo and signboard for my barbing salon for Ajegunle abeg', 'design', 'no'],
    ['Barbing Salon Logo and Signboard', 'Barber Shop Logo and Signboard', 'Salon Logo and Signboard'],
    'DESIGN',
    { deliverables: ['logo', 'signboard'] },
  ),
  chat(
    't26-bare-text-speak-tutorial-centre',
    ['website n flyers 4 my tutorial centre', 'both', 'no'],
    ['Tutorial Centre Website and Flyers', 'Website and Flyers for Tutorial Centre'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'flyers'] },
  ),
  chat(
    't26-bare-zuri-landing-page',
    ['Landing page for Zuri Naturals, my shea butter brand', 'both', 'no'],
    'Zuri Naturals',
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['landing page'] },
  ),
  chat(
    't26-bare-dantata-profile',
    ['Company profile and letterheads for our construction company, Dantata Builders', 'design', 'no'],
    'Dantata Builders',
    'DESIGN',
    { deliverables: ['company profile', 'letterheads'] },
  ),
  chat(
    't26-bare-result-portal',
    ['result checking portal for my sec school', 'development', 'no'],
    [
      'Secondary School Result Checking Portal',
      'School Result Checking Portal',
      'School Result Portal',
      'Result Checking Portal',
    ],
    'DEVELOPMENT',
    { deliverables: ['result checking portal'] },
  ),
  chat(
    't26-bare-church-giving-app',
    ['Mobile app for our church so members can give online', 'both', 'no'],
    ['Church Mobile App', 'Church Giving App', 'Church Online Giving App'],
    'DESIGN_AND_DEVELOPMENT',
    { goal: 'Members can give online', deliverables: ['mobile app'] },
  ),
  chat(
    't26-bare-small-chops-flyer-instagram',
    ['flyer and instagram design for my small chops business', 'design', 'no'],
    [
      'Small Chops Flyer and Instagram Design',
      'Small Chops Business Flyer and Instagram Design',
      'Small Chops Flyer and Instagram Designs',
    ],
    'DESIGN',
    { deliverables: ['flyer', 'instagram design'] },
  ),
  chat(
    't26-bare-cleaning-rebrand',
    ['Full rebrand for my cleaning company - logo, colours, business cards and uniforms', 'design', 'no'],
    ['Cleaning Company Rebrand', 'Cleaning Company Branding', 'Cleaning Company Rebranding'],
    'DESIGN',
    { deliverables: ['logo', 'colours', 'business cards', 'uniforms'] },
  ),
  chat(
    't26-bare-greeting-zobo',
    ['Good evening ma. Logo and packaging for my zobo drink', 'design', 'no'],
    ['Zobo Drink Logo and Packaging', 'Zobo Logo and Packaging'],
    'DESIGN',
    { deliverables: ['logo', 'packaging'] },
  ),
  chat(
    't26-bare-careers-page',
    ['careers page and job application form for our bank, we are hiring 50 graduates', 'development', 'no'],
    [
      'Bank Careers Page',
      'Bank Careers Page and Job Application Form',
      'Bank Careers Page and Application Form',
      'Careers Page and Job Application Form',
    ],
    'DEVELOPMENT',
    { deliverables: ['careers page', 'job application form'] },
  ),
  chat(
    't26-bare-text-speak-photography',
    ['portfolio site 4 my photography biz + price list pdf', 'design n dev', 'no'],
    [
      'Photography Portfolio Site',
      'Photography Portfolio Website',
      'Photography Portfolio Site and Price List',
      'Photography Portfolio Site and Price List PDF',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['portfolio site', 'price list pdf'] },
  ),

  // Printing, trainings, hires, support and maintenance.
  chat(
    't26-printing-supermarket-promo',
    ['We need 2000 flyers and 500 posters printed for our supermarket promo in Kaduna', 'printing', 'no'],
    [
      'Supermarket Promo Flyers and Posters',
      'Flyers and Posters for Supermarket Promo',
      'Supermarket Flyers and Posters',
    ],
    'DESIGN',
    { deliverables: ['2000 flyers', '500 posters'] },
  ),
  chat(
    't26-support-pidgin-hacked-site',
    [
      'our website don hack, e dey show betting adverts. abeg we need person to clean am and secure am',
      'development',
      'no',
    ],
    [
      'Website Security Fix',
      'Website Cleanup and Security',
      'Website Fix',
      'Hacked Website Fix',
      'Website Cleanup',
    ],
    'DEVELOPMENT',
    { deliverables: ['website cleanup and security'] },
  ),
  chat(
    't26-training-wordpress-staff',
    [
      'we want you to train our staff on how to use wordpress and update our website themselves',
      'development',
      'no',
    ],
    ['WordPress Training', 'Website Training', 'Staff WordPress Training', 'WordPress Staff Training'],
    'DEVELOPMENT',
    { deliverables: ['wordpress training'] },
  ),
  chat(
    't26-hire-designer-wigs',
    [
      'We need to hire a graphic designer to handle our social media designs every month, we sell wigs',
      'design',
      'no',
    ],
    [
      'Wig Business Social Media Designs',
      'Wig Social Media Designs',
      'Social Media Designs',
      'Wigs Social Media Designs',
    ],
    'DESIGN',
    { deliverables: ['social media designs'] },
  ),
  chat(
    't26-support-school-app',
    [
      'Looking for someone to maintain our school app monthly and update it when new session starts',
      'development',
      'no',
    ],
    ['School App Maintenance', 'School App Maintenance and Updates', 'App Maintenance'],
    'DEVELOPMENT',
    { deliverables: ['school app maintenance'] },
  ),
  chat(
    't26-support-law-firm-it',
    [
      'IT support for our law firm in VI: set up email for 15 staff, fix our printers network and maintain our website',
      'development',
      'no',
    ],
    ['Law Firm IT Support', 'IT Support', 'Law Firm IT Support and Website Maintenance'],
    'DEVELOPMENT',
    { deliverables: ['email setup', 'printers network fix', 'website maintenance'] },
  ),
  chat(
    't26-training-bootcamp-materials',
    [
      'We run a coding bootcamp in Kano. We need course materials designed, a student handbook and certificates for our graduates',
      'design',
      'no',
    ],
    [
      'Coding Bootcamp Course Materials, Handbook and Certificates',
      'Bootcamp Course Materials, Handbook and Certificates',
      'Coding Bootcamp Course Materials',
      'Bootcamp Course Materials',
      'Coding Bootcamp Training Materials',
    ],
    'DESIGN',
    { deliverables: ['course materials', 'student handbook', 'certificates'] },
  ),

  // Several things made, pidgin and text speak.
  chat(
    't26-pidgin-restaurant-three-things',
    [
      'I wan open restaurant for Surulere. I need logo, menu and signboard. Make everything fine abeg',
      'design',
      'no',
    ],
    [
      'Restaurant Branding',
      'Restaurant Logo, Menu and Signboard',
      'Restaurant Logo, Menu and Signboard Design',
    ],
    'DESIGN',
    { deliverables: ['logo', 'menu', 'signboard'] },
  ),
  chat(
    't26-text-speak-logistics-three',
    [
      'we r a logistics coy in Apapa. need mobile app 4 drivers, web portal 4 clients n admin dashboard',
      'both',
      'no',
    ],
    [
      'Logistics Mobile App, Web Portal and Admin Dashboard',
      'Logistics App, Portal and Dashboard',
      'Logistics Platform',
      'Logistics Company App, Portal and Dashboard',
      'Logistics Mobile App, Portal and Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['mobile app', 'web portal', 'admin dashboard'] },
  ),
  chat(
    't26-golden-grain-packaging',
    [
      'We are Golden Grain Foods, we package local rice in Kebbi. We need new packaging for our 5kg and 10kg bags, plus a logo refresh',
      'design',
      'no',
    ],
    'Golden Grain Foods',
    'DESIGN',
    { deliverables: ['packaging', 'logo refresh'] },
  ),
  chat(
    't26-pidgin-tailor-website',
    [
      'abeg i be tailor for Aba, i wan website wey go show my styles and people fit book measurement',
      'both',
      'no',
    ],
    ['Tailoring Website', 'Tailor Website', 'Fashion Website', 'Tailoring Business Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['show my styles', 'book measurement'] },
  ),
  chat(
    't26-old-hotel-site-new-one',
    ['My hotel website is very old and slow. We want a new one with online booking', 'both', 'no'],
    ['Hotel Website', 'New Hotel Website', 'Hotel Website Redesign', 'Hotel Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['online booking'] },
  ),

  // Chats answered question by question.
  chat(
    't26-chat-calabar-hotel-training',
    [
      'Hotel in Calabar, we need booking website and staff training',
      'both',
      'get direct bookings instead of paying booking.com',
      'tourists and business travellers',
      "that's all",
      'online booking, room gallery, card payment',
      '1.5m',
      'end of January',
    ],
    [
      'Hotel Booking Website and Staff Training',
      'Hotel Booking Website and Training',
      'Hotel Booking Website',
      'Calabar Hotel Booking Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get direct bookings instead of paying booking.com',
      audience: 'Tourists and business travellers',
      deliverables: ['booking website', 'staff training'],
      features: ['online booking', 'room gallery', 'card payment'],
      budget: exactly(m(1.5)),
      timeline: by('2027-01-31'),
    },
  ),
  chat(
    't26-chat-campaign-printing',
    [
      'campaign materials for my councillorship election in Ward 5',
      'printing',
      'win the election',
      'voters in ward 5',
      'posters, t-shirts, face caps',
      'none',
      '2 million',
      'before 10th January',
    ],
    [
      'Councillorship Campaign Materials',
      'Election Campaign Materials',
      'Campaign Materials',
      'Campaign Posters, T-shirts and Face Caps',
    ],
    'DESIGN',
    {
      goal: 'Win the election',
      audience: 'Voters in ward 5',
      deliverables: ['posters', 't-shirts', 'face caps'],
      budget: exactly(m(2)),
      timeline: by('2027-01-10'),
    },
  ),
  chat(
    't26-chat-ngo-volunteer-portal',
    [
      'Volunteer recruitment portal for our NGO',
      'both',
      'get 500 volunteers for our health outreach',
      'young graduates and NYSC members',
      'no',
      'volunteer sign up, screening, shift scheduling',
      '1m',
      '6 weeks',
    ],
    ['NGO Volunteer Recruitment Portal', 'Volunteer Recruitment Portal'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Get 500 volunteers for our health outreach',
      audience: 'Young graduates and NYSC members',
      deliverables: ['volunteer recruitment portal'],
      features: ['volunteer sign up', 'screening', 'shift scheduling'],
      budget: exactly(m(1)),
      timeline: weeks(6),
    },
  ),
  chat(
    't26-chat-gym-named-later',
    [
      'mobile app for my gym',
      'both',
      'call it FitHub',
      'keep members coming back',
      'our members',
      'no',
      'class booking, workout tracking',
      '2m',
      '10 weeks',
    ],
    'FitHub',
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'Keep members coming back',
      audience: 'Our members',
      deliverables: ['mobile app'],
      features: ['class booking', 'workout tracking'],
      budget: exactly(m(2)),
      timeline: weeks(10),
    },
  ),
];
