import type { AiChatAction, PublicBranch, PublicServiceSummary } from '@salon/shared';
import type { SalonFacts } from '../facts/salon-facts.js';
import { myAppointmentsPart, myOrdersPart } from './answers/account.js';
import { branchesPart, holidaysPart, openOnDayPart } from './answers/branches.js';
import {
  choicesPart,
  notInCataloguePart,
  productPart,
  productsListPart,
  promotionsPart,
  servicePart,
  servicesListPart,
} from './answers/catalogue.js';
import { faqByPhrase, faqPart, findFaq } from './answers/faqs.js';
import { freeTimesPart } from './answers/free-times.js';
import { deliveryPart, paymentPart, transferPart, vatPart } from './answers/shop.js';
import {
  catalogueWords,
  findBranches,
  pick,
  type CatalogueItem,
  type QueryWord,
  type Scored,
} from './entities.js';
import { detectIntents, type Intent } from './intents.js';
import { KnowledgeReader, type Knowledge } from './knowledge.js';
import { DONT_KNOW, HANDOVER, LINKS, openService } from './phrasing.js';
import { hasAny, nameWords, readQuestion, type Question } from './text.js';
import type { Answer, AskContext, Part } from './types.js';
import { readWhen, type When } from './when.js';

/** Intents that are about a service being done (not a product being bought). */
const SERVICE_INTENTS: readonly Intent[] = ['duration', 'free_times', 'book'];
const PRODUCT_INTENTS: readonly Intent[] = ['products_list', 'delivery'];

/** What a question is about in the catalogue: one item, a few that tie, or nothing. */
interface Subject {
  best: CatalogueItem | null;
  ties: CatalogueItem[];
}

/**
 * The built-in consultant: reads the question (folded, slang written out, typos mended), finds
 * what it asks (intents) and names (services, products, branches, a day and a time), and answers
 * from the salon's data only. What the data does not hold, it says it does not know.
 */
export class BuiltInEngine {
  constructor(
    private readonly facts: SalonFacts,
    /** The catalogue and branches as questions see them (shared with a language model's tools). */
    readonly knowledge: KnowledgeReader = new KnowledgeReader(facts),
  ) {}

  async answer(raw: string, context: AskContext): Promise<Answer> {
    const knowledge = await this.knowledge.read();
    const question = readQuestion(raw, knowledge.vocabulary);
    const { intents, asking } = detectIntents(question);
    for (const index of companyWords(question, knowledge.companyName)) asking.add(index);
    const words = catalogueWords(question, asking);
    const subject = this.#subject(question, words, intents, knowledge, context);
    const branches = findBranches(question, knowledge.branchKeys);
    const when = readWhen(
      question.words,
      knowledge.today,
      takenWords(question, words, subject, knowledge),
    );
    const parts = await this.#parts(question, intents, subject, branches, when, knowledge, context);
    return compose(parts);
  }

