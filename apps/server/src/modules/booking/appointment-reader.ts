import {
  APPOINTMENT_STATUS_LABELS,
  formatPhone,
  customerCanCancel,
  customerCanRebook,
  customerCanReschedule,
  type AppointmentDetail,
  type AppointmentEventDto,
  type AppointmentPhoto,
  type AppointmentSummary,
} from '@salon/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { parseStringList } from '../catalog/catalog.dto.js';

type Executor = Kysely<Database>;

/** Who reads: a customer gets the actions they may take; staff decide theirs on the desk. */
export type AppointmentViewer = { kind: 'customer'; now?: Date } | { kind: 'staff' };

/** Appointments as the shared DTOs, for the customer's pages and the desk alike. */
export class AppointmentReader {
  constructor(private readonly db: Kysely<Database>) {}

  /** Summaries of `ids`, in the order given. */
  async summaries(
    ids: readonly number[],
    viewer: AppointmentViewer,
    db: Executor = this.db,
  ): Promise<AppointmentSummary[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .leftJoin('users as st', 'st.id', 'a.stylist_id')
      .leftJoin('reviews as r', 'r.appointment_id', 'a.id')
      .selectAll('a')
      .select([
        's.name as service_name',
        's.image_urls as service_images',
        'b.name as branch_name',
        'b.phone as branch_phone',
        'b.address as branch_address',
        'st.name as stylist_name',
        'st.avatar_url as stylist_avatar',
        'r.id as review_id',
      ])
      .where('a.id', 'in', ids)
      .execute();
    const now = viewer.kind === 'customer' ? (viewer.now ?? new Date()) : null;
    const byId = new Map(
      rows.map((row) => {
        const summary: AppointmentSummary = {
          id: row.id,
          code: row.code,
          status: row.status,
          status_label: APPOINTMENT_STATUS_LABELS[row.status],
          service_id: row.service_id,
          branch_id: row.branch_id,
          appointment_date: row.appointment_date,
          appointment_time: row.appointment_time,
          end_time: row.end_time,
          duration_minutes: row.duration_minutes,
          price: Number(row.price),
          notes: row.notes,
          service: {
            id: row.service_id,
            name: row.service_name,
            duration_minutes: row.duration_minutes,
            price: Number(row.price),
            image_url: parseStringList(row.service_images)[0] ?? null,
          },
          branch: {
            id: row.branch_id,
            name: row.branch_name,
            phone: formatPhone(row.branch_phone),
            address: row.branch_address,
          },
          stylist:
            row.stylist_id !== null && row.stylist_name !== null
              ? { id: row.stylist_id, name: row.stylist_name, avatar_url: row.stylist_avatar }
              : null,
          customer: {
            user_id: row.customer_user_id,
            name: row.customer_name,
            phone: row.customer_phone,
            email: row.customer_email,
          },
          source: row.source,
          created_at: row.created_at,
          can_reschedule: now !== null && customerCanReschedule(row, now),
          can_cancel: now !== null && customerCanCancel(row, now),
          can_rebook: now !== null && customerCanRebook(row.status),
          can_review: now !== null && row.status === 'completed' && row.review_id === null,
        };
        return [row.id, summary] as const;
      }),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One appointment in full, or null. */
  async detail(
    id: number,
    viewer: AppointmentViewer,
    db: Executor = this.db,
  ): Promise<AppointmentDetail | null> {
    const [summary] = await this.summaries([id], viewer, db);
    if (!summary) return null;
    const row = await db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .select([
        'a.staff_note',
        'a.payment_method',
        'a.cancel_reason',
        'a.confirmed_at',
        'a.completed_at',
        'a.cancelled_at',
        'a.no_show_at',
        's.description as service_description',
        'b.image_url as branch_image',
      ])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    const [stylist, photos, events, review] = await Promise.all([
      summary.stylist ? this.#stylist(db, summary.stylist.id) : Promise.resolve(null),
      db
        .selectFrom('appointment_photos')
        .select(['id', 'kind', 'url', 'thumbnail_url'])
        .where('appointment_id', '=', id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('appointment_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_user_id')
        .select([
          'e.action',
          'e.from_status',
          'e.to_status',
          'e.previous_start',
          'e.note',
          'e.created_at',
          'u.name as actor_name',
        ])
        .where('e.appointment_id', '=', id)
        .orderBy('e.id')
        .execute(),
      db
        .selectFrom('reviews')
        .select(['id', 'rating', 'content', 'status', 'created_at'])
        .where('appointment_id', '=', id)
        .executeTakeFirst(),
    ]);
    const asPhoto = (photo: (typeof photos)[number]): AppointmentPhoto => photo;
    return {
      ...summary,
      staff_note: row.staff_note,
      payment_method: row.payment_method,
      cancel_reason: row.cancel_reason,
      confirmed_at: row.confirmed_at,
      completed_at: row.completed_at,
      cancelled_at: row.cancelled_at,
      no_show_at: row.no_show_at,
      service: { ...summary.service, description: row.service_description },
      stylist,
      branch: { ...summary.branch, image_url: row.branch_image },
      before_images: photos.filter((p) => p.kind === 'before').map(asPhoto),
      after_images: photos.filter((p) => p.kind === 'after').map(asPhoto),
      events: events.map((event): AppointmentEventDto => ({
        action: event.action,
        from_status: event.from_status,
        to_status: event.to_status,
        previous_start: event.previous_start,
        note: event.note,
        actor_name: event.actor_name,
        created_at: event.created_at,
      })),
      review: review ? { ...review, rating: Number(review.rating) } : null,
    };
  }

  async #stylist(db: Executor, userId: number) {
    const row = await db
      .selectFrom('users')
      .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.avatar_url',
        'staff_profiles.title',
        'staff_profiles.rating',
        'staff_profiles.experience_years',
        'staff_profiles.specialties',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_url,
      title: row.title,
      rating: row.rating === null ? null : Number(row.rating),
      experience_years: row.experience_years ?? 0,
      specialties: parseStringList(row.specialties),
    };
  }
}
