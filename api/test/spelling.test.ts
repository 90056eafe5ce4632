import { describe, expect, it } from 'vitest';
import { correctSpelling } from '../src/workspace/assistant/embedded/spelling.js';

/* Misspellings are put right before a chat message is read; what people write on purpose is not touched. */

describe('correctSpelling', () => {
  it.each([
    ['i ned a websit for my cloth busines', 'i need a website for my cloth business'],
    ['both desgin and developmnt', 'both design and development'],
    ['Sel more cloths', 'Sell more clothes'],
    ['shoping cart, payemnt', 'shopping cart, payment'],
    ['get more bookins', 'get more bookings'],
    ['a scool portal for our restuarant', 'a school portal for our restaurant'],
    ['i didnt get the code', "i didn't get the code"],
    ['a plateform for my bizness', 'a platform for my business'],
    ['a website were people can order drugs', 'a website where people can order drugs'],
    ['logo for my saloon', 'logo for my salon'],
    ['pls can u help, im stuck', "pls can you help, i'm stuck"],
  ])('reads "%s" as "%s"', (typed, meant) => {
    expect(correctSpelling(typed)).toBe(meant);
  });

  it.each([
    'We sell ankara and adire to ladies in Lekki',
    'I wan build app wey people go take order food, abeg',
    'Our startup Kora needs a logo and a catalogue for travellers',
    'mail ada@mybiz.com or see www.kora.ng/shop',
    'N500k, 2.5m, b4 xmas, 6-8 wks',
    'a dev team for our paystack checkout and whatsapp orders',
    'Okada riders in Yaba',
    'corpers and aunties in lagos, abia and benue, from jan to dec',
    'a moodboard, haircare and skincare pages, preorder and pre-order, an ewallet',
    'millennials and influencers',
    'we were told you can do it',
  ])('leaves "%s" as it was written', (written) => {
    expect(correctSpelling(written)).toBe(written);
  });
});
