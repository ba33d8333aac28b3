import { describe, expect, it } from 'vitest';
import { serverDataScript, type ServerData } from './server-data';

const data = (name: string): ServerData => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['item'],
        queryHash: '["item"]',
        dehydratedAt: 0,
        state: {
          data: { name },
          dataUpdateCount: 1,
          dataUpdatedAt: 0,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  router: { loaderData: {} },
});

describe('the data sent with a server-drawn page', () => {
  it('cannot close its script element or open another (a product named like markup)', () => {
    const name = 'Dầu gội </script><script>alert(1)</script> & <!-- \u2028';
    const script = serverDataScript(data(name));
    const inside = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inside).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(inside) as ServerData).queries.queries[0]!.state.data).toEqual({ name });
  });
});
