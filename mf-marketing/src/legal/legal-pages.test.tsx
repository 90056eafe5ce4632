import { renderPage } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

describe('legal pages', () => {
  it('show the terms of service with a table of contents', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelectorAll('a')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: '4. Plans, prices and payment' })).toBeInTheDocument();
  });

  it('show the privacy policy, naming the Nigerian law and the rights it gives', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Nigeria Data Protection Act 2023/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '8. Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Write to the Buildbay team/ })).toHaveAttribute(
      'href',
      '/lets-talk',
    );
  });
});
