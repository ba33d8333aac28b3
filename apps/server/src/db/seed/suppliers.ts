/** Demo suppliers of the shop, each linked to the demo products of the brands it distributes. */
import { buildSearchText, supplierCode } from '@salon/shared';
import type { Db } from '../database.js';
import { daysAgo } from './content.js';

interface SupplierSeed {
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  website: string | null;
  tax_code: string;
  rating: number;
  status: 'active' | 'inactive';
  notes: string | null;
  /** Product brands it supplies. */
  brands: string[];
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Công ty TNHH Mỹ phẩm Tóc Việt',
    contact_person: 'Nguyễn Thị Lan',
    phone: '028 3925 1188',
    email: 'kinhdoanh@mypham-tocviet.vn',
    address: '45 Nguyễn Thị Minh Khai, phường Bến Thành, TP. Hồ Chí Minh',
    website: 'https://mypham-tocviet.vn',
    tax_code: '0312345678',
    rating: 4.8,
    status: 'active',
    notes:
      'Nhà sản xuất dòng sản phẩm thương hiệu riêng của salon. Giao hàng hằng tuần vào thứ Hai.',
    brands: ['Tóc Việt'],
  },
  {
    name: "Nhà phân phối L'Oréal Professionnel miền Nam",
    contact_person: 'Trần Minh Khoa',
    phone: '028 3822 6655',
    email: 'dathang@loreal-phanphoi.vn',
    address: '12 Tôn Đức Thắng, phường Sài Gòn, TP. Hồ Chí Minh',
    website: 'https://loreal-phanphoi.vn',
    tax_code: '0309876543',
    rating: 4.5,
    status: 'active',
    notes: 'Chiết khấu 12% cho đơn từ 20 triệu đồng.',
    brands: ["L'Oréal Professionnel", 'TRESemmé'],
  },
  {
    name: 'Công ty CP Thương mại Hair Pro',
    contact_person: 'Lê Hoàng Anh',
    phone: '024 3936 7788',
    email: 'sales@hairpro.com.vn',
    address: '88 Bà Triệu, phường Hai Bà Trưng, Hà Nội',
    website: 'https://hairpro.com.vn',
    tax_code: '0101234567',
    rating: 4.2,
    status: 'active',
    notes: 'Phân phối Davines, Goldwell và Moroccanoil chính hãng.',
    brands: ['Davines', 'Goldwell', 'Moroccanoil'],
  },
  {
    name: 'Cơ sở Dụng cụ tóc Phú Nhuận',
    contact_person: 'Phạm Văn Tâm',
    phone: '0908 456 123',
    email: 'dungcutoc.phunhuan@gmail.com',
    address: '210 Phan Đăng Lưu, phường Đức Nhuận, TP. Hồ Chí Minh',
    website: null,
    tax_code: '0315556667',
    rating: 3.6,
    status: 'inactive',
    notes: 'Tạm ngừng nhập hàng từ quý này.',
    brands: [],
  },
];

export async function insertSuppliers(db: Db, now: Date): Promise<number> {
  let linked = 0;
  for (const [i, seed] of SUPPLIERS.entries()) {
    const createdAt = daysAgo(now, 200 - i * 30);
    const { id } = await db
      .insertInto('suppliers')
      .values({
        code: `seed-${i}`,
        name: seed.name,
        contact_person: seed.contact_person,
        phone: seed.phone,
        email: seed.email,
        address: seed.address,
        website: seed.website,
        tax_code: seed.tax_code,
        rating: seed.rating,
        status: seed.status,
        notes: seed.notes,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = supplierCode(id);
    await db
      .updateTable('suppliers')
      .set({
        code,
        search_text: buildSearchText(
          code,
          seed.name,
          seed.contact_person,
          seed.email,
          seed.phone,
          seed.tax_code,
          seed.address,
        ),
        search_name: buildSearchText(seed.name),
      })
      .where('id', '=', id)
      .execute();
    if (seed.brands.length > 0) {
      const result = await db
        .updateTable('products')
        .set({ supplier_id: id })
        .where('brand', 'in', seed.brands)
        .executeTakeFirst();
      linked += Number(result.numUpdatedRows);
    }
  }
  return linked;
}
