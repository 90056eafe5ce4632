import { renderPage } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('an assistant answer naming a page', () => {
  it('links the page and its section, and leaves other slashes as text', () => {
    renderPage(
      <p>
        <MessageText text="From our Terms of Service: fees are not refundable. Read it in full at /terms#section-4. Prices in naira/month are on /pricing." />
      </p>,
    );
    expect(screen.getByRole('link', { name: '/terms#section-4' })).toHaveAttribute(
      'href',
      '/terms#section-4',
    );
    expect(screen.getByRole('link', { name: '/pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(/fees are not refundable/)).toBeInTheDocument();
  });
});
