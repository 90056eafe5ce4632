import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';

it('loads the chat section only once the hero has been committed', async () => {
  // The hero goes live once a page load: this page's modules are loaded afresh, as a page load would, whatever
  // another test file of the package (sharing this process) rendered before.
  vi.resetModules();
  const { renderPage } = await import('@platform/shared-ui/testing');
  const { HomeChat, useHeroLive } = await import('./below-the-hero');
  await import('./home-chat');
  function Hero() {
    useHeroLive();
    return <h1>Hero</h1>;
  }
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
