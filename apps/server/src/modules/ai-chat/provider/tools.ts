import {
  isIsoDate,
  searchFaqs,
  type CurrentUser,
  type PublicProductSummary,
  type PublicServiceSummary,
} from '@salon/shared';
import type { SalonFacts } from '../facts/salon-facts.js';
import { catalogueWords, type CatalogueItem } from '../engine/entities.js';
import { detectIntents } from '../engine/intents.js';
import type { KnowledgeReader } from '../engine/knowledge.js';
import { readQuestion } from '../engine/text.js';
import type { ToolDefinition } from './openai-client.js';

/*
 * The fact functions as a language model's tools: the same reads the built-in engine answers
 * from, so every price, time and address a model says came from the salon's data.
 */

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'search_catalog',
      description:
        'Tìm dịch vụ và sản phẩm của salon theo tên (tiếng Việt, có hoặc không dấu). Trả về giá hiện tại (đã tính khuyến mãi), giá gốc, thời lượng dịch vụ, tình trạng hàng.',
      parameters: object({ query: { type: 'string' } }, ['query']),
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_services',
      description: 'Danh sách dịch vụ của salon (phổ biến trước) với giá hiện tại và thời lượng.',
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_branches',
      description:
        'Các chi nhánh: địa chỉ, điện thoại, giờ mở cửa vào một ngày (mặc định hôm nay), ngày nghỉ lễ.',
      parameters: object({ date: { type: 'string', description: 'YYYY-MM-DD' } }),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_free_times',
      description:
        'Giờ còn trống để đặt một dịch vụ tại một chi nhánh vào một ngày, theo hệ thống đặt lịch.',
      parameters: object(
        {
          service_id: { type: 'integer' },
          branch_id: { type: 'integer' },
          date: { type: 'string', description: 'YYYY-MM-DD' },
        },
        ['service_id', 'branch_id', 'date'],
      ),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_holidays',
      description: 'Các ngày nghỉ lễ sắp tới của salon.',
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_payment_info',
      description:
        'Hình thức thanh toán đang nhận và tài khoản nhận chuyển khoản (VietQR hiện sau khi đặt hàng).',
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_shop_rules',
      description: 'Phí giao hàng, mức miễn phí giao hàng và thuế VAT của đơn hàng.',
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_faqs',
      description: 'Câu hỏi thường gặp của trung tâm trợ giúp (đặt, đổi, hủy lịch, tài khoản...).',
      parameters: object({ query: { type: 'string' } }, ['query']),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_my_appointments',
      description: 'Lịch hẹn sắp tới của khách đang đăng nhập.',
      parameters: object({}),
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_my_orders',
      description: 'Các đơn hàng gần nhất của khách đang đăng nhập.',
      parameters: object({}),
    },
  },
];

function serviceFact(s: PublicServiceSummary) {
  return {
    kind: 'service',
    id: s.id,
    name: s.name,
    price: s.final_price,
    list_price: s.price,
    discount_percentage: s.discount_percentage,
    duration_minutes: s.duration_minutes,
  };
}

function productFact(p: PublicProductSummary) {
  return {
    kind: 'product',
    id: p.id,
    name: p.name,
    price: p.final_price,
    list_price: p.price,
    discount_percentage: p.discount_percentage,
    in_stock: p.sellable,
  };
}

function itemFact(entry: CatalogueItem) {
  return entry.kind === 'service' ? serviceFact(entry.item) : productFact(entry.item);
}

function argument(args: Record<string, unknown>, name: string): unknown {
  return args[name];
}

function text(args: Record<string, unknown>, name: string): string {
  const value = args[name];
  return typeof value === 'string' ? value : '';
}

/** Runs one tool call; the result goes back to the model as JSON. */
export async function runTool(
  name: string,
  rawArguments: string,
  facts: SalonFacts,
  knowledge: KnowledgeReader,
  user: CurrentUser | null,
): Promise<unknown> {
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}');
    if (parsed && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    return { error: 'invalid_arguments' };
  }
  switch (name) {
    case 'search_catalog': {
      const known = await knowledge.read();
      const question = readQuestion(text(args, 'query'), known.vocabulary);
      const words = catalogueWords(question, detectIntents(question).asking);
      const found = [
        ...known.servicePool.match(words, question.accented).map((entry) => ({
          score: entry.score,
          fact: itemFact({ kind: 'service', item: entry.item }),
        })),
        ...known.productPool.match(words, question.accented).map((entry) => ({
          score: entry.score,
          fact: itemFact({ kind: 'product', item: entry.item }),
        })),
      ]
        .sort((a, b) => b.score - a.score)
        .slice(0, 5)
        .map((entry) => entry.fact);
      return { items: found, currency: 'VND' };
    }
    case 'list_services':
      return { services: (await facts.services()).slice(0, 30).map(serviceFact), currency: 'VND' };
    case 'get_branches': {
      const date = text(args, 'date');
      const branches = await facts.branches(isIsoDate(date) ? date : facts.today());
      return {
        branches: branches.map((b) => ({
          id: b.id,
          name: b.name,
          address: b.address,
          phone: b.phone,
          date: b.hours.date,
          hours: b.working_hours,
          holiday: b.hours.holiday,
        })),
      };
    }
    case 'get_free_times': {
      const serviceId = Number(argument(args, 'service_id'));
      const branchId = Number(argument(args, 'branch_id'));
      const date = text(args, 'date');
      if (!Number.isInteger(serviceId) || !Number.isInteger(branchId) || !isIsoDate(date)) {
        return { error: 'invalid_arguments' };
      }
      const services = await facts.services();
      const branches = await facts.branches();
      if (!services.some((s) => s.id === serviceId) || !branches.some((b) => b.id === branchId)) {
        return { error: 'not_found' };
      }
      const day = await facts.freeTimes(user, serviceId, branchId, date);
      return {
        date,
        closed: day.closed,
        holiday: day.holiday?.name ?? null,
        free_times: day.time_slots.filter((slot) => slot.available).map((slot) => slot.time),
      };
    }
    case 'get_holidays': {
      const branches = await facts.branches();
      const days = await facts.holidays(branches.map((b) => b.id));
      return { holidays: days.slice(0, 10).map((d) => ({ date: d.date, name: d.name })) };
    }
    case 'get_payment_info':
      return {
        methods: (await facts.paymentMethods()).map((m) => m.name),
        transfer_account: await facts.transferAccount(),
      };
    case 'get_shop_rules':
      return { ...(await facts.shopRules()), currency: 'VND' };
    case 'search_faqs':
      return {
        faqs: searchFaqs(await facts.faqs(), text(args, 'query'))
          .slice(0, 3)
          .map((f) => ({ question: f.question, answer: f.answer })),
      };
    case 'get_my_appointments':
      if (user?.role !== 'customer') return { error: 'not_signed_in' };
      return {
        appointments: (await facts.myAppointments(user)).map((a) => ({
          code: a.code,
          service: a.service.name,
          branch: a.branch.name,
          date: a.appointment_date,
          time: a.appointment_time.slice(0, 5),
          status: a.status_label,
        })),
      };
    case 'get_my_orders':
      if (user?.role !== 'customer') return { error: 'not_signed_in' };
      return {
        orders: (await facts.myOrders(user, 3)).map((o) => ({
          order_number: o.order_number,
          created_at: o.created_at,
          items: o.items_summary,
          total: o.total_amount,
          status: o.status,
        })),
      };
    default:
      return { error: 'unknown_tool' };
  }
}
