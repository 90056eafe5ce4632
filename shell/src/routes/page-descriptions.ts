import { PRODUCT_TAGLINE } from '@platform/shared-ui/core';

/**
 * The meta description (and Open Graph description) of each public page, by page key, for search
 * engines and link previews; the prerendered HTML carries it (prerender/render-page.tsx). Pages
 * without one get the product's tagline.
 */
const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  home: 'On-demand design and development services: development, design, support, training, recruitment and on-demand printing, delivered with AI, talent, tools and teams.',
  services:
    'Development, design, support, training, recruitment and on-demand printing: what we build and how to request it.',
  pricing: 'Simple plans in naira: start free and grow with your team.',
  letsTalk: 'Tell us about your project and we will get back to you.',
  customQuote: 'Describe what you need and get a quote made for your project.',
  requests: 'Find the service requests you sent us and follow where they are.',
  terms: 'The terms of service of the platform.',
  privacy: 'How the platform collects, uses and protects your data.',
  login: 'Sign in to your workspace: projects, team, tasks, files, reviews and billing.',
  register: 'Create an account and start your first project with an assistant, a team and a workspace.',
};

export function pageDescription(page: string): string {
  return PAGE_DESCRIPTIONS[page] ?? `${PRODUCT_TAGLINE}.`;
}
