import {
  AI_CHAT_LIMITS,
  formatSalonDate,
  formatSalonWeekday,
  type CurrentUser,
} from '@salon/shared';
import type { Turn } from '../ai-chat.service.js';
import type { BuiltInEngine } from '../engine/built-in-engine.js';
import type { KnowledgeReader } from '../engine/knowledge.js';
import type { Answer, AskContext } from '../engine/types.js';
import type { SalonFacts } from '../facts/salon-facts.js';
import { complete, type ChatMessage, type ProviderSettings } from './openai-client.js';
import { runTool, TOOLS } from './tools.js';

/** Rounds of tool calls a model may make for one question. */
const MAX_ROUNDS = 4;

function systemPrompt(facts: SalonFacts, companyName: string, user: CurrentUser | null): string {
  const today = facts.today();
  return [
    `Bạn là trợ lý tư vấn của ${companyName}, một chuỗi salon tóc tại Việt Nam. Trả lời bằng tiếng Việt tự nhiên, lịch sự, ngắn gọn, mở đầu bằng "Dạ".`,
    `Hôm nay là ${formatSalonWeekday(today)}, ${formatSalonDate(today)} (${today}), giờ Việt Nam.`,
    'Mọi giá, thời lượng, giờ trống, địa chỉ, số điện thoại, giờ mở cửa, ngày nghỉ, cách thanh toán, phí giao hàng, VAT và thông tin lịch hẹn, đơn hàng PHẢI lấy từ các công cụ được cung cấp. Không bao giờ tự đoán hay bịa ra giá hoặc giờ.',
    'Giá tính bằng đồng, viết dạng 120.000 ₫. Giờ viết dạng 14:30.',
    'Nếu công cụ không có thông tin, hãy nói rằng bạn không biết và mời khách bấm "Nói chuyện với nhân viên". Không tư vấn y tế, không nói về salon khác.',
    user
      ? `Khách đang đăng nhập: ${user.name}.`
      : 'Khách chưa đăng nhập: không xem được lịch hẹn hay đơn hàng của họ.',
  ].join('\n');
}

/**
 * A language model phrases the answer, calling the fact functions as tools for every fact; the
 * buttons are the built-in engine's (they act on what the data says). Any failure, or no answer
 * within the time allowed, and the built-in engine answers instead.
 */
export class ProviderEngine {
  constructor(
    private readonly settings: ProviderSettings,
    private readonly facts: SalonFacts,
    private readonly knowledge: KnowledgeReader,
    private readonly builtIn: BuiltInEngine,
    private readonly onFailure: (error: unknown) => void = () => undefined,
    private readonly timeoutMs: number = AI_CHAT_LIMITS.providerTimeoutMs,
  ) {}

  async answer(question: string, context: AskContext, history: Turn[]): Promise<Answer> {
    const fallback = this.builtIn.answer(question, context);
    // Awaited below either way; this only keeps an early failure from counting as unhandled.
    fallback.catch(() => undefined);
    try {
      const reply = await this.#ask(question, context.user, history);
      const built = await fallback;
      return { reply, actions: built.actions, declined: false };
    } catch (error) {
      this.onFailure(error);
      return fallback;
    }
  }

  async #ask(question: string, user: CurrentUser | null, history: Turn[]): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const { companyName } = await this.knowledge.read();
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(this.facts, companyName, user) },
      ...history
        .slice(-AI_CHAT_LIMITS.historyTurns * 2)
        .map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: question },
    ];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const completion = await complete(this.settings, messages, TOOLS, signal);
      if (completion.tool_calls.length === 0) {
        const text = completion.content?.trim();
        if (!text) throw new Error('AI provider sent an empty answer');
        return text;
      }
      messages.push({
        role: 'assistant',
        content: completion.content,
        tool_calls: completion.tool_calls,
      });
      for (const call of completion.tool_calls) {
        const result = await runTool(
          call.function.name,
          call.function.arguments,
          this.facts,
          this.knowledge,
          user,
        );
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error('AI provider kept calling tools');
  }
}
