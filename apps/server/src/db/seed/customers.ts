/**
 * The salon's regular customers: accounts with a join date, whose visits, orders and reviews the
 * appointment, order and review seeds then make, each after the day they joined. Nobody signs
 * in as them (one hash of a random password, shared with the stylists); their phones count as
 * proven since they joined, as the salon's regulars would have done.
 */
import type { Gender } from '@salon/shared';
import { salonToday } from '@salon/shared';
import type { Db } from '../database.js';
import { phoneE164 } from './content.js';

export interface DemoCustomer {
  name: string;
  phone: string;
  email: string | null;
  gender: Gender;
  dateOfBirth: string | null;
  /** How long ago they made their account. */
  joinedDaysAgo: number;
}

/** A saved demo customer: who they are and since when (their first activity comes after). */
export interface SeededCustomer {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  joinedAt: Date;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Nguyễn Thu Trang',
    phone: '0903 111 222',
    email: 'thutrang.nguyen@example.com',
    gender: 'female',
    dateOfBirth: '1994-03-18',
    joinedDaysAgo: 410,
  },
  {
    name: 'Trần Quốc Bảo',
    phone: '0938 222 333',
    email: null,
    gender: 'male',
    dateOfBirth: '1990-11-02',
    joinedDaysAgo: 395,
  },
  {
    name: 'Lê Hoàng Yến',
    phone: '0977 333 444',
    email: 'hoangyen.le@example.com',
    gender: 'female',
    dateOfBirth: '1998-07-25',
    joinedDaysAgo: 360,
  },
  {
    name: 'Phạm Đức Hiếu',
    phone: '0909 444 555',
    email: null,
    gender: 'male',
    dateOfBirth: '1987-01-09',
    joinedDaysAgo: 340,
  },
  {
    name: 'Hoàng Mỹ Linh',
    phone: '0918 555 666',
    email: 'mylinh.hoang@example.com',
    gender: 'female',
    dateOfBirth: '2000-05-14',
    joinedDaysAgo: 320,
  },
  {
    name: 'Đặng Minh Tuấn',
    phone: '0986 666 777',
    email: null,
    gender: 'male',
    dateOfBirth: '1993-09-30',
    joinedDaysAgo: 300,
  },
  {
    name: 'Bùi Khánh Vy',
    phone: '0902 777 888',
    email: 'khanhvy.bui@example.com',
    gender: 'female',
    dateOfBirth: '1999-12-21',
    joinedDaysAgo: 285,
  },
  {
    name: 'Võ Thành Đạt',
    phone: '0935 888 999',
    email: null,
    gender: 'male',
    dateOfBirth: '1985-04-11',
    joinedDaysAgo: 270,
  },
  {
    name: 'Đỗ Ngọc Hân',
    phone: '0968 999 000',
    email: 'ngochan.do@example.com',
    gender: 'female',
    dateOfBirth: '1996-08-08',
    joinedDaysAgo: 255,
  },
  {
    name: 'Ngô Gia Hưng',
    phone: '0901 234 987',
    email: null,
    gender: 'male',
    dateOfBirth: '1991-02-27',
    joinedDaysAgo: 240,
  },
  {
    name: 'Trịnh Thu Hiền',
    phone: '0916 402 718',
    email: 'thuhien.trinh@example.com',
    gender: 'female',
    dateOfBirth: '1997-06-03',
    joinedDaysAgo: 230,
  },
  {
    name: 'Lâm Nhật Quang',
    phone: '0926 513 804',
    email: 'nhatquang.lam@example.com',
    gender: 'male',
    dateOfBirth: '1989-10-19',
    joinedDaysAgo: 220,
  },
  {
    name: 'Phan Thị Kim Ngân',
    phone: '0936 624 915',
    email: 'kimngan.phan@example.com',
    gender: 'female',
    dateOfBirth: '1995-01-30',
    joinedDaysAgo: 210,
  },
  {
    name: 'Huỳnh Tấn Phát',
    phone: '0946 735 026',
    email: null,
    gender: 'male',
    dateOfBirth: '1992-07-07',
    joinedDaysAgo: 200,
  },
  {
    name: 'Vũ Bảo Châu',
    phone: '0966 846 137',
    email: 'baochau.vu@example.com',
    gender: 'female',
    dateOfBirth: '2001-03-12',
    joinedDaysAgo: 190,
  },
  {
    name: 'Trương Minh Khang',
    phone: '0976 957 248',
    email: null,
    gender: 'male',
    dateOfBirth: '1988-12-01',
    joinedDaysAgo: 180,
  },
  {
    name: 'Đinh Thùy Dương',
    phone: '0396 168 359',
    email: 'thuyduong.dinh@example.com',
    gender: 'female',
    dateOfBirth: '1994-09-16',
    joinedDaysAgo: 170,
  },
  {
    name: 'Cao Hữu Nghĩa',
    phone: '0706 279 460',
    email: null,
    gender: 'male',
    dateOfBirth: '1983-05-05',
    joinedDaysAgo: 160,
  },
  {
    name: 'Mai Phương Thảo',
    phone: '0326 380 571',
    email: 'phuongthao.mai@example.com',
    gender: 'female',
    dateOfBirth: '1999-04-22',
    joinedDaysAgo: 150,
  },
  {
    name: 'Tạ Đình Phong',
    phone: '0836 491 682',
    email: 'dinhphong.ta@example.com',
    gender: 'male',
    dateOfBirth: '1996-11-28',
    joinedDaysAgo: 140,
  },
  {
    name: 'Lý Hoàng Nam',
    phone: '0905 502 793',
    email: null,
    gender: 'male',
    dateOfBirth: '2002-02-14',
    joinedDaysAgo: 130,
  },
  {
    name: 'Hồ Thị Thanh Trúc',
    phone: '0915 613 804',
    email: 'thanhtruc.ho@example.com',
    gender: 'female',
    dateOfBirth: '1993-06-26',
    joinedDaysAgo: 122,
  },
  {
    name: 'Dương Văn Toàn',
    phone: '0925 724 915',
    email: null,
    gender: 'male',
    dateOfBirth: '1986-08-17',
    joinedDaysAgo: 115,
  },
  {
    name: 'Kiều Anh Thư',
    phone: '0945 835 026',
    email: 'anhthu.kieu@example.com',
    gender: 'female',
    dateOfBirth: '2000-10-09',
    joinedDaysAgo: 108,
  },
  {
    name: 'Châu Minh Nhật',
    phone: '0965 946 137',
    email: 'minhnhat.chau@example.com',
    gender: 'male',
    dateOfBirth: '1995-12-31',
    joinedDaysAgo: 100,
  },
  {
    name: 'Quách Ngọc Diệp',
    phone: '0975 157 248',
    email: null,
    gender: 'female',
    dateOfBirth: '1990-03-03',
    joinedDaysAgo: 92,
  },
  {
    name: 'Tôn Thất Khôi',
    phone: '0395 268 359',
    email: 'thatkhoi.ton@example.com',
    gender: 'male',
    dateOfBirth: '1984-07-19',
    joinedDaysAgo: 75,
  },
  {
    name: 'La Thị Mỹ Duyên',
    phone: '0705 379 460',
    email: 'myduyen.la@example.com',
    gender: 'female',
    dateOfBirth: '1998-01-15',
    joinedDaysAgo: 60,
  },
  {
    name: 'Âu Quốc Thịnh',
    phone: '0325 480 571',
    email: null,
    gender: 'male',
    dateOfBirth: '1992-05-23',
    joinedDaysAgo: 45,
  },
  {
    name: 'Nghiêm Hải Yến',
    phone: '0835 591 682',
    email: 'haiyen.nghiem@example.com',
    gender: 'female',
    dateOfBirth: '2003-09-09',
    joinedDaysAgo: 32,
  },
  {
    name: 'Văn Đức Trí',
    phone: '0904 602 793',
    email: null,
    gender: 'male',
    dateOfBirth: null,
    joinedDaysAgo: 21,
  },
  {
    name: 'Lục Bảo Ngọc',
    phone: '0914 713 804',
    email: 'baongoc.luc@example.com',
    gender: 'female',
    dateOfBirth: null,
    joinedDaysAgo: 12,
  },
];

/** The customers' accounts, joined on their day (at ten in the morning, salon time). */
export async function insertCustomers(
  db: Db,
  passwordHash: string,
  now: Date,
): Promise<SeededCustomer[]> {
  const saved: SeededCustomer[] = [];
  for (const person of DEMO_CUSTOMERS) {
    const day = salonToday(new Date(now.getTime() - person.joinedDaysAgo * 86_400_000));
    const joinedAt = new Date(`${day}T10:00:00+07:00`);
    const at = joinedAt.toISOString();
    const phone = phoneE164(person.phone);
    const user = await db
      .insertInto('users')
      .values({
        role: 'customer',
        name: person.name,
        email: person.email,
        phone,
        password_hash: passwordHash,
        gender: person.gender,
        date_of_birth: person.dateOfBirth,
        phone_verified_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customers')
      .values({ user_id: user.id, join_date: day, notes: null, created_at: at, updated_at: at })
      .execute();
    saved.push({ id: user.id, name: person.name, phone, email: person.email, joinedAt });
  }
  return saved;
}
