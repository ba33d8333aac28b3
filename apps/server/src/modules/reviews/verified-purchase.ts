import type { ReviewableType } from '@salon/shared';

/**
 * Whether a customer bought this product (a completed order) or had this service (a completed
 * appointment): their review is then marked verified. Orders and appointments are not stored
 * yet, so nobody qualifies; when they are, this is the one place to look them up.
 */
export async function customerHasBoughtOrHadItem(
  _customerId: number,
  _itemType: ReviewableType,
  _itemId: number,
): Promise<boolean> {
  return false;
}
