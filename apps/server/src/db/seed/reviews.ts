/** Demo reviews (approved with answers, some pending) and answered questions. */
import { buildSearchText, slugify, type ReviewableType, type ReviewStatus } from '@salon/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

interface DemoReview {
  /** A guest's name, or 'customer' for the demo customer account. */
  author: string;
  rating: number;
  title: string;
  content: string;
  status: ReviewStatus;
  response?: string;
  daysAgo: number;
}

interface DemoQuestion {
  author: string;
  question: string;
  answer: string;
  daysAgo: number;
}

interface DemoItem {
  type: ReviewableType;
  name: string;
  reviews: DemoReview[];
  questions: DemoQuestion[];
}

const ITEMS: DemoItem[] = [
  {
    type: 'service',
    name: 'Cắt tóc nam tạo kiểu',
    reviews: [
      {
        author: 'Trần Quốc Bảo',
        rating: 5,
        title: 'Cắt đẹp, tư vấn kỹ',
        content:
          'Anh stylist hỏi kỹ về công việc và thói quen vuốt tóc rồi mới cắt. Kiểu undercut rất hợp, về nhà tự vuốt vẫn giữ nếp.',
        status: 'approved',
        response: 'Cảm ơn anh Bảo đã tin tưởng Salon Tóc Việt! Hẹn gặp lại anh lần tới.',
        daysAgo: 12,
      },
      {
        author: 'customer',
        rating: 4,
        title: 'Hài lòng, chờ hơi lâu',
        content:
          'Tóc cắt gọn gàng, gội massage thư giãn. Cuối tuần đông nên phải chờ khoảng 15 phút.',
        status: 'approved',
        response:
          'Salon xin lỗi vì để chị chờ. Chị có thể đặt lịch trước trên website để được phục vụ đúng giờ ạ.',
        daysAgo: 6,
      },
      {
        author: 'Ngô Minh Tuấn',
        rating: 5,
        title: 'Đúng giờ, sạch sẽ',
        content: 'Đặt lịch online, đến là được cắt ngay. Không gian sạch, nhân viên thân thiện.',
        status: 'pending',
        daysAgo: 1,
      },
    ],
    questions: [
      {
        author: 'Lý Gia Huy',
        question: 'Cắt tóc nam có bao gồm gội và sấy tạo kiểu không?',
        answer: 'Có ạ, dịch vụ đã gồm gội, cắt, sấy và vuốt sáp tạo kiểu.',
        daysAgo: 9,
      },
    ],
  },
  {
    type: 'service',
    name: 'Uốn setting Hàn Quốc',
    reviews: [
      {
        author: 'Phạm Thu Hà',
        rating: 5,
        title: 'Sóng tóc tự nhiên',
        content:
          'Tóc uốn xong mềm, sóng to đúng như ảnh mẫu. Chị stylist dặn cách chăm sóc rất chi tiết.',
        status: 'approved',
        response: 'Cảm ơn chị Hà! Chị nhớ dùng dầu xả dưỡng ẩm để giữ sóng lâu hơn nhé.',
        daysAgo: 20,
      },
      {
        author: 'Đặng Mai Anh',
        rating: 4,
        title: 'Đẹp nhưng hơi lâu',
        content: 'Kết quả rất ưng, chỉ là thời gian làm gần 3 tiếng, nên đi sớm.',
        status: 'approved',
        daysAgo: 15,
      },
      {
        author: 'Hoàng Yến',
        rating: 3,
        title: 'Tạm ổn',
        content: 'Tóc hơi khô sau khi uốn, mong salon tư vấn thêm sản phẩm dưỡng.',
        status: 'pending',
        daysAgo: 2,
      },
    ],
    questions: [
      {
        author: 'Vũ Thanh Tâm',
        question: 'Tóc đã nhuộm có uốn setting được không ạ?',
        answer: 'Được ạ. Stylist sẽ kiểm tra độ yếu của tóc và phục hồi trước khi uốn nếu cần.',
        daysAgo: 7,
      },
    ],
  },
  {
    type: 'service',
    name: 'Gội đầu dưỡng sinh',
    reviews: [
      {
        author: 'Bùi Lan Phương',
        rating: 5,
        title: 'Thư giãn tuyệt vời',
        content: 'Massage cổ vai gáy rất đã, gội thảo dược thơm. Sẽ quay lại hàng tuần.',
        status: 'approved',
        response: 'Salon rất vui khi chị hài lòng. Hẹn gặp chị tuần sau ạ!',
        daysAgo: 4,
      },
    ],
    questions: [],
  },
  {
    type: 'product',
    name: 'Dầu gội bưởi và bồ kết Tóc Việt 400ml',
    reviews: [
      {
        author: 'customer',
        rating: 5,
        title: 'Giảm rụng tóc rõ rệt',
        content: 'Dùng hết một chai thấy tóc bớt rụng, mùi bưởi dễ chịu, không bị khô.',
        status: 'approved',
        response: 'Cảm ơn bạn đã dùng sản phẩm của Tóc Việt!',
        daysAgo: 10,
      },
      {
        author: 'Trịnh Ngọc Hân',
        rating: 4,
        title: 'Thơm, sạch',
        content: 'Gội sạch, thơm lâu. Chai 400ml dùng được khoảng hai tháng.',
        status: 'approved',
        daysAgo: 8,
      },
      {
        author: 'Lâm Quang Vinh',
        rating: 2,
        title: 'Ít bọt',
        content: 'Dầu gội ít bọt nên mình phải dùng nhiều hơn bình thường.',
        status: 'pending',
        daysAgo: 1,
      },
    ],
    questions: [
      {
        author: 'Mai Khánh Linh',
        question: 'Sản phẩm có dùng được cho tóc nhuộm không?',
        answer: 'Dùng được ạ, dầu gội không chứa sulfate mạnh nên không làm phai màu nhuộm.',
        daysAgo: 5,
      },
    ],
  },
  {
    type: 'product',
    name: 'Tinh dầu dưỡng tóc Moroccanoil Treatment 100ml',
    reviews: [
      {
        author: 'Đoàn Thị Nhung',
        rating: 5,
        title: 'Tóc mềm mượt',
        content: 'Chỉ cần 2 giọt sau khi sấy là tóc vào nếp, bóng mượt cả ngày.',
        status: 'approved',
        response: 'Cảm ơn chị! Chị có thể thoa thêm trước khi sấy để bảo vệ tóc khỏi nhiệt.',
        daysAgo: 18,
      },
    ],
    questions: [
      {
        author: 'Cao Bảo Ngọc',
        question: 'Tinh dầu có làm bết tóc không?',
        answer: 'Nếu dùng đúng lượng (1–2 giọt cho tóc ngang vai) thì không bết ạ.',
        daysAgo: 11,
      },
    ],
  },
];

