import {
  buildSearchText,
  questionCreateSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES as M,
  searchWords,
  type AdminQuestion,
  type AdminQuestionListQuery,
  type ApiPage,
  type CurrentUser,
  type PublicQuestion,
  type QuestionListQuery,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toPage } from '../catalog/catalog.dto.js';
import { parseAuthoredInput, type GuestPostThrottle } from './post-author.js';
import type { QuestionsRepository } from './questions.repository.js';
import { toAdminQuestion, toPublicQuestion } from './reviews.dto.js';
import { requireItem } from './reviews.service.js';

/** Questions about services and products: anyone asks, staff answer, answered ones show. */
export class QuestionsService {
  constructor(
    private readonly repository: QuestionsRepository,
    private readonly catalog: CatalogService,
    private readonly throttle: GuestPostThrottle,
    private readonly audit: AuditTrail,
  ) {}

  async listAnswered(query: QuestionListQuery): Promise<ApiPage<PublicQuestion>> {
    const item = { type: query.item_type, id: query.item_id };
    await requireItem(this.catalog, item);
    const perPage = REVIEW_LIMITS.questionsPerPage;
    const total = await this.repository.countAnswered(item);
    const offset = (query.page - 1) * perPage;
    const rows = offset < total ? await this.repository.listAnswered(item, perPage, offset) : [];
    return toPage(rows.map(toPublicQuestion), total, query.page, perPage);
  }

  async ask(
    user: CurrentUser | null,
    input: unknown,
    clientAddress: string,
  ): Promise<PublicQuestion> {
    await this.throttle.check(user, clientAddress);
    const { fields, author } = parseAuthoredInput(questionCreateSchema, user, input);
    await requireItem(this.catalog, { type: fields.item_type, id: fields.item_id });
    const id = await this.repository.insert(
      {
        item_type: fields.item_type,
        item_id: fields.item_id,
        user_id: author.user_id,
        guest_name: author.guest_name,
        guest_email: author.guest_email,
        question: fields.question,
        search_text: buildSearchText(fields.question, author.name),
      },
      (trx) => this.throttle.take(trx, user, clientAddress),
    );
    return toPublicQuestion(await this.#find(id));
  }

  async listForAdmin(query: AdminQuestionListQuery): Promise<ApiPage<AdminQuestion>> {
    const filter = {
      answered: query.answered,
      itemType: query.item_type,
      words: searchWords(query.search),
    };
    const perPage = query.per_page;
    const total = await this.repository.countForAdmin(filter);
    const offset = (query.page - 1) * perPage;
    const rows = offset < total ? await this.repository.listForAdmin(filter, perPage, offset) : [];
    return toPage(rows.map(toAdminQuestion), total, query.page, perPage);
  }

  /** Answers a question (or changes the answer); it then shows under the item. */
  async answer(staff: CurrentUser, id: number, answer: string): Promise<PublicQuestion> {
    const current = await this.#find(id);
    const answered = await this.repository.answer(id, answer, staff.id, (trx) =>
      this.audit.record(trx, {
        action: 'reply',
        resource: 'question',
        resourceId: id,
        summary: `Trả lời câu hỏi #${id}`,
        before: { answer: current.answer },
        after: { answer },
      }),
    );
    if (!answered) {
      throw new AppError('QUESTION_NOT_FOUND', M.questionNotFound, 404);
    }
    return toPublicQuestion(await this.#find(id));
  }

  async #find(id: number) {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('QUESTION_NOT_FOUND', M.questionNotFound, 404);
    return row;
  }
}
