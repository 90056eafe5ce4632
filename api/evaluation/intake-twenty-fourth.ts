import { chat } from './intake-clients.js';
import type { IntakeConversation } from './intake-conversations.js';

/*
 * The twenty-fourth batch of new-project chats (issue #28, names), written on 29 November 2026 before the engine was
 * run on it, to judge the proposed title and the things made read from the words of a request whatever its shape:
 * two things made joined across whose they are ("a website for my furniture shop and a logo for it"), lists in text
 * speak ("logo n website 4 my nail studio"), with "plus", "&", "too" or in two sentences; a thing's head with its
 * modifiers ("one page website", "real estate listing website", "QR code menu", "vehicle branding"); occasions after
 * their owners ("my son's naming ceremony", "my parents 40th wedding anniversary"); pidgin and misspellings; printed
 * goods and print runs; a thing made said only at the deliverables question. A given name is accepted alone or with
 * the things made; a proposed title follows docs/decisions.md, "The convention of a proposed title". The messages
 * after the first answer the questions in the chat's order (the type, the goal, …), and a chat that stops early leaves
 * the rest open. Dates are read as of `evaluationDate` (Monday 23 November 2026).
 */

export const twentyFourthBatchConversations: IntakeConversation[] = [
  // Two things made, joined across whose they are or in other ways.
  chat(
    't24-pidgin-provision-shop-website-logo',
    ['abeg i need website for my provision shop and logo too', 'both', 'no'],
    ['Provision Shop Website and Logo', 'Shop Website and Logo', 'Provision Store Website and Logo'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'logo'] },
  ),
  chat(
    't24-furniture-website-and-logo-for-it',
    ['I want a website for my furniture shop and a logo for it', 'both', 'no'],
    ['Furniture Shop Website and Logo', 'Furniture Website and Logo'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'logo'] },
  ),
  chat(
    't24-text-speak-nail-studio',
    ['logo n website 4 my nail studio', 'both', 'no'],
    ['Nail Studio Logo and Website', 'Nail Studio Website and Logo'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['logo', 'website'] },
  ),
  chat(
    't24-flyer-plus-rollup-pharmacy',
    ['flyer plus roll up banner 4 my pharmacy', 'design', 'no'],
    ['Pharmacy Flyer and Roll Up Banner', 'Pharmacy Flyer and Roll-up Banner', 'Pharmacy Flyer and Banner'],
    'DESIGN',
    { deliverables: ['flyer', 'roll up banner'] },
  ),
  chat(
    't24-two-sentences-car-wash',
    ['We run a car wash in Ajah. We need a website. Also a logo.', 'both', 'no'],
    ['Car Wash Website and Logo', 'Car Wash Logo and Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'logo'] },
  ),
  chat(
    't24-pidgin-na-logo-flyer-small-chops',
    ['na logo and flyer i need for my small chops business', 'design', 'no'],
    ['Small Chops Logo and Flyer', 'Small Chops Business Logo and Flyer'],
    'DESIGN',
    { deliverables: ['logo', 'flyer'] },
  ),
  chat(
    't24-poultry-website-and-flyers',
    ['website and flyers for our poultry farm in Ogun, we sell eggs and broilers', 'both', 'no'],
    ['Poultry Farm Website and Flyers', 'Poultry Website and Flyers'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'flyers'] },
  ),
  chat(
    't24-misspelt-construction-logo-card',
    ['i need a logo and bussiness card for my constraction company', 'design', 'no'],
    [
      'Construction Company Logo and Business Card',
      'Construction Logo and Business Card',
      'Construction Company Logo and Business Cards',
    ],
    'DESIGN',
    { deliverables: ['logo', 'business card'] },
  ),
  chat(
    't24-rider-app-dashboard-dispatch',
    ['rider app and a dashboard for our dispatch business in Ibadan', 'both', 'no'],
    [
      'Dispatch Rider App and Dashboard',
      'Dispatch Business Rider App and Dashboard',
      'Dispatch Rider App and Admin Dashboard',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['rider app', 'dashboard'] },
  ),
  chat(
    't24-menu-board-signage-shawarma',
    ['menu board & outdoor signage for my shawarma spot', 'design', 'no'],
    [
      'Shawarma Spot Menu Board and Outdoor Signage',
      'Shawarma Spot Menu Board and Signage',
      'Shawarma Menu Board and Outdoor Signage',
    ],
    'DESIGN',
    { deliverables: ['menu board', 'outdoor signage'] },
  ),
  chat(
    't24-card-and-stamp-clearing',
    ['business card and company stamp design for my clearing and forwarding company', 'design', 'no'],
    [
      'Clearing and Forwarding Business Card and Company Stamp',
      'Clearing and Forwarding Company Business Card and Stamp',
      'Clearing and Forwarding Company Business Card and Company Stamp',
      'Clearing and Forwarding Business Card and Stamp Design',
    ],
    'DESIGN',
    { deliverables: ['business card', 'company stamp design'] },
  ),
  chat(
    't24-book-cover-and-layout',
    ['i wrote a novel, i need book cover design and the inside layout', 'design', 'no'],
    [
      'Novel Book Cover Design and Layout',
      'Novel Cover Design and Inside Layout',
      'Book Cover Design and Inside Layout',
      'Novel Book Cover and Layout',
    ],
    'DESIGN',
    { deliverables: ['book cover design', 'inside layout'] },
  ),
  chat(
    't24-youtube-channel-art',
    ['channel art and thumbnails for my youtube cooking channel', 'design', 'no'],
    [
      'Cooking Channel Art and Thumbnails',
      'YouTube Cooking Channel Art and Thumbnails',
      'YouTube Channel Art and Thumbnails',
    ],
    'DESIGN',
    { deliverables: ['channel art', 'thumbnails'] },
  ),
  chat(
    't24-named-kitchen-logo-menu',
    ["Hi, we're Kemi's Kitchen, a catering outfit in Yaba. Need a logo and food menu", 'design', 'no'],
    ["Kemi's Kitchen", "Kemi's Kitchen Logo and Food Menu", "Kemi's Kitchen Logo and Menu"],
    'DESIGN',
    { deliverables: ['logo', 'food menu'] },
  ),
  chat(
    't24-website-and-app-mosque',
    ['website and mobile app for our mosque in Kaduna', 'both', 'no'],
    ['Mosque Website and Mobile App', 'Mosque Website and App'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website', 'mobile app'] },
  ),

  // Three or more things made.
  chat(
    't24-law-chambers-stationery',
    ['logo, letterhead and complimentary card for my law chambers in Abuja', 'design', 'no'],
    [
      'Law Chambers Branding',
      'Law Chambers Logo, Letterhead and Complimentary Card',
      'Law Chambers Logo and Stationery',
    ],
    'DESIGN',
    { deliverables: ['logo', 'letterhead', 'complimentary card'] },
  ),
  chat(
    't24-church-anniversary-goods',
    ['for our church 25th anniversary we need banners, jotters and pens', 'design', 'no'],
    [
      'Church Anniversary Banners, Jotters and Pens',
      'Church 25th Anniversary Banners, Jotters and Pens',
      'Church Anniversary Merchandise',
      'Church Anniversary Souvenirs',
    ],
    'DESIGN',
    { deliverables: ['banners', 'jotters', 'pens'] },
  ),
  chat(
    't24-reunion-tshirts-caps',
    ['200 t-shirts and 100 face caps for our class of 2006 reunion', 'design', 'no'],
    [
      'Class of 2006 Reunion T-shirts and Face Caps',
      'Reunion T-shirts and Face Caps',
      'Class Reunion T-shirts and Face Caps',
    ],
    'DESIGN',
    { deliverables: ['200 t-shirts', '100 face caps'] },
  ),

  // One thing made, its head with modifiers.
  chat(
    't24-one-page-photography',
    ['I need a simple one page website for my photography', 'both', 'no'],
    ['Photography One Page Website', 'Photography One-Page Website', 'Photography Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['one page website'] },
  ),
  chat(
    't24-wife-hair-ecommerce',
    ["e-commerce site for my wife's hair business, she sells bone straight and wigs", 'both', 'no'],
    [
      'Hair Business E-commerce Site',
      'Hair E-commerce Site',
      'Hair Business E-commerce Website',
      'Wig E-commerce Site',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['e-commerce site'] },
  ),
  chat(
    't24-real-estate-listing-website',
    ['real estate listing website for my agency in Port Harcourt', 'both', 'no'],
    [
      'Real Estate Listing Website',
      'Real Estate Agency Listing Website',
      'Agency Real Estate Listing Website',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['real estate listing website'] },
  ),
  chat(
    't24-qr-menu-restaurant-bar',
    ['QR code menu for my restaurant and bar', 'both', 'no'],
    ['Restaurant and Bar QR Code Menu', 'Restaurant QR Code Menu', 'Restaurant and Bar QR Menu'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['QR code menu'] },
  ),
  chat(
    't24-vehicle-branding-logistics',
    ['we need vehicle branding for our 10 delivery vans, logistics company in Apapa', 'design', 'no'],
    [
      'Delivery Van Vehicle Branding',
      'Logistics Company Vehicle Branding',
      'Logistics Vehicle Branding',
      'Delivery Van Branding',
    ],
    'DESIGN',
    { deliverables: ['vehicle branding'] },
  ),
  chat(
    't24-estate-billboard',
    ['billboard design for our new estate in Lekki', 'design', 'no'],
    ['Estate Billboard Design', 'New Estate Billboard Design', 'Estate Billboard'],
    'DESIGN',
    { deliverables: ['billboard design'] },
  ),
  chat(
    't24-inventory-app-building-materials',
    ['inventory app for my building materials store', 'development', 'no'],
    [
      'Building Materials Store Inventory App',
      'Building Materials Inventory App',
      'Building Material Store Inventory App',
      'Building Material Inventory App',
    ],
    'DEVELOPMENT',
    { deliverables: ['inventory app'] },
  ),
  chat(
    't24-spa-booking-website',
    ['booking website for my spa in Victoria Island', 'both', 'no'],
    ['Spa Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['booking website'] },
  ),
  chat(
    't24-fintech-pitch-deck',
    ['we are a fintech startup raising our seed round, we need a pitch deck', 'design', 'no'],
    ['Fintech Pitch Deck', 'Fintech Startup Pitch Deck', 'Seed Round Pitch Deck'],
    'DESIGN',
    { deliverables: ['pitch deck'] },
  ),
  chat(
    't24-ngo-annual-report',
    ['annual report design for our NGO, around 24 pages', 'design', 'no'],
    ['NGO Annual Report Design', 'NGO Annual Report', 'Annual Report Design'],
    'DESIGN',
    { deliverables: ['annual report design'] },
  ),
  chat(
    't24-crm-sales-team',
    ['a simple CRM for our sales team, we are 15 reps selling solar panels', 'development', 'no'],
    ['Solar Panel CRM', 'Sales Team CRM', 'Solar Panel Sales CRM', 'Sales CRM'],
    'DEVELOPMENT',
    { deliverables: ['CRM'] },
  ),
  chat(
    't24-food-delivery-app-redesign',
    ['redesign of our food delivery app, the current one confuses customers', 'design', 'no'],
    ['Food Delivery App Redesign', 'Food Delivery App'],
    'DESIGN',
    { deliverables: ['app redesign'] },
  ),
  chat(
    't24-chin-chin-packaging',
    ['i make chin chin and plantain chips, i want proper packaging for them', 'design', 'no'],
    ['Chin Chin and Plantain Chips Packaging', 'Chin Chin Packaging', 'Snack Packaging'],
    'DESIGN',
    { deliverables: ['packaging'] },
  ),
  chat(
    't24-pidgin-zobo-label',
    ['abeg una fit design label for my zobo drink?', 'design', 'no'],
    ['Zobo Drink Label', 'Zobo Label', 'Zobo Drink Labels'],
    'DESIGN',
    { deliverables: ['label'] },
  ),
  chat(
    't24-boutique-logo-how-much',
    ['how much una dey collect to design logo for boutique?', 'design', 'no'],
    ['Boutique Logo'],
    'DESIGN',
    { deliverables: ['logo'] },
  ),
  chat(
    't24-text-speak-school-website',
    ['pls i nid a website 4 my school, na nursery and primary', 'both', 'no'],
    ['School Website', 'Nursery and Primary School Website'],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['website'] },
  ),

  // Occasions after their owners.
  chat(
    't24-parents-anniversary-programme',
    ['programme of event for my parents 40th wedding anniversary', 'design', 'no'],
    [
      'Wedding Anniversary Programme of Event',
      '40th Wedding Anniversary Programme of Event',
      'Wedding Anniversary Programme',
      'Anniversary Programme of Event',
    ],
    'DESIGN',
    { deliverables: ['programme of event'] },
  ),
  chat(
    't24-naming-ceremony-invitation',
    ["invitation card for my son's naming ceremony", 'design', 'no'],
    ['Naming Ceremony Invitation Card', 'Naming Ceremony Invitation'],
    'DESIGN',
    { deliverables: ['invitation card'] },
  ),
  chat(
    't24-thanksgiving-brochure-souvenir',
    [
      'we are doing thanksgiving service for my mother at 70, need brochure and souvenir design',
      'design',
      'no',
    ],
    [
      'Thanksgiving Service Brochure and Souvenir Design',
      'Thanksgiving Brochure and Souvenir Design',
      'Thanksgiving Service Brochure and Souvenirs',
      'Thanksgiving Brochure and Souvenirs',
    ],
    'DESIGN',
    { deliverables: ['brochure', 'souvenir design'] },
  ),

  // Uses said with the thing; pidgin.
  chat(
    't24-pidgin-bus-seat-app',
    [
      'I wan build app wey passengers go take book seat for my buses, na transport company i get for Jibowu',
      'both',
      'no',
    ],
    [
      'Transport Company App',
      'Bus Seat Booking App',
      'Seat Booking App',
      'Transport Company Seat Booking App',
    ],
    'DESIGN_AND_DEVELOPMENT',
    { deliverables: ['app'], features: ['book seat'] },
  ),
  chat(
    't24-tailor-measurement-app',
    ['app to keep my customers measurements, i be tailor for Aba', 'development', 'no'],
    ['Tailor Measurement App', 'Customer Measurement App', 'Tailoring Measurement App', 'Tailor App'],
    'DEVELOPMENT',
    { goal: 'Keep my customers measurements', deliverables: ['app'] },
  ),

  // The thing made said only at the deliverables question.
  chat(
    't24-bakery-things-later',
    [
      'I have a bakery in Yaba and I want to grow online',
      'both',
      'more orders from offices around us',
      'office workers in Yaba',
      'website and instagram flyers',
      'no',
    ],
    ['Bakery Website', 'Bakery Website and Instagram Flyers', 'Bakery Website and Flyers'],
    'DESIGN_AND_DEVELOPMENT',
    {
      goal: 'More orders from offices around us',
      audience: 'Office workers in Yaba',
      deliverables: ['website', 'instagram flyers'],
    },
  ),
  chat(
    't24-clinic-things-later-text-speak',
    [
      'we run a dental clinic in Garki',
      'design and development',
      'more patients booking online',
      'skip',
      'booking site n logo',
      'no',
    ],
    ['Dental Clinic Booking Site and Logo', 'Dental Clinic Booking Site', 'Dental Clinic Booking Website'],
    'DESIGN_AND_DEVELOPMENT',
    { goal: 'More patients booking online', deliverables: ['booking site', 'logo'] },
  ),
];
