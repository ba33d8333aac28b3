import type { Db } from '../db/database.js';
import { createCategory, createService } from './factories.js';

/**
 * A category of four services, its public list well over the size from which kept answers are
 * sent compressed: the list's address and the last service's id.
 */
export async function compressibleServicesList(
  db: Db,
): Promise<{ url: string; serviceId: number }> {
  const category = await createCategory(db, { type: 'service' });
  let serviceId = 0;
  for (let i = 0; i < 4; i++) {
    const service = await createService(db, {
      category_id: category.id,
      short_description: 'Gội, sấy, tạo kiểu tóc theo khuôn mặt. '.repeat(10),
    });
    serviceId = service.id;
  }
  return { url: `/api/public/services?category=${category.slug}`, serviceId };
}
