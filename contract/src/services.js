// @ts-check

/*
 * The six services of the spec's product outline, in its order: the name the site shows, the `serviceType` text a
 * service request sends (the spec's entities), a one-sentence summary (the /services cards show it, the site chat answers
 * with it) and the /services card's tags. The spec gives no summaries: these are ours (docs/decisions.md).
 */
export const SERVICES = /** @type {const} */ ([
  {
    name: 'Development',
    serviceType: 'Development Services',
    summary: 'Websites, web apps and mobile apps built by vetted engineers.',
    tags: ['Web apps', 'Mobile apps', 'APIs', 'E-commerce'],
  },
  {
    name: 'Design',
    serviceType: 'Design Services',
    summary: 'Brand, product and UI/UX design from a managed team.',
    tags: ['UI/UX', 'Branding', 'Logos', 'Prototypes'],
  },
  {
    name: 'Support',
    serviceType: 'Support Services',
    summary: 'Maintenance, fixes and technical support when you need it.',
    tags: ['Maintenance', 'Bug fixes', 'Hosting', 'Help desk'],
  },
  {
    name: 'Training',
    serviceType: 'Training Services',
    summary: 'Hands-on training for your team on tools and processes.',
    tags: ['Workshops', 'Courses', 'Tools', 'Onboarding'],
  },
  {
    name: 'Recruitment',
    serviceType: 'Recruitment Services',
    summary: 'Find and hire pre-vetted talent for your projects.',
    tags: ['Vetted talent', 'Freelancers', 'Teams', 'Hiring'],
  },
  {
    name: 'On-Demand Printing',
    serviceType: 'Printing Services',
    summary: 'Print your designs, merchandise and marketing material.',
    tags: ['Merchandise', 'Flyers', 'Banners', 'Business cards'],
  },
]);

/** @typedef {(typeof SERVICES)[number]} Service */
/** @typedef {Service['name']} ServiceName */
/** @typedef {Service['serviceType']} ServiceType */

/**
 * The `serviceType` options as the spec's entities lists them (alphabetical).
 * @type {readonly ServiceType[]}
 */
export const SERVICE_TYPES = SERVICES.map((service) => service.serviceType).sort();
