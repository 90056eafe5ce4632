/** The six services of the platform (spec part 1 §1). */
export const SERVICES = [
  { name: 'Development', summary: 'Websites, web apps and mobile apps built by vetted engineers.' },
  { name: 'Design', summary: 'Brand, product and UI/UX design from a managed team.' },
  { name: 'Support', summary: 'Maintenance, fixes and technical support when you need it.' },
  { name: 'Training', summary: 'Hands-on training for your team on tools and processes.' },
  { name: 'Recruitment', summary: 'Find and hire pre-vetted talent for your projects.' },
  { name: 'On-Demand Printing', summary: 'Print your designs, merchandise and marketing material.' },
] as const;
