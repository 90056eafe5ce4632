import { chat, exactly, m } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-first batch of new-project chats (issue #28, names), written on 29 November 2026 before the engine was
 * run on it, to judge a proposed title read from what is made rather than from the sentence's frame. First messages
 * of every shape: a system asked for by what it should let people do ("a way for patients to book…", "something
 * where members can pay…"), apps and dashboards named with their purpose ("for tracking our trucks", "to see sales
 * from all our branches"), websites, logos, print runs, a company profile, trainings named beside what is built, a
 * designer or developer hired to make something, organisations named in lower case ("we are brightstar academy"), an
 * occasion after its owner ("for my daughter's wedding", "my father's burial"), pidgin, text-speak and misspellings,
 * one long message. A given name is accepted alone or with the things made; a proposed title follows
 * docs/decisions.md, "The convention of a proposed title". The messages after the first answer the questions in the
 * chat's order (the type, the goal, …), and a chat that stops early leaves the rest open. Dates are read as of
 * `evaluationDate` (Monday 23 November 2026).
 */

export const twentyFirstBatchConversations: IntakeConversation[] = [
  // Systems asked for by what they should let people do, no thing named.
  chat(
    't21-way-eye-clinic-booking',
    [
      'we need a way for patients to book appointments online, we are a small eye clinic in Enugu',
      'development',
      'no',
    ],
    [
      'Eye Clinic Appointment Booking',
      'Eye Clinic Appointment Booking System',
      'Eye Clinic Booking System',
      'Eye Clinic Online Booking',
    ],
    'DEVELOPMENT',
    { features: ['book appointments online'] },
  ),
  chat(
    't21-something-church-giving',
    [
      'hello. my church want something where members can pay tithe and offering with their phone',
      'development',
      'no',
    ],
    [
      'Church Tithe and Offering Payment',
      'Church Tithe and Offering Payment System',
      'Church Online Giving',
      'Church Giving App',
    ],
    'DEVELOPMENT',
    { features: ['pay tithe and offering with their phone'] },
  ),
  chat(
    't21-way-keke-payments',
    [
      'I need a way to track my 6 keke drivers daily payments, right now na notebook we dey use',
      'development',
      'no',
    ],
    [
      'Keke Driver Payment Tracking',
      'Keke Driver Payment Tracker',
      'Keke Payment Tracking System',
      'Driver Payment Tracking System',
    ],
    'DEVELOPMENT',
    { goal: 'Track my 6 keke drivers daily payments' },
  ),
  chat(
    't21-lowercase-academy-results',
    [
      'we are brightstar academy, a secondary school in ibadan. we need a system for recording students scores and printing report cards',
      'development',
      'no',
    ],
    [
      'Brightstar Academy',
      'Brightstar Academy Result System',
      'Brightstar Academy Results System',
      'Brightstar Academy Report Card System',
    ],
    'DEVELOPMENT',
    { deliverables: ['system'], features: ['recording students scores', 'printing report cards'] },
  ),
  chat(
    't21-laundry-app-pickups',
    ['we are a laundry in Ikeja, want app for customers to schedule pickups and pay', 'both', 'no'],
    ['Laundry App', 'Laundry Pickup App', 'Laundry Pickup Scheduling App', 'Laundry Pickup Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['app'], features: ['schedule pickups', 'pay'] },
  ),
  chat(
    't21-bus-tracking-so-parents',
    ['tracking system for our school buses so parents can see where the bus is', 'development', 'no'],
    ['School Bus Tracking System', 'Bus Tracking System'],
    'DEVELOPMENT',
    { goal: 'Let parents see where the bus is', deliverables: ['tracking system'] },
  ),
  chat(
    't21-shortlet-booking-system',
    ['we need a booking system for our 3 shortlet apartments in Lekki', 'both', 'no'],
    ['Shortlet Apartment Booking System', 'Shortlet Booking System', 'Shortlet Apartments Booking System'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['booking system'] },
  ),
  chat(
    't21-whatsapp-chatbot-orders',
    ['we need whatsapp chatbot for taking orders, we sell cakes and small chops', 'development', 'no'],
    [
      'Cake and Small Chops WhatsApp Chatbot',
      'WhatsApp Ordering Chatbot',
      'WhatsApp Order Chatbot',
      'Cakes and Small Chops WhatsApp Chatbot',
    ],
    'DEVELOPMENT',
    { deliverables: ['whatsapp chatbot'] },
  ),

  // Apps named with what they are for.
  chat(
    't21-app-for-tracking-trucks',
    ['pls we need mobile app for tracking our trucks from Apapa to the north', 'development', 'no'],
    ['Truck Tracking App', 'Truck Tracking Mobile App', 'Mobile App for Tracking Trucks'],
    'DEVELOPMENT',
    { deliverables: ['mobile app'] },
  ),
  chat(
    't21-app-to-help-farmers',
    ['I want to build an app to help farmers sell their tomatoes directly to buyers in lagos', 'both', 'no'],
    ['Tomato Marketplace App', 'Tomato Selling App', 'Farmers Marketplace App', 'Tomato Farmers App'],
    'DESIGN_AND_DEVELOPMENT',
    { goal: 'Help farmers sell their tomatoes directly to buyers in Lagos', deliverables: ['app'] },
  ),
  chat(
    't21-gym-app-so-members',
    [
      'my gym needs an app so members can renew their subscription and book personal trainer sessions',
      'both',
      'no',
    ],
    ['Gym App', 'Gym Membership App', 'Gym Members App', 'Gym Subscription and Booking App'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['app'], features: ['renew their subscription', 'book personal trainer sessions'] },
  ),
  chat(
    't21-named-rider-app-dashboard',
    [
      'We are Tuckshop NG, we deliver groceries in Abuja. Need a rider app and an admin dashboard',
      'both',
      'no',
    ],
    ['Tuckshop NG', 'Tuckshop NG Rider App and Admin Dashboard', 'Tuckshop NG Rider App and Dashboard'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['rider app', 'admin dashboard'] },
  ),
  chat(
    't21-app-for-booking-salon',
    ['an app for booking hair appointments at my salon in Surulere', 'both', 'no'],
    [
      'Salon Booking App',
      'Salon Appointment Booking App',
      'Hair Appointment Booking App',
      'Salon Hair Appointment Booking App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['app'] },
  ),
  chat(
    't21-pidgin-gas-refill-app',
    [
      'abeg i need app wey my customers go take order gas refill, na gas plant i get for Ikorodu',
      'development',
      'no',
    ],
    ['Gas Plant App', 'Gas Refill Ordering App', 'Gas Refill App', 'Gas Plant Ordering App'],
    'DEVELOPMENT',
    { deliverables: ['app'], features: ['order gas refill'] },
  ),

  // Websites, with and without a name.
  chat(
    't21-lowercase-hospital-website',
    ['good morning, we are sunrise hospital owerri, we need a new website', 'both', 'no'],
    [
      'Sunrise Hospital',
      'Sunrise Hospital Website',
      'Sunrise Hospital Owerri',
      'Sunrise Hospital Owerri Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't21-website-for-shop-and-logo',
    ['website for my shop and a logo, i sell ankara fabrics in Balogun', 'both', 'no'],
    [
      'Ankara Fabric Shop Website and Logo',
      'Ankara Fabrics Website and Logo',
      'Ankara Fabric Website and Logo',
      'Fabric Shop Website and Logo',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'logo'] },
  ),
  chat(
    't21-law-firm-name-after',
    ['I need a simple website for my law firm, Okonkwo & Partners', 'both', 'no'],
    ['Okonkwo & Partners', 'Okonkwo & Partners Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't21-called-lowercase-interiors',
    ['my company is called adaeze interiors, we need portfolio website', 'both', 'no'],
    ['Adaeze Interiors', 'Adaeze Interiors Portfolio Website', 'Adaeze Interiors Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['portfolio website'] },
  ),
  chat(
    't21-ecommerce-perfume-oils',
    ['Need ecommerce website for selling my perfume oils, delivery nationwide', 'both', 'no'],
    [
      'Perfume Oil Ecommerce Website',
      'Perfume Oil E-commerce Website',
      'Perfume Oils Ecommerce Website',
      'Perfume Oil Online Store',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['ecommerce website'] },
  ),
  chat(
    't21-school-website-where-parents',
    [
      'we run a primary school in Kubwa and want a website where parents can see school news and pay fees',
      'both',
      'no',
    ],
    ['Primary School Website', 'School Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['see school news', 'pay fees'] },
  ),
  chat(
    't21-ebook-landing-page',
    ['landing page for my ebook on poultry farming', 'both', 'no'],
    ['Poultry Farming Ebook Landing Page', 'Poultry Ebook Landing Page', 'Ebook Landing Page'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['landing page'] },
  ),
  chat(
    't21-lowercase-ngo-volunteers',
    ['we are lagos food bank, an NGO. we need volunteer sign up website', 'both', 'no'],
    [
      'Lagos Food Bank',
      'Lagos Food Bank Website',
      'Lagos Food Bank Volunteer Website',
      'Lagos Food Bank Volunteer Sign Up Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['volunteer sign up website'] },
  ),
  chat(
    't21-thrift-online-store',
    ['Hello i sell thrift clothes on instagram, i need a proper online store', 'both', 'no'],
    ['Thrift Clothes Online Store', 'Thrift Clothing Online Store', 'Thrift Online Store'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['online store'] },
  ),
  chat(
    't21-oga-oil-gas-website',
    ['my oga wants a new website for our oil and gas servicing company', 'both', 'no'],
    ['Oil and Gas Servicing Company Website', 'Oil and Gas Servicing Website', 'Oil and Gas Company Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),

  // Dashboards and software for the office.
  chat(
    't21-dashboard-to-see-sales',
    [
      'We need a dashboard to see sales from all our 5 supermarket branches in one place',
      'development',
      'no',
    ],
    [
      'Supermarket Sales Dashboard',
      'Supermarket Branch Sales Dashboard',
      'Supermarket Branches Sales Dashboard',
      'Sales Dashboard',
    ],
    'DEVELOPMENT',
    { goal: 'See sales from all our 5 supermarket branches in one place', deliverables: ['dashboard'] },
  ),
  chat(
    't21-admin-dashboard-lowercase-mfb',
    ['admin dashboard for our loan app, we are quickcash microfinance', 'development', 'no'],
    [
      'Quickcash Microfinance',
      'Quickcash Microfinance Admin Dashboard',
      'Quickcash Admin Dashboard',
      'Loan App Admin Dashboard',
    ],
    'DEVELOPMENT',
    { deliverables: ['admin dashboard'] },
  ),
  chat(
    't21-pharmacy-inventory-software',
    [
      'i want inventory software for my pharmacy, to know when drugs are finishing or expiring',
      'development',
      'no',
    ],
    ['Pharmacy Inventory Software', 'Pharmacy Inventory System'],
    'DEVELOPMENT',
    { goal: 'Know when drugs are finishing or expiring', deliverables: ['inventory software'] },
  ),
  chat(
    't21-hr-portal-for-staff',
    [
      'hr portal for our staff to apply for leave and see payslips, we are about 80 staff',
      'development',
      'no',
    ],
    ['HR Portal', 'Staff HR Portal', 'Staff Leave and Payslip Portal', 'Leave and Payslip HR Portal'],
    'DEVELOPMENT',
    { deliverables: ['hr portal'], features: ['apply for leave', 'see payslips'] },
  ),

  // Logos, branding and print runs; occasions after their owners.
  chat(
    't21-father-burial-poster',
    ["we need obituary poster and programme for my father's burial in Nnewi", 'design', 'no'],
    [
      'Burial Obituary Poster and Programme',
      'Obituary Poster and Burial Programme',
      'Burial Poster and Programme',
      'Funeral Obituary Poster and Programme',
    ],
    'DESIGN',
    { deliverables: ['obituary poster', 'programme'] },
  ),
  chat(
    't21-daughter-wedding-invitations',
    ["Invitation cards and souvenirs design for my daughter's wedding", 'design', 'no'],
    [
      'Wedding Invitation Cards and Souvenirs',
      'Wedding Invitation Cards and Souvenirs Design',
      'Wedding Invitations and Souvenirs',
    ],
    'DESIGN',
    { deliverables: ['invitation cards', 'souvenirs design'] },
  ),
  chat(
    't21-grandmother-funeral-brochure',
    ['pls i need funeral brochure for my grandmother, she was 98', 'design', 'no'],
    ['Funeral Brochure', 'Grandmother Funeral Brochure', 'Burial Brochure'],
    'DESIGN',
    { deliverables: ['funeral brochure'] },
  ),
  chat(
    't21-logo-catering-by-name',
    ['logo for my catering business, Tasty Bites by Funke', 'design', 'no'],
    ['Tasty Bites by Funke', 'Tasty Bites by Funke Logo'],
    'DESIGN',
    { deliverables: ['logo'] },
  ),
  chat(
    't21-church-crusade-handbills',
    ['I need 1000 handbills and 2 banners for my church crusade', 'design', 'no'],
    ['Church Crusade Handbills and Banners', 'Crusade Handbills and Banners'],
    'DESIGN',
    { deliverables: ['1000 handbills', '2 banners'] },
  ),
  chat(
    't21-paint-company-rebranding',
    ['we need a full rebranding for our paint company, 20 years with the same old logo', 'design', 'no'],
    ['Paint Company Rebranding', 'Paint Company Rebrand', 'Paint Company Branding'],
    'DESIGN',
    { deliverables: ['rebranding'] },
  ),
  chat(
    't21-pidgin-campaign-posters',
    ['abeg design my campaign posters, i dey run for house of assembly for Ikeja 2', 'design', 'no'],
    ['Campaign Posters', 'Election Campaign Posters', 'House of Assembly Campaign Posters'],
    'DESIGN',
    { deliverables: ['campaign posters'] },
  ),
  chat(
    't21-bakery-nylon-stickers',
    ['branded nylon bags and stickers for my bakery', 'design', 'no'],
    ['Bakery Nylon Bags and Stickers', 'Bakery Bags and Stickers', 'Bakery Branded Nylon Bags and Stickers'],
    'DESIGN',
    { deliverables: ['branded nylon bags', 'stickers'] },
  ),
  chat(
    't21-company-profile-ltd',
    ['company profile for our construction company, Solid Rock Builders Ltd', 'design', 'no'],
    [
      'Solid Rock Builders',
      'Solid Rock Builders Ltd',
      'Solid Rock Builders Company Profile',
      'Solid Rock Builders Ltd Company Profile',
    ],
    'DESIGN',
    { deliverables: ['company profile'] },
  ),
  chat(
    't21-text-speak-barbing-logo',
    ['logo n flyer 4 my barbing saloon', 'design', 'no'],
    ['Barbing Salon Logo and Flyer', 'Barbing Saloon Logo and Flyer', 'Barbing Salon Logo and Flyers'],
    'DESIGN',
    { deliverables: ['logo', 'flyer'] },
  ),
  chat(
    't21-do-you-do-menu',
    ['Do you people do menu design? I have a small restaurant in Port Harcourt', 'design', 'no'],
    ['Restaurant Menu Design', 'Restaurant Menu'],
    'DESIGN',
    { deliverables: ['menu design'] },
  ),

  // Trainings beside what is built; designers and developers hired to make something.
  chat(
    't21-hotel-website-and-training',
    [
      'we need a website for our hotel and training for the front desk staff on how to update it',
      'both',
      'no',
    ],
    ['Hotel Website and Staff Training', 'Hotel Website and Training', 'Hotel Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'training'] },
  ),
  chat(
    't21-pos-system-plus-training',
    [
      'Please I want a POS inventory system for my supermarket plus training for my cashiers',
      'development',
      'no',
    ],
    [
      'Supermarket POS Inventory System',
      'Supermarket POS Inventory System and Training',
      'Supermarket POS Inventory System and Cashier Training',
      'Supermarket POS and Inventory System',
    ],
    'DEVELOPMENT',
    { deliverables: ['POS inventory system', 'training'] },
  ),
  chat(
    't21-hire-designer-for-logo',
    ['i want to hire a designer to do my logo and business card, i sell fairly used phones', 'design', 'no'],
    [
      'Phone Shop Logo and Business Card',
      'Fairly Used Phones Logo and Business Card',
      'Phone Business Logo and Business Card',
      'Phone Logo and Business Card',
    ],
    'DESIGN',
    { deliverables: ['logo', 'business card'] },
  ),
  chat(
    't21-developer-school-management',
    ['need a developer to build a school management system for our college', 'development', 'no'],
    ['College School Management System', 'School Management System', 'College Management System'],
    'DEVELOPMENT',
    { deliverables: ['school management system'] },
  ),

  // Pidgin, misspellings, one long message.
  chat(
    't21-pidgin-fish-farm-website',
    ['I wan make una build website for my fish farm, i dey sell catfish for Abeokuta', 'both', 'no'],
    ['Fish Farm Website', 'Catfish Farm Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),
  chat(
    't21-misspelt-event-centre',
    [
      'i need a websiet for my event centre in owerri, peolpe shud be able to check dates and book',
      'both',
      'no',
    ],
    ['Event Centre Website', 'Event Center Website', 'Event Centre Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'], features: ['check dates', 'book'] },
  ),
  chat(
    't21-one-message-travels',
    [
      'Good evening. My name is Ibrahim and I run Al-Amin Travels in Kano, we do hajj and umrah packages. We need a website where people can see packages and pay installments. Budget is 1.5m',
      'both',
      'no',
    ],
    ['Al-Amin Travels', 'Al-Amin Travels Website'],
    'DESIGN_AND_DEVELOPMENT',
    {
      deliverables: ['website'],
      features: ['see packages', 'pay installments'],
      budget: exactly(m(1.5)),
    },
  ),
  chat(
    't21-startup-called-mvp',
    [
      'we are a startup called Farmlink, building a marketplace for farm produce. we need the MVP',
      'development',
      'no',
    ],
    ['Farmlink', 'Farmlink MVP', 'Farmlink Marketplace', 'Farmlink Marketplace MVP'],
    'DEVELOPMENT',
    { deliverables: ['MVP'] },
  ),
];
