import { describe, expect, it } from 'vitest';
import { VisitorBudget, visitorOf } from './visitor-budget.js';

describe('VisitorBudget', () => {
  it('allows a burst of its budget, then one more each 60/perMinute seconds', () => {
    let now = 1_000_000;
    const budget = new VisitorBudget(6, 10, () => now);
    const takes = () => Array.from({ length: 7 }, () => budget.take('a'));
    expect(takes()).toEqual([true, true, true, true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    now += 10_000;
    expect(takes().filter(Boolean)).toHaveLength(1);
    // A clock set back gives nothing, and refilling goes on from the new time.
    now -= 60_000;
    expect(budget.take('a')).toBe(false);
    now += 10_000;
    expect(takes().filter(Boolean)).toHaveLength(1);
  });

  it('remembers at most maxVisitors, forgetting the least recently served', () => {
    const budget = new VisitorBudget(1, 2, () => 0);
    expect([budget.take('a'), budget.take('b'), budget.take('c')]).toEqual([true, true, true]);
    // a was forgotten and starts again; c is still remembered.
    expect(budget.take('a')).toBe(true);
    expect(budget.take('c')).toBe(false);
  });
});

describe('visitorOf', () => {
  it('is the IPv4 address, or the IPv6 /64 network', () => {
    expect(visitorOf('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(visitorOf('2001:0DB8:0000:0002:ffff:1:2:3')).toBe('2001:db8:0:2::/64');
    expect(visitorOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorOf('::1')).toBe('0:0:0:0::/64');
  });
});
