/** The chain's three branches (addresses use the two-tier units: ward, then province/city). */
import { slugify } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { BranchTable } from '../schema.js';
import { phoneE164 } from './content.js';
import { branchImagePath, demoUrl } from './image-paths.js';

export interface BranchSeed {
  name: string;
  address: string;
  phone: string;
  email: string;
  managerName: string;
  description: string;
}

export const BRANCHES: readonly BranchSeed[] = [
  {
    name: 'Salon Tóc Việt Nguyễn Huệ',
    address: '135 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh',
    phone: '028 3823 4567',
    email: 'nguyenhue@salontocviet.vn',
    managerName: 'Võ Thị Mai Lan',
    description:
      'Chi nhánh đầu tiên của Salon Tóc Việt, nằm ngay phố đi bộ Nguyễn Huệ. Không gian hai tầng với 14 ghế cắt, khu gội đầu dưỡng sinh riêng và phòng tạo kiểu cô dâu.',
  },
  {
    name: 'Salon Tóc Việt Hàng Bài',
    address: '28 Hàng Bài, phường Hoàn Kiếm, Hà Nội',
    phone: '024 3825 6789',
    email: 'hangbai@salontocviet.vn',
    managerName: 'Nguyễn Thị Thanh Hương',
    description:
      'Cách Hồ Gươm vài phút đi bộ, chi nhánh Hàng Bài phục vụ khách văn phòng và khách du lịch với đội ngũ chuyên viên màu tóc giàu kinh nghiệm. Có chỗ gửi xe máy miễn phí.',
  },
  {
    name: 'Salon Tóc Việt Lê Văn Sỹ',
    address: '268 Lê Văn Sỹ, phường Nhiêu Lộc, TP. Hồ Chí Minh',
    phone: '028 3931 2468',
    email: 'levansy@salontocviet.vn',
    managerName: 'Trần Quốc Việt',
    description:
      'Chi nhánh rộng rãi, yên tĩnh, chuyên về phục hồi tóc và chăm sóc da đầu. Có khu chờ riêng cho gia đình có trẻ nhỏ và bãi đỗ ô tô gần kề.',
  },
];

export const OPENING_HOURS = '08:00 - 20:00';

export function branchSlug(branch: BranchSeed): string {
  return slugify(branch.name);
}

/** Inserts the branches; returns their ids in the order of BRANCHES. */
export async function insertBranches(db: Db): Promise<number[]> {
  const rows: Insertable<BranchTable>[] = BRANCHES.map((branch) => {
    const slug = branchSlug(branch);
    return {
      name: branch.name,
      slug,
      address: branch.address,
      phone: phoneE164(branch.phone),
      email: branch.email,
      manager_name: branch.managerName,
      description: branch.description,
      image_url: demoUrl(branchImagePath(slug)),
      opening_hours: OPENING_HOURS,
      status: 'active',
    };
  });
  const saved = await db.insertInto('branches').values(rows).returning(['id', 'slug']).execute();
  const idBySlug = new Map(saved.map((row) => [row.slug, row.id]));
  return rows.map((row) => {
    const id = idBySlug.get(row.slug);
    if (id === undefined) throw new Error(`Chi nhánh mẫu chưa được lưu: ${row.slug}`);
    return id;
  });
}

/** The id of the `index`-th branch of BRANCHES, once saved. */
export function branchIdAt(branchIds: readonly number[], index: number): number {
  const id = branchIds[index];
  if (id === undefined) throw new Error(`Chi nhánh mẫu thứ ${index + 1} không tồn tại`);
  return id;
}