function daysBefore(now: Date, days: number, hour = 9): string {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

function guestEmail(name: string): string {
  return `${slugify(name).replace(/-/g, '.')}@example.com`;
}

async function userIdByEmail(trx: Kysely<Database>, email: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Reviews and answered questions on a few demo services and products (the seed computes every
 * item's rating from the reviews once they are all written).
 */
export async function insertReviews(
  trx: Kysely<Database>,
  accounts: { customerEmail: string; adminEmail: string; staffEmail: string },
  now: Date,
): Promise<void> {
  const [customerId, adminId, staffId] = await Promise.all([
    userIdByEmail(trx, accounts.customerEmail),
    userIdByEmail(trx, accounts.adminEmail),
    userIdByEmail(trx, accounts.staffEmail),
  ]);
  const customer = await trx
    .selectFrom('users')
    .select('name')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();

  for (const item of ITEMS) {
    const table = item.type === 'service' ? 'services' : 'products';
    const { id } = await trx
      .selectFrom(table)
      .select('id')
      .where('slug', '=', slugify(item.name))
      .executeTakeFirstOrThrow();

    for (const review of item.reviews) {
      const byCustomer = review.author === 'customer';
      const created = daysBefore(now, review.daysAgo);
      const moderated = review.status === 'pending' ? null : daysBefore(now, review.daysAgo - 1);
      await trx
        .insertInto('reviews')
        .values({
          reviewable_type: item.type,
          reviewable_id: id,
          user_id: byCustomer ? customerId : null,
          guest_name: byCustomer ? null : review.author,
          guest_email: byCustomer ? null : guestEmail(review.author),
          rating: review.rating,
          title: review.title,
          content: review.content,
          status: review.status,
          moderated_at: moderated,
          moderated_by: moderated ? adminId : null,
          admin_response: review.response ?? null,
          responded_at: review.response ? moderated : null,
          responded_by: review.response ? adminId : null,
          search_text: buildSearchText(
            review.title,
            review.content,
            byCustomer ? customer.name : review.author,
          ),
          created_at: created,
          updated_at: created,
        })
        .execute();
    }

    for (const question of item.questions) {
      await trx
        .insertInto('questions')
        .values({
          item_type: item.type,
          item_id: id,
          guest_name: question.author,
          guest_email: guestEmail(question.author),
          question: question.question,
          answer: question.answer,
          answered_by: staffId,
          answered_at: daysBefore(now, question.daysAgo - 1),
          search_text: buildSearchText(question.question, question.author),
          created_at: daysBefore(now, question.daysAgo),
        })
        .execute();
    }
  }
}
