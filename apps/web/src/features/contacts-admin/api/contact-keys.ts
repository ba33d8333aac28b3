/** The query keys of the contact desk: every list, statistic and detail under one root. */
export const CONTACTS_KEY = ['admin', 'contacts'] as const;
export const contactKeys = {
  all: CONTACTS_KEY,
  list: (params: object) => [...CONTACTS_KEY, 'list', params] as const,
  statistics: [...CONTACTS_KEY, 'statistics'] as const,
  detail: (id: number | null) => [...CONTACTS_KEY, 'detail', id] as const,
  staff: [...CONTACTS_KEY, 'staff'] as const,
};
