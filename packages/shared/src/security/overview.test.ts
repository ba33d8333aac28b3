import { describe, expect, it } from 'vitest';
import {
  SECURITY_CHECK_KEYS,
  complianceResult,
  compliancePercent,
  securityScore,
} from './overview.js';

const all = (passed: boolean) => SECURITY_CHECK_KEYS.map((key) => ({ key, passed }));

describe('security overview figures', () => {
  it('the weights add up to 100', () => {
    expect(securityScore(all(true))).toBe(100);
    expect(securityScore(all(false))).toBe(0);
  });

  it('two-factor off costs 15 points; a stale backup costs 10 and a compliance requirement', () => {
    const checks = all(true).map((c) => ({
      ...c,
      passed: c.key !== 'two_factor' && c.key !== 'backup_fresh',
    }));
    expect(securityScore(checks)).toBe(75);
    // Seven compliance requirements, six met.
    expect(compliancePercent(checks)).toBe(86);
  });

  it('compliant at 95 %, partial at 80 %, otherwise not', () => {
    expect(complianceResult(95)).toBe('compliant');
    expect(complianceResult(94)).toBe('partial');
    expect(complianceResult(80)).toBe('partial');
    expect(complianceResult(79)).toBe('non_compliant');
  });
});