  #subject(
    question: Question,
    words: QueryWord[],
    intents: Set<Intent>,
    knowledge: Knowledge,
    context: AskContext,
  ): Subject {
    const serviceBias = SERVICE_INTENTS.some((intent) => intents.has(intent)) ? 1.5 : 1;
    const productBias =
      PRODUCT_INTENTS.some((intent) => intents.has(intent)) ||
      /\b(mua|dau goi|dau xa)\b/.test(question.folded)
        ? 1.5
        : 1;
    const scored: Scored<CatalogueItem>[] = [
      ...knowledge.servicePool.match(words, question.accented).map((entry) => ({
        item: { kind: 'service' as const, item: entry.item },
        score: entry.score * serviceBias,
      })),
      ...knowledge.productPool.match(words, question.accented).map((entry) => ({
        item: { kind: 'product' as const, item: entry.item },
        score: entry.score * productBias,
      })),
    ].sort((a, b) => b.score - a.score);
    const { best, ties } = pick(scored);
    if (best || ties.length) return { best, ties };
    // A follow-up ("mai còn chỗ không?") is about what the last answer was about.
    const follows = ['price', 'duration', 'free_times', 'book'].some((intent) =>
      intents.has(intent as Intent),
    );
    if (follows && context.recent.serviceId !== undefined) {
      const service = knowledge.services.find((s) => s.id === context.recent.serviceId);
      if (service) return { best: { kind: 'service', item: service }, ties: [] };
    }
    if (
      intents.has('price') &&
      context.recent.productId !== undefined &&
      !intents.has('delivery')
    ) {
      const product = knowledge.products.find((p) => p.id === context.recent.productId);
      if (product) return { best: { kind: 'product', item: product }, ties: [] };
    }
    return { best: null, ties: [] };
  }

  async #parts(
    question: Question,
    intents: Set<Intent>,
    subject: Subject,
    named: PublicBranch[],
    when: When,
    knowledge: Knowledge,
    context: AskContext,
  ): Promise<Part[] | null> {
    const { facts } = this;
    const { user } = context;
    const has = (intent: Intent) => intents.has(intent);
    const parts: Part[] = [];

    if (has('handover')) {
      return [
        {
          text: 'Dạ, em sẽ chuyển cuộc trò chuyện này cho nhân viên của salon. Anh/chị bấm "Nói chuyện với nhân viên" bên dưới (cần đăng nhập) nhé.',
          actions: [HANDOVER],
        },
      ];
    }
    if (has('out_of_scope') && !subject.best) return null;

    // A help-centre question ("tư vấn kiểu tóc", "đổi lịch") that prices or books nothing.
    const catalogueAsked = (['price', 'duration', 'free_times', 'book'] as const).some(has);
    const itemNamed = subject.best !== null || subject.ties.length > 0;
    const faq = catalogueAsked && itemNamed ? null : faqByPhrase(question, await facts.faqs());
    const own = hasAny(question.folded, [
      'cua em',
      'cua toi',
      'cua minh',
      'em co',
      'toi co',
      'minh co',
    ]);
    if (has('my_appointments') && (!faq || own)) parts.push(await myAppointmentsPart(facts, user));
    if (has('my_orders') && (!faq || own)) parts.push(await myOrdersPart(facts, user));
    if (faq) parts.push(faqPart(faq));
    const about = faq ? null : subject.best;
    const service = about?.kind === 'service' ? about.item : null;
    const product = about?.kind === 'product' ? about.item : null;
    const wantsTimes =
      has('free_times') ||
      has('book') ||
      when.time !== null ||
      (when.date !== null && service !== null && !has('price'));

    if (service && wantsTimes) {
      const branches = named.length ? named : knowledge.branches;
      parts.push(await freeTimesPart(facts, user, service, branches, when));
    } else if (service) {
      parts.push(servicePart(service));
    } else if (product) {
      parts.push(productPart(product));
    } else if (subject.ties.length && !faq) {
      parts.push(choicesPart(subject.ties));
    } else if ((has('free_times') || has('book')) && !has('hours') && !has('my_appointments')) {
      parts.push(whichServicePart(knowledge.services));
    }

    const aboutBranches = has('address') || has('phone') || has('branches');
    const hoursOnDay = has('hours') && !subject.best;
    if (hoursOnDay && when.date) parts.push(await openOnDayPart(facts, named, when.date));
    else if (aboutBranches || hoursOnDay || (named.length > 0 && parts.length === 0)) {
      parts.push(
        await branchesPart(facts, named, when.date, {
          address: has('address') || has('branches'),
          phone: has('phone'),
          hours: has('hours'),
        }),
      );
    }
    if (has('holidays')) {
      parts.push(
        when.date && !hoursOnDay
          ? await openOnDayPart(facts, named, when.date)
          : await holidaysPart(facts),
      );
    }
    if (has('transfer')) parts.push(await transferPart(facts));
    else if (has('payment')) parts.push(await paymentPart(facts));
    if (has('delivery')) parts.push(await deliveryPart(facts));
    if (has('vat')) parts.push(await vatPart(facts));
    if (has('promotions') && !subject.best) parts.push(promotionsPart(knowledge));

    if (parts.length === 0 && has('services_list')) parts.push(servicesListPart(knowledge));
    if (parts.length === 0 && has('products_list')) parts.push(productsListPart(knowledge));
    if (parts.length === 0) {
      const byWords = findFaq(question, await facts.faqs());
      if (byWords) parts.push(faqPart(byWords));
    }
    if (parts.length === 0 && has('price'))
      parts.push({ ...notInCataloguePart(), actions: [LINKS.services, HANDOVER] });
    if (parts.length === 0 && (has('greeting') || has('thanks')))
      parts.push(greetingPart(has('thanks')));
    return parts.length ? parts : null;
  }
}

