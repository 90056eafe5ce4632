/*
 * Places and products clients name in lower case ("women in lagos and abuja", "pay with paystack"), written
 * as they are spelt, so the brief, the summary and the contract's scope read as written by the team. Only
 * names that are never ordinary words: "Rivers", "Plateau" or "Delta" stay as typed.
 */
const names = [
  // Nigeria's states and the places clients name most.
  'Abia, Abuja, Adamawa, Akwa Ibom, Anambra, Bauchi, Bayelsa, Benue, Borno, Cross River, Ebonyi, Edo, Ekiti, ' +
    'Enugu, Gombe, Imo, Jigawa, Kaduna, Kano, Katsina, Kebbi, Kogi, Kwara, Lagos, Nasarawa, Ogun, Ondo, Osun, ' +
    'Oyo, Sokoto, Taraba, Yobe, Zamfara, Port Harcourt, Ibadan, Benin City, Jos, Ilorin, Owerri, Calabar, Uyo, ' +
    'Warri, Abeokuta, Onitsha, Aba, Asaba, Akure, Osogbo, Ikeja, Lekki, Yaba, Surulere, Ikoyi, Victoria Island, ' +
    'Ajah, Festac, Maitama, Wuse, Garki, Gwarinpa, Nsukka, Zaria, Maiduguri, Yola, Makurdi, Nigeria, Ghana, ' +
    'Kenya, South Africa, West Africa, Africa, Accra, Nairobi, London',
  // Products and services named in briefs ("Zoom", "Excel", "Stripe" and "Bolt" are ordinary words too).
  'WhatsApp, Instagram, Facebook, TikTok, YouTube, LinkedIn, Paystack, Flutterwave, Opay, Moniepoint, ' +
    'Jumia, Konga, Shopify, WordPress, Google Maps, Google, iPhone, Android, iOS, PayPal, Remita, Interswitch',
].flatMap((list) => list.split(', '));

const spelling = new Map(names.map((name) => [name.toLowerCase(), name]));
const pattern = new RegExp(
  String.raw`\b(?:${[...spelling.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/\s+/g, String.raw`\s+`))
    .join('|')})\b`,
  'gi',
);

/** The text with the names above spelt as they are, everything else as the client wrote it. */
export const withProperNouns = (text: string) =>
  text.replace(pattern, (found) => spelling.get(found.toLowerCase().replace(/\s+/g, ' ')) ?? found);
