import { describe, expect, it } from 'vitest';
import { AUDIT_MASK, auditChanges } from './audit-changes.js';
import { auditRiskLevel, classificationOf } from './audit.js';

describe('auditChanges', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(
      auditChanges({ price: 100_000, status: 'active' }, { price: 120_000, status: 'active' }),
    ).toEqual({
      price: { before: 100_000, after: 120_000 },
    });
  });

  it('a creation or a deletion lists every field on its one side', () => {
    expect(auditChanges(null, { price: 5 })).toEqual({ price: { before: null, after: 5 } });
    expect(auditChanges({ price: 5 }, null)).toEqual({ price: { before: 5, after: null } });
  });

  it('never keeps a secret, and masks a person’s own details', () => {
    const changes = auditChanges(
      { password_hash: 'a', totp_secret: 'x', phone: '+84901', email: null, updated_at: '1' },
      { password_hash: 'b', totp_secret: 'y', phone: '+84902', email: 'a@b.vn', updated_at: '2' },
    );
    expect(changes).toEqual({
      phone: { before: AUDIT_MASK, after: AUDIT_MASK },
      email: { before: null, after: AUDIT_MASK },
    });
  });

  it('keeps a product’s name but masks a customer’s or a staff member’s', () => {
    expect(auditChanges({ name: 'Dầu gội' }, { name: 'Dầu xả' }, 'product')).toEqual({
      name: { before: 'Dầu gội', after: 'Dầu xả' },
    });
    for (const resource of ['customer', 'staff', undefined]) {
      expect(auditChanges({ name: 'Lan' }, { name: 'Mai' }, resource)).toEqual({
        name: { before: AUDIT_MASK, after: AUDIT_MASK },
      });
    }
  });

  it('treats 5 and "5", and equal objects, as unchanged', () => {
    expect(auditChanges({ n: 5, o: { a: 1 } }, { n: '5', o: { a: 1 } })).toEqual({});
  });
});

describe('auditRiskLevel', () => {
  it('follows the spec: customer data and backups disclosed are critical', () => {
    expect(auditRiskLevel('customer', 'delete')).toBe('critical');
    expect(auditRiskLevel('customer', 'export')).toBe('critical');
    expect(auditRiskLevel('backup', 'download')).toBe('critical');
    expect(auditRiskLevel('customer', 'view')).toBe('high');
    expect(auditRiskLevel('product', 'delete')).toBe('high');
    expect(auditRiskLevel('backup', 'create')).toBe('high');
    expect(auditRiskLevel('setting', 'update')).toBe('medium');
    expect(auditRiskLevel('product', 'update')).toBe('medium');
  });

  it('classifies customer data as confidential and settings as restricted', () => {
    expect(classificationOf('customer')).toBe('confidential');
    expect(classificationOf('setting')).toBe('restricted');
    expect(classificationOf('order')).toBe('internal');
  });
});
