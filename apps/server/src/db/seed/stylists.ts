/** The chain's stylists: staff users with a stylist profile, spread over the branches. */
import type { Gender } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { StaffProfileTable, UserTable } from '../schema.js';
import { branchIdAt } from './branches.js';
import { phoneE164 } from './content.js';
import { avatarImagePath, demoUrl } from './image-paths.js';

export interface StylistProfile {
  title: string;
  bio: string;
  specialties: readonly string[];
  experienceYears: number;
  rating: number | null;
}

export interface StylistSeed extends StylistProfile {
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  /** Index into BRANCHES. */
  branch: number;
}

export const STYLISTS: readonly StylistSeed[] = [
  {
    name: 'Nguyễn Ngọc Anh',
    email: 'ngoc.anh@salontocviet.vn',
    phone: '0903 412 578',
    gender: 'female',
    branch: 0,
    title: 'Stylist trưởng',
    bio: 'Hơn 12 năm cầm kéo, từng tu nghiệp tại Seoul. Ngọc Anh nổi tiếng với những kiểu tóc nữ mềm mại, hợp khuôn mặt và dễ chăm sóc.',
    specialties: ['Cắt tóc nữ', 'Uốn setting', 'Nhuộm balayage'],
    experienceYears: 12,
    rating: 4.9,
  },
  {
    name: 'Trần Minh Khoa',
    email: 'minh.khoa@salontocviet.vn',
    phone: '0938 205 614',
    gender: 'male',
    branch: 0,
    title: 'Barber trưởng',
    bio: 'Chuyên các kiểu tóc nam hiện đại như fade, undercut, side part. Khoa luôn dành thời gian hướng dẫn khách tự vuốt tóc tại nhà.',
    specialties: ['Cắt tóc nam', 'Fade và undercut', 'Cạo mặt, tỉa râu'],
    experienceYears: 8,
    rating: 4.8,
  },
  {
    name: 'Vũ Thanh Tâm',
    email: 'thanh.tam@salontocviet.vn',
    phone: '0977 318 402',
    gender: 'female',
    branch: 0,
    title: 'Chuyên viên phục hồi tóc',
    bio: 'Thanh Tâm am hiểu cấu trúc sợi tóc và da đầu, được khách hàng tin tưởng với các liệu trình phục hồi keratin và chăm sóc da đầu.',
    specialties: ['Phục hồi keratin', 'Chăm sóc da đầu', 'Gội đầu dưỡng sinh'],
    experienceYears: 7,
    rating: 4.7,
  },
  {
    name: 'Lê Thảo Vy',
    email: 'thao.vy@salontocviet.vn',
    phone: '0912 604 931',
    gender: 'female',
    branch: 1,
    title: 'Chuyên viên màu tóc',
    bio: 'Đam mê màu sắc, Thảo Vy luôn cập nhật xu hướng nhuộm mới nhất và pha màu riêng cho từng nền tóc, tông da.',
    specialties: ['Nhuộm màu thời trang', 'Highlight', 'Nhuộm phủ bạc'],
    experienceYears: 6,
    rating: 4.7,
  },
  {
    name: 'Phạm Đức Huy',
    email: 'duc.huy@salontocviet.vn',
    phone: '0985 736 120',
    gender: 'male',
    branch: 1,
    title: 'Stylist cao cấp',
    bio: '10 năm kinh nghiệm với tóc nam và uốn tóc. Đức Huy từng là giám khảo nhiều cuộc thi tạo mẫu tóc khu vực phía Bắc.',
    specialties: ['Uốn phồng tóc nam', 'Cắt tóc nam', 'Uốn lạnh'],
    experienceYears: 10,
    rating: 4.8,
  },
  {
    name: 'Bùi Quỳnh Như',
    email: 'quynh.nhu@salontocviet.vn',
    phone: '0868 421 357',
    gender: 'female',
    branch: 1,
    title: 'Stylist',
    bio: 'Nhẹ nhàng, tỉ mỉ, Quỳnh Như được nhiều khách yêu thích nhờ những kiểu tóc mái thưa và các buổi gội massage thư giãn.',
    specialties: ['Cắt tóc nữ', 'Cắt tóc mái', 'Gội massage'],
    experienceYears: 3,
    rating: 4.5,
  },
  {
    name: 'Đỗ Khánh Linh',
    email: 'khanh.linh@salontocviet.vn',
    phone: '0905 287 643',
    gender: 'female',
    branch: 2,
    title: 'Chuyên viên tạo kiểu cô dâu',
    bio: 'Đã đồng hành cùng hơn 500 cô dâu trong ngày trọng đại. Khánh Linh giỏi kết hợp kiểu tóc với áo dài, váy cưới và phụ kiện hoa.',
    specialties: ['Tạo kiểu cô dâu', 'Búi tóc dự tiệc', 'Tết tóc'],
    experienceYears: 9,
    rating: 5,
  },
  {
    name: 'Hoàng Gia Bảo',
    email: 'gia.bao@salontocviet.vn',
    phone: '0796 530 218',
    gender: 'male',
    branch: 2,
    title: 'Stylist',
    bio: 'Stylist trẻ năng động, bắt kịp các kiểu tóc nam đang thịnh hành và luôn lắng nghe mong muốn của khách.',
    specialties: ['Cắt tóc nam', 'Uốn phồng chân tóc'],
    experienceYears: 4,
    rating: 4.6,
  },
];

export function staffProfileRow(
  userId: number,
  profile: StylistProfile,
): Insertable<StaffProfileTable> {
  return {
    user_id: userId,
    is_stylist: true,
    title: profile.title,
    bio: profile.bio,
    specialties: JSON.stringify(profile.specialties),
    experience_years: profile.experienceYears,
    rating: profile.rating,
  };
}

/** Inserts the stylists with one shared password hash (nobody knows the password). */
export async function insertStylists(
  db: Db,
  branchIds: readonly number[],
  passwordHash: string,
  joinedAt: string,
): Promise<number> {
  const users: Insertable<UserTable>[] = STYLISTS.map((stylist) => ({
    created_at: joinedAt,
    updated_at: joinedAt,
    role: 'staff',
    name: stylist.name,
    email: stylist.email,
    phone: phoneE164(stylist.phone),
    password_hash: passwordHash,
    gender: stylist.gender,
    avatar_url: demoUrl(avatarImagePath(stylist.email)),
    branch_id: branchIdAt(branchIds, stylist.branch),
  }));
  const saved = await db.insertInto('users').values(users).returning(['id', 'email']).execute();
  const idByEmail = new Map(saved.map((row) => [row.email, row.id]));
  const profiles = STYLISTS.map((stylist) => {
    const id = idByEmail.get(stylist.email);
    if (id === undefined) throw new Error(`Stylist mẫu chưa được lưu: ${stylist.email}`);
    return staffProfileRow(id, stylist);
  });
  await db.insertInto('staff_profiles').values(profiles).execute();
  return STYLISTS.length;
}
