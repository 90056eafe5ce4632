/** The six services of the platform (spec part 1 §1), with the `serviceType` a request sends (§3). */
export const SERVICES = [
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
] as const;

/** The `serviceType` options in the order of spec part 1 §3. */
export const SERVICE_TYPES = SERVICES.map((service) => service.serviceType).sort();
