/*
 * Places and products clients name in lower case ("women in lagos and abuja", "pay with paystack"), written
 * as they are spelt, so the brief, the summary and the contract's scope read as written by the team. Only
 * names that are never ordinary words: "Rivers", "Plateau" or "Delta" stay as typed.
 */
// Nigeria's states and the places clients name most.
const places = (
  'Abia, Abuja, Adamawa, Akwa Ibom, Anambra, Bauchi, Bayelsa, Benue, Borno, Cross River, Ebonyi, Edo, Ekiti, ' +
  'Enugu, Gombe, Imo, Jigawa, Kaduna, Kano, Katsina, Kebbi, Kogi, Kwara, Lagos, Nasarawa, Ogun, Ondo, Osun, ' +
  'Oyo, Sokoto, Taraba, Yobe, Zamfara, Port Harcourt, Ibadan, Benin City, Jos, Ilorin, Owerri, Calabar, Uyo, ' +
  'Warri, Abeokuta, Onitsha, Aba, Asaba, Akure, Osogbo, Ikeja, Lekki, Yaba, Surulere, Ikoyi, Victoria Island, ' +
  'Ajah, Festac, Maitama, Wuse, Garki, Gwarinpa, Nsukka, Zaria, Maiduguri, Yola, Makurdi, Nigeria, Ghana, ' +
  'Kenya, South Africa, West Africa, Africa, Accra, Nairobi, London'
).split(', ');

/** Whether a word or two is one of the places clients name most ("Owerri", "Port Harcourt"). */
export const isKnownPlace = (words: string) =>
  places.some((place) => place.toLowerCase() === words.trim().toLowerCase());

const names = [
  ...places,
  // Products and services named in briefs ("Zoom", "Excel", "Stripe" and "Bolt" are ordinary words too).
  ...(
    'WhatsApp, Instagram, Facebook, TikTok, YouTube, LinkedIn, Paystack, Flutterwave, Opay, Moniepoint, ' +
    'Jumia, Konga, Shopify, WordPress, Google Maps, Google, iPhone, Android, iOS, PayPal, Remita, Interswitch'
  ).split(', '),
];

const alternation = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/\s+/g, String.raw`\s+`))
    .join('|');

/**
 * Places as written once spelt as they are: capitalised ("Lekki", "VI", "Port Harcourt", "Lekki Phase 1"), with "and", several. A
 * capitalised pronoun or article starts the next clause, not the place ("in Lagos We want…", "in Abuja I need…").
 */
const clauseStart = String.raw`(?:I|We|You|They|He|She|It|My|Our|Your|Their|The|This|That|And|But|So|Please|Pls)\b`;
const place = String.raw`(?!${clauseStart})[A-Z][\w'-]*(?:\s+(?!${clauseStart})[A-Z][\w'-]*)*(?:\s+\d+\b(?!\s*\w))?`;
export const placesSaid = String.raw`${place}(?:\s*(?:,|&|\band\b)\s*${place})*`;

/**
 * Pidgin "for Lagos" is English "in Lagos": "for" before places that end the phrase ("women who cook for family for
 * Lagos and Abuja"). Only listed places: "students for UNIBEN" may be at it, not in it.
 */
const pidginFor = new RegExp(
  String.raw`\bfor\s+(?=(?:${alternation(places)})(?:\s*(?:,|&|\band\b)\s*(?:${alternation(places)}))*\s*(?:[.,;!?]|$))`,
  'gi',
);
export const placesIn = (text: string) => text.replace(pidginFor, 'in ');

const spelling = new Map(names.map((name) => [name.toLowerCase(), name]));
const pattern = new RegExp(String.raw`\b(?:${alternation([...spelling.keys()])})\b`, 'gi');

/** The text with the names above spelt as they are, everything else as the client wrote it. */
export const withProperNouns = (text: string) =>
  text.replace(pattern, (found) => spelling.get(found.toLowerCase().replace(/\s+/g, ' ')) ?? found);
