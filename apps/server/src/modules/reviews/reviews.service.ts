import {
  buildSearchText,
  IMAGE_UPLOAD,
  UPLOAD_MESSAGES,
  REVIEW_MESSAGES as M,
  reviewCreateSchema,
  searchWords,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewStats,
  type ApiPage,
  type CurrentUser,
  type OwnReview,
  type PublicReviewPage,
  type ReviewableType,
  type ReviewImage,
  type ReviewListQuery,
  type ReviewStatus,
  type ReviewUpdateInput,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toPage } from '../catalog/catalog.dto.js';
import { parseAuthoredInput, type GuestPostThrottle } from './post-author.js';
import {
  parseImages,
  ratingSummary,
  toAdminReview,
  toOwnReview,
  toPublicReview,
} from './reviews.dto.js';
import type { ItemKey, ReviewsRepository } from './reviews.repository.js';
import type { UnreviewedVisitLookup, VerifiedPurchaseCheck } from './verified-purchase.js';

/** A review being posted: its text fields (multipart) and image files. */
export interface ReviewSubmission {
  fields: Record<string, unknown>;
  images: Buffer[];
}

/**
 * Reviews of services and products: guests and customers post them, they show once a
 * moderator approves them, and approving or rejecting recomputes the item's rating.
 */
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly catalog: CatalogService,
    private readonly images: ImageStore,
    private readonly throttle: GuestPostThrottle,
    private readonly hasBoughtOrHad: VerifiedPurchaseCheck,
    private readonly unreviewedVisit: UnreviewedVisitLookup = () => Promise.resolve(null),
    private readonly audit: AuditTrail,
  ) {}

  async listApproved(query: ReviewListQuery): Promise<PublicReviewPage> {
    const item = { type: query.reviewable_type, id: query.reviewable_id };
    await requireItem(this.catalog, item);
    const { page, per_page: perPage } = query;
    const [counts, total] = await Promise.all([
      this.repository.approvedRatingCounts(item),
      this.repository.countApproved(item),
    ]);
    const offset = (page - 1) * perPage;
    const rows = offset < total ? await this.repository.listApproved(item, perPage, offset) : [];
    const summary = ratingSummary(counts);
    return {
      ...toPage(rows.map(toPublicReview), total, page, perPage),
      review_stats: {
        total_reviews: summary.total,
        average_rating: summary.average,
        rating_breakdown: summary.breakdown,
      },
    };
  }

  /** A new review starts pending; it shows only after approval. */
  async create(
    user: CurrentUser | null,
    submission: ReviewSubmission,
    clientAddress: string,
  ): Promise<OwnReview> {
    await this.throttle.check(user, clientAddress);
    const { fields, author } = parseAuthoredInput(reviewCreateSchema, user, submission.fields);
    await this.throttle.checkReviewer(author);
    if (submission.images.length > IMAGE_UPLOAD.reviewMaxFiles) {
      const message = UPLOAD_MESSAGES.tooMany(IMAGE_UPLOAD.reviewMaxFiles);
      throw new AppError('TOO_MANY_FILES', message, 422, { images: [message] });
    }
    const item = { type: fields.reviewable_type, id: fields.reviewable_id };
    await requireItem(this.catalog, item);

    const stored = await this.#saveImages(submission.images);
    try {
      const isVerified =
        author.user_id !== null && (await this.hasBoughtOrHad(author.user_id, item.type, item.id));
      const values = {
        reviewable_type: item.type,
        reviewable_id: item.id,
        user_id: author.user_id,
        guest_name: author.guest_name,
        guest_email: author.guest_email,
        rating: fields.rating,
        title: fields.title,
        content: fields.content,
        images: JSON.stringify(stored),
        is_verified: isVerified,
        search_text: buildSearchText(fields.title, fields.content, author.name),
      };
      const admit = (trx: Transaction<Database>) =>
        this.throttle.take(trx, user, clientAddress, author);
      // A customer's review of a service they had is the review of their latest visit not yet
      // reviewed; if another review took that visit meanwhile, it stays the item's review.
      const visit =
        author.user_id !== null && item.type === 'service'
          ? await this.unreviewedVisit(author.user_id, item.id)
          : null;
      let id: number;
      try {
        id = await this.repository.insert({ ...values, appointment_id: visit }, admit);
      } catch (error) {
        if (visit === null || uniqueViolationColumn(error) === null) throw error;
        id = await this.repository.insert(values, admit);
      }
      return toOwnReview(await this.#find(id));
    } catch (error) {
      await this.#removeImages(stored);
      throw error;
    }
  }

  /** The signed-in customer's reviews (every status), optionally of one item. */
  async listOwn(user: CurrentUser, item?: ItemKey): Promise<OwnReview[]> {
    const rows = await this.repository.listByUser(user.id, item);
    return rows.map(toOwnReview);
  }

  /** An author changes their review; it goes back to moderation. */
  async update(user: CurrentUser, id: number, fields: ReviewUpdateInput): Promise<OwnReview> {
    const row = await this.#findOwn(user, id);
    await this.repository.updateByAuthor(
      id,
      { type: row.reviewable_type, id: row.reviewable_id },
      {
        rating: fields.rating,
        title: fields.title,
        content: fields.content,
        search_text: buildSearchText(fields.title, fields.content, user.name),
      },
    );
    return toOwnReview(await this.#find(id));
  }

  async delete(user: CurrentUser, id: number): Promise<void> {
    const row = await this.#findOwn(user, id);
    await this.repository.delete(id, { type: row.reviewable_type, id: row.reviewable_id });
    await this.#removeImages(parseImages(row.images));
  }

  async listForAdmin(query: AdminReviewListQuery): Promise<ApiPage<AdminReview>> {
    const filter = {
      status: query.status,
      itemType: query.item_type,
      rating: query.rating,
      words: searchWords(query.search),
    };
    const perPage = query.per_page;
    const total = await this.repository.countForAdmin(filter);
    const offset = (query.page - 1) * perPage;
    const rows = offset < total ? await this.repository.listForAdmin(filter, perPage, offset) : [];
    return toPage(rows.map(toAdminReview), total, query.page, perPage);
  }

  /**
   * Counts per status over every review; the average and the breakdown count approved reviews
   * only, by the storefront's rule (`RATED_REVIEW_STATUS`), so both show the same figure.
   */
  async statistics(): Promise<AdminReviewStats> {
    const [byStatus, counts] = await Promise.all([
      this.repository.countByStatus(),
      this.repository.ratedCounts(),
    ]);
    const summary = ratingSummary(counts);
    return {
      total_reviews: byStatus.pending + byStatus.approved + byStatus.rejected,
      average_rating: summary.average,
      approved_reviews: byStatus.approved,
      pending_reviews: byStatus.pending,
      rejected_reviews: byStatus.rejected,
      rating_breakdown: summary.breakdown,
    };
  }

  approve(moderator: CurrentUser, id: number): Promise<AdminReview> {
    return this.#moderate(moderator, id, 'approved');
  }

  reject(moderator: CurrentUser, id: number): Promise<AdminReview> {
    return this.#moderate(moderator, id, 'rejected');
  }

  async respond(moderator: CurrentUser, id: number, response: string): Promise<AdminReview> {
    const current = await this.#find(id);
    const responded = await this.repository.respond(id, response, moderator.id, (trx) =>
      this.audit.record(trx, {
        action: 'reply',
        resource: 'review',
        resourceId: id,
        summary: `Phản hồi đánh giá #${id}`,
        before: { admin_response: current.admin_response },
        after: { admin_response: response },
      }),
    );
    if (!responded) throw notFound();
    return this.#adminView(id);
  }

  /** Only a pending review may be approved or rejected. */
  async #moderate(moderator: CurrentUser, id: number, to: ReviewStatus): Promise<AdminReview> {
    await this.#find(id);
    const moved = await this.repository.moderate(id, 'pending', to, moderator.id, (trx) =>
      this.audit.record(trx, {
        action: to === 'approved' ? 'approve' : 'reject',
        resource: 'review',
        resourceId: id,
        summary: `${to === 'approved' ? 'Duyệt' : 'Từ chối'} đánh giá #${id}`,
        before: { status: 'pending' },
        after: { status: to },
      }),
    );
    if (!moved) {
      throw new AppError('REVIEW_NOT_PENDING', M.notPending, 409);
    }
    return this.#adminView(id);
  }

  async #adminView(id: number): Promise<AdminReview> {
    const row = await this.#find(id);
    return toAdminReview({ ...row, ...(await itemNames(this.catalog, row)) });
  }

  async #find(id: number) {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    return row;
  }

  /** A customer may change or delete only their own review. */
  async #findOwn(user: CurrentUser, id: number) {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    if (row.user_id !== user.id) throw new AppError('FORBIDDEN', M.notYourReview, 403);
    return row;
  }

  async #saveImages(buffers: Buffer[]): Promise<ReviewImage[]> {
    const stored: ReviewImage[] = [];
    try {
      for (const buffer of buffers) {
        stored.push(await this.images.save(buffer, 'reviews', { field: 'images' }));
      }
      return stored;
    } catch (error) {
      await this.#removeImages(stored);
      throw error;
    }
  }

  async #removeImages(images: ReviewImage[]): Promise<void> {
    await Promise.all(images.map((image) => this.images.remove(image.url)));
  }
}

function notFound(): AppError {
  return new AppError('REVIEW_NOT_FOUND', M.reviewNotFound, 404);
}

/** Throws the catalogue's 404 when the service or product is missing or inactive. */
export async function requireItem(catalog: CatalogService, item: ItemKey): Promise<void> {
  await itemDetail(catalog, item.type, item.id);
}

function itemDetail(catalog: CatalogService, type: ReviewableType, id: number) {
  return type === 'service' ? catalog.serviceDetail(String(id)) : catalog.productDetail(String(id));
}

async function itemNames(
  catalog: CatalogService,
  row: { reviewable_type: ReviewableType; reviewable_id: number },
): Promise<{ item_name: string | null; item_slug: string | null }> {
  try {
    const item = await itemDetail(catalog, row.reviewable_type, row.reviewable_id);
    return { item_name: item.name, item_slug: item.slug };
  } catch {
    return { item_name: null, item_slug: null };
  }
}
