import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { providePlatform } from '../platform/platform';
import { createTestPlatform } from '../testing';
import { useApiGet } from './use-api-get';

/** Shows the answer for one project, with buttons to reload it and to look at another project. */
function Notes() {
  const [project, setProject] = useState('p1');
  const notes = useApiGet<{ text: string }>(`/api/notes/${project}/`);
  return (
    <>
      <p>{notes.status === 'success' ? notes.data.text : notes.status}</p>
      <button type="button" onClick={notes.reload}>
        Reload
      </button>
      <button type="button" onClick={() => setProject('p2')}>
        Other project
      </button>
    </>
  );
}

/** A platform whose GETs wait for `release()`; the third fails as if offline, the others answer. */
function heldAnswers() {
  const held: (() => void)[] = [];
  let calls = 0;
  const platform = createTestPlatform();
  platform.api.get = <T,>(path: string) => {
    calls += 1;
    const call = calls;
    return new Promise<T>((resolve, reject) =>
      held.push(() =>
        call === 3 ? reject(new Error('offline')) : resolve({ text: `${path} answer ${call}` } as T),
      ),
    );
  };
  providePlatform(platform);
  return { release: () => act(() => held.splice(0).forEach((answer) => answer())) };
}

it('keeps the last answer on screen while reloading, and shows a new resource loading', async () => {
  const server = heldAnswers();
  render(<Notes />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await server.release();
  expect(screen.getByText('/api/notes/p1/ answer 1')).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Reload' }).click());
  expect(screen.getByText('/api/notes/p1/ answer 1')).toBeInTheDocument();
  await server.release();
  expect(screen.getByText('/api/notes/p1/ answer 2')).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Reload' }).click());
  await server.release();
  expect(screen.getByText('error')).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Other project' }).click());
  expect(screen.getByText('loading')).toBeInTheDocument();
  await server.release();
  expect(screen.getByText('/api/notes/p2/ answer 4')).toBeInTheDocument();
});
