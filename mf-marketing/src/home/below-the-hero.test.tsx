import { renderPage } from '@platform/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { HomeChat, useHeroLive } from './below-the-hero';

function Hero() {
  useHeroLive();
  return <h1>Hero</h1>;
}

it('loads the chat section only once the hero has been committed', async () => {
  await import('./home-chat');
  const view = renderPage(
    <Suspense fallback={<p>Chat on its way</p>}>
      <HomeChat />
    </Suspense>,
    { script: { 'GET /api/welcome/': { body: { message: 'Hi!', chat_history: [] } } } },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Chat on its way')).toBeInTheDocument();

  view.rerender(
    <>
      <Hero />
      <Suspense fallback={<p>Chat on its way</p>}>
        <HomeChat />
      </Suspense>
    </>,
  );
  expect(
    await screen.findByRole('heading', { name: 'Tell our assistant about your project' }),
  ).toBeInTheDocument();
});
