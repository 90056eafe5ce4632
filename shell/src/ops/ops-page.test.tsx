import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpsOverview } from './ops-api';
import OpsPage from './ops-page';

const minutes = Array.from({ length: 60 }, (_, index) => ({
  minute: new Date(Date.UTC(2026, 10, 23, 10, index)).toISOString(),
  sessions: index === 59 ? 4 : 0,
  errors: index === 59 ? 2 : 0,
}));

const overview: OpsOverview = {
  rule: { enabled: true, windowMinutes: 10, marginPoints: 5, minSessions: 30 },
  areas: [
    {
      remote: 'mf-billing',
      area: 'Billing',
      builds: [
        {
          version: 'b1',
          channel: 'live',
          share: 90,
          sessions: 40,
          errors: 0,
          errorRate: 0,
          vitals: { lcp: 1800, inp: 90, cls: 0.02 },
          minutes,
        },
        {
          version: 'b2',
          channel: 'canary',
          share: 10,
          sessions: 4,
          errors: 2,
          errorRate: 50,
          vitals: { lcp: null, inp: null, cls: null },
          minutes,
        },
      ],
      history: [
        {
          at: '2026-11-23T10:00:00.000Z',
          by: 'ada@ops',
          remote: 'mf-billing',
          action: 'publish canary',
          from: { live: 'b1', canary: null },
          to: { live: 'b1', canary: { version: 'b2', share: 10 } },
        },
      ],
    },
  ],
};

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('OpsPage', () => {
  let calls: { url: string; init?: RequestInit }[];
  beforeEach(() => {
    calls = [];
    window.sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the ops token, then shows each area with its builds, health and changes', async () => {
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answer(200, overview);
    });
    render(<OpsPage />);
    await userEvent.type(screen.getByLabelText('Ops token'), 'ops-token-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('heading', { name: 'Billing mf-billing' })).toBeVisible();
    expect(calls[0]).toMatchObject({ url: '/api/ops/overview' });
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer ops-token-0123456789');
    expect(screen.getByText('50%')).toBeVisible();
    expect(screen.getByText('LCP 1800 ms · INP 90 ms · CLS 0.02')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Error rate per minute of b2 over the last hour' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Changes of Billing' })).toHaveTextContent(
      'publish canary by ada@ops: live b1, canary b2 (10%)',
    );
    expect(screen.getByRole('button', { name: 'Promote b2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drop canary b2' })).toBeVisible();
  });

  it('promotes through the ops call and says what is live', async () => {
    window.sessionStorage.setItem('ops_token', 'ops-token-0123456789');
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return url.endsWith('/promote')
        ? answer(200, { message: 'mf-billing b2 is live for everyone.' })
        : answer(200, overview);
    });
    render(<OpsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote b2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('mf-billing b2 is live for everyone.');
    const promote = calls.find((call) => call.url === '/api/ops/promote');
    expect(JSON.parse(String(promote?.init?.body))).toEqual({ remote: 'mf-billing' });
  });

  it('asks again when the token is refused', async () => {
    window.sessionStorage.setItem('ops_token', 'wrong-token-0123456789');
    vi.stubGlobal('fetch', () => answer(401, { message: 'A valid ops token is required.' }));
    render(<OpsPage />);
    await waitFor(() => expect(screen.getByText('A valid ops token is required.')).toBeVisible());
    expect(screen.getByLabelText('Ops token')).toBeVisible();
    expect(window.sessionStorage.getItem('ops_token')).toBeNull();
  });
});