/** Word positions an item's name took, so `Cắt tóc mái` does not read as "tomorrow". */
function takenWords(
  question: Question,
  words: QueryWord[],
  subject: Subject,
  knowledge: Knowledge,
): Set<number> {
  const taken = new Set<number>();
  const best = subject.best;
  if (!best) return taken;
  const names =
    best.kind === 'service'
      ? knowledge.servicePool.matchedWords(best.item, words, question.accented)
      : knowledge.productPool.matchedWords(best.item, words, question.accented);
  question.words.forEach((word, index) => {
    if (names.has(word.text)) taken.add(index);
  });
  return taken;
}

/** Positions of the company's name (`Salon Tóc Việt`): it names the salon, not a product brand. */
function companyWords(question: Question, companyName: string): number[] {
  const name = nameWords(companyName);
  const words = question.words.map((word) => word.text);
  const found: number[] = [];
  for (const size of [name.length, name.length - 1]) {
    const phrase = name.slice(name.length - size);
    if (phrase.length < 2) continue;
    for (let i = 0; i + size <= words.length; i++) {
      if (phrase.every((part, j) => words[i + j] === part))
        for (let j = 0; j < size; j++) found.push(i + j);
    }
    if (found.length) break;
  }
  return found;
}

function whichServicePart(services: readonly PublicServiceSummary[]): Part {
  const shown = services.slice(0, 4);
  return {
    text: `Dạ, anh/chị muốn đặt dịch vụ nào ạ? Ví dụ: ${shown.map((s) => s.name).join(', ')}. Anh/chị cho em biết dịch vụ, chi nhánh và ngày để em xem giờ trống nhé.`,
    actions: [...shown.map(openService), LINKS.booking],
  };
}

function greetingPart(thanks: boolean): Part {
  return {
    text: thanks
      ? 'Dạ, em cảm ơn anh/chị! Anh/chị cần em hỗ trợ thêm gì cứ nhắn em nhé.'
      : 'Dạ, em chào anh/chị! Em là trợ lý tư vấn của salon. Em có thể báo giá dịch vụ, sản phẩm, xem giờ trống để đặt lịch, địa chỉ và giờ mở cửa các chi nhánh, cách thanh toán và giao hàng ạ.',
    actions: [LINKS.services, LINKS.booking],
  };
}

/** Joins the parts; no part at all means the data has no answer: say so and offer a person. */
function compose(parts: Part[] | null): Answer {
  if (!parts) return { reply: DONT_KNOW, actions: [HANDOVER], declined: true };
  const actions: AiChatAction[] = [];
  const seen = new Set<string>();
  for (const action of parts.flatMap((part) => part.actions)) {
    const key = JSON.stringify(action);
    if (!seen.has(key) && actions.length < 6) {
      seen.add(key);
      actions.push(action);
    }
  }
  const declined =
    parts.length === 1 &&
    parts[0]?.actions.some((a) => a.kind === 'handover') === true &&
    parts[0].text.includes('không dám');
  return { reply: parts.map((part) => part.text).join('\n\n'), actions, declined };
}
