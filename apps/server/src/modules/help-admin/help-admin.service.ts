import {
  BACK_OFFICE_HELP_LIMITS as L,
  BACK_OFFICE_HELP_MESSAGES as M,
  FAQS,
  isBackOfficeFaqId,
  type ApiPage,
  type BackOfficeFaqVotesMap,
  type FaqVoteInput,
  type FeedbackDto,
  type FeedbackFormData,
  type FeedbackListQuery,
  type FeedbackPriority,
  type FeedbackType,
  type HelpCentreOverview,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { HelpService } from '../help/help.service.js';
import type { FeedbackRow, HelpAdminRepository } from './help-admin.repository.js';

const FEEDBACK_PER_USER: RateRule = {
  name: 'help-admin.feedback-user',
  limit: L.feedbackPerUser,
  windowMs: L.feedbackWindowMs,
};
const VOTES_PER_USER: RateRule = {
  name: 'help-admin.vote-user',
  limit: L.votesPerUser,
  windowMs: L.votesWindowMs,
};

function tooMany(message: string, wait: number) {
  return new AppError('TOO_MANY_REQUESTS', message, 429, undefined, {
    'retry-after': String(wait),
  });
}

function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    subject: row.subject,
    description: row.description,
    priority: (row.priority as FeedbackPriority | null) ?? null,
    sender:
      row.user_id !== null && row.sender_name !== null
        ? {
            id: row.user_id,
            name: row.sender_name,
            email: row.sender_email,
            role: row.sender_role ?? '',
          }
        : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The back office's help screen (back-office §2.17): each person's helpful vote and rating of
 * its answers, feedback sent from it, and, for admins, what the storefront help centre received.
 */
export class HelpAdminService {
  constructor(
    private readonly repository: HelpAdminRepository,
    private readonly limits: RateLimits,
    private readonly storefrontHelp: HelpService,
    private readonly audit: AuditTrail,
  ) {}

  async votes(userId: number): Promise<BackOfficeFaqVotesMap> {
    const [totals, mine] = await Promise.all([
      this.repository.voteTotals(),
      this.repository.votesOf(userId),
    ]);
    const result: BackOfficeFaqVotesMap = {};
    for (const row of totals) {
      if (!isBackOfficeFaqId(row.faq_id)) continue;
      result[row.faq_id] = {
        helpful: row.helpful,
        not_helpful: row.not_helpful,
        rating_count: row.rating_count,
        rating_average:
          row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
        mine: null,
      };
    }
    for (const vote of mine) {
      const entry = result[vote.faq_id];
      if (!entry) continue;
      entry.mine = {
        helpful: vote.helpful === null ? null : vote.helpful === 1,
        rating: vote.rating,
      };
    }
    return result;
  }

  /** One vote per person and answer: a new one changes it. */
  async vote(faqId: string, userId: number, input: FaqVoteInput): Promise<BackOfficeFaqVotesMap> {
    if (!isBackOfficeFaqId(faqId)) throw new AppError('FAQ_NOT_FOUND', M.faqNotFound, 404);
    const wait = await this.limits.take([{ rule: VOTES_PER_USER, subject: String(userId) }]);
    if (wait > 0) throw tooMany(M.tooManyVotes, wait);
    const change = {
      ...(input.helpful !== undefined
        ? { helpful: input.helpful === null ? null : input.helpful ? 1 : 0 }
        : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
    };
    await this.repository.transaction(async (repository, trx) => {
      await repository.upsertVote(faqId, userId, change);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'help',
        resourceId: faqId,
        summary: `Đánh giá câu trả lời trợ giúp ${faqId}`,
        after: change,
      });
    });
    return this.votes(userId);
  }

  async sendFeedback(input: FeedbackFormData, userId: number): Promise<FeedbackDto> {
    const wait = await this.limits.take([{ rule: FEEDBACK_PER_USER, subject: String(userId) }]);
    if (wait > 0) throw tooMany(M.tooManyFeedback, wait);
    const id = await this.repository.transaction(async (repository, trx) => {
      const created = await repository.insertFeedback({
        user_id: userId,
        type: input.type,
        subject: input.subject,
        description: input.description,
        priority: input.priority ?? null,
      });
      await this.audit.record(trx, {
        action: 'create',
        resource: 'help',
        resourceId: created,
        summary: `Gửi góp ý cho bộ phận trợ giúp #${created}`,
        after: { type: input.type, priority: input.priority ?? null },
      });
      return created;
    });
    const [row] = await this.repository.listFeedbackById(id);
    if (!row) throw new Error(`feedback ${id} vanished`);
    return toFeedbackDto(row);
  }

  async listFeedback(query: FeedbackListQuery): Promise<ApiPage<FeedbackDto>> {
    const [total, rows] = await Promise.all([
      this.repository.countFeedback(query),
      this.repository.listFeedback(query),
    ]);
    return toPage(rows.map(toFeedbackDto), total, query.page, query.per_page);
  }

  /** The storefront help centre: its answers' votes and the support requests it received. */
  async helpCentre(): Promise<HelpCentreOverview> {
    const [stats, support] = await Promise.all([
      this.storefrontHelp.stats(null),
      this.repository.supportRequests(L.supportRequestsShown),
    ]);
    return {
      faq_votes: FAQS.map((faq) => ({
        faq_id: faq.id,
        question: faq.question,
        helpful: stats.counts[faq.id]?.helpful ?? 0,
        not_helpful: stats.counts[faq.id]?.not_helpful ?? 0,
      })).sort((a, b) => b.helpful + b.not_helpful - (a.helpful + a.not_helpful)),
      support_requests: {
        total: support.total,
        open: support.open,
        recent: support.recent.map((row) => ({
          ...row,
          created_at: new Date(row.created_at).toISOString(),
        })),
      },
    };
  }
}
