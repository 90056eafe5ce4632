import { renderPage } from '@platform/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ServicesPage from './services-page';

describe('ServicesPage', () => {
  it('shows the six services with their tags', () => {
    renderPage(<ServicesPage />, { path: '/services' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Development',
      'Design',
      'Support',
      'Training',
      'Recruitment',
      'On-Demand Printing',
    ]);
    const design = screen.getByRole('listitem', { name: 'Design' });
    expect(within(design).getByRole('list', { name: 'Design tags' })).toHaveTextContent('UI/UX');
  });

  it('opens the service-request modal and links the chat to /lets-talk', async () => {
    renderPage(<ServicesPage />, { path: '/services' });
    expect(screen.getByRole('link', { name: 'Not sure what you need? Chat with us' })).toHaveAttribute(
      'href',
      '/lets-talk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request a Service' }));
    expect(screen.getByRole('dialog', { name: 'Request a Service' })).toBeInTheDocument();
  });
});
