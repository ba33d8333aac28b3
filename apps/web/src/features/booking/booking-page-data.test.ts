import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchBooking } from './booking-page-data';

/** The addresses the page's data asks the API for (each answered with an empty success). */
async function requestsFor(address: string): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    return new Response(JSON.stringify({ success: true, data: [] }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  await prefetchBooking(new QueryClient(), new URL(address, 'http://salon.test'));
  return asked.sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking page data', () => {
  it('fetches the settings and the services of step 1', async () => {
    expect(await requestsFor('/dat-lich')).toEqual([
      '/api/public/services?per_page=50&sort=popular',
      '/api/public/settings',
    ]);
  });

  it("adds the link's service, and the branches when it names one", async () => {
    expect(await requestsFor('/dat-lich?service_id=3')).toContain('/api/public/services/3');
    expect(await requestsFor('/dat-lich?service_id=3')).not.toContain('/api/public/branches');
    expect(await requestsFor('/booking?service_id=3&branch_id=2')).toEqual([
      '/api/public/branches',
      '/api/public/services/3',
      '/api/public/services?per_page=50&sort=popular',
      '/api/public/settings',
    ]);
  });

  it('ignores a malformed service id', async () => {
    expect(await requestsFor('/dat-lich?service_id=abc&branch_id=2')).toEqual([
      '/api/public/services?per_page=50&sort=popular',
      '/api/public/settings',
    ]);
  });
});
