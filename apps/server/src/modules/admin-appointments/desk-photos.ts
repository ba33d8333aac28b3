import { AsyncLocalStorage } from 'node:async_hooks';
import {
  BOOKING_LIMITS,
  DESK_MESSAGES as M,
  PHOTO_KINDS,
  type CurrentUser,
  type PhotoKind,
} from '@salon/shared';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { ImageStore, StoredImage } from '../../lib/uploads/image-store.js';
import type { AppointmentBookingService } from '../booking/appointment-booking.service.js';
import type { AdminAppointmentsRepository } from './admin-appointments.repository.js';

export interface PhotoUpload {
  kind: PhotoKind;
  buffer: Buffer;
}

/** Writes the prepared photo rows inside a transaction. */
export interface PhotoAttachment {
  insert(trx: Db): Promise<void>;
}

interface Pending {
  appointmentId: number;
  attachment: PhotoAttachment;
}

/**
 * Before and after photos of an appointment. Files are checked and written first, then the rows
 * go in inside the transaction of the change they belong to: completing an appointment commits
 * its photos with the new status (through the booking service's change listener) or neither.
 * Files of a failed attempt are removed again.
 */
export class DeskPhotos {
  readonly #pending = new AsyncLocalStorage<Pending>();

  constructor(
    private readonly repository: AdminAppointmentsRepository,
    private readonly images: ImageStore,
    booking: AppointmentBookingService,
    private readonly audit: AuditTrail,
  ) {
    booking.onChange(async (trx, change) => {
      const pending = this.#pending.getStore();
      if (change.kind === 'completed' && pending?.appointmentId === change.appointment.id) {
        await pending.attachment.insert(trx);
      }
    });
  }

  /**
   * Saves the uploads' files, then runs `work` with the rows ready to insert (a completion inserts
   * them through the listener; other callers call `insert`).
   */
  async withPhotos<T>(
    user: CurrentUser,
    appointmentId: number,
    uploads: readonly PhotoUpload[],
    work: (attachment: PhotoAttachment) => Promise<T>,
  ): Promise<T> {
    refuseTooMany(await this.repository.photoCounts(appointmentId), uploads);
    const saved: (StoredImage & { kind: PhotoKind })[] = [];
    try {
      for (const upload of uploads) {
        const image = await this.images.save(upload.buffer, 'appointments', { field: upload.kind });
        saved.push({ ...image, kind: upload.kind });
      }
      const attachment: PhotoAttachment = {
        insert: async (trx) => {
          if (saved.length === 0) return;
          await lockAppointment(trx, appointmentId);
          refuseTooMany(await this.repository.photoCounts(appointmentId, trx), uploads);
          await this.repository.insertPhotos(
            trx,
            saved.map((image) => ({
              appointment_id: appointmentId,
              kind: image.kind,
              url: image.url,
              thumbnail_url: image.thumbnail_url,
              created_by: user.id,
            })),
          );
          await this.audit.record(trx, {
            action: 'update',
            resource: 'appointment',
            resourceId: appointmentId,
            summary: `Thêm ${saved.length} ảnh cho lịch hẹn #${appointmentId}`,
            before: { photos_added: null },
            after: { photos_added: photoCounts(saved) },
          });
        },
      };
      return await this.#pending.run({ appointmentId, attachment }, () => work(attachment));
    } catch (error) {
      await Promise.all(saved.map((image) => this.images.remove(image.url)));
      throw error;
    }
  }

  async remove(appointmentId: number, photoId: number): Promise<void> {
    const photo = await this.repository.findPhoto(appointmentId, photoId);
    if (!photo) throw new AppError('PHOTO_NOT_FOUND', M.photoNotFound, 404);
    await this.repository.transaction(async (trx) => {
      await this.repository.deletePhoto(photo.id, trx);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'appointment',
        resourceId: appointmentId,
        summary: `Xóa ảnh #${photo.id} của lịch hẹn #${appointmentId}`,
        before: { photo_removed: null },
        after: { photo_removed: { id: photo.id, kind: photo.kind } },
      });
    });
    await this.images.remove(photo.url);
    if (photo.thumbnail_url) await this.images.remove(photo.thumbnail_url);
  }
}

function photoCounts(saved: readonly { kind: PhotoKind }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const image of saved) counts[image.kind] = (counts[image.kind] ?? 0) + 1;
  return counts;
}

function refuseTooMany(existing: Record<PhotoKind, number>, uploads: readonly PhotoUpload[]): void {
  const max = BOOKING_LIMITS.photosPerKindMax;
  for (const kind of PHOTO_KINDS) {
    const adding = uploads.filter((upload) => upload.kind === kind).length;
    if (adding > 0 && existing[kind] + adding > max) {
      const message = M.tooManyPhotos(max);
      throw new AppError('TOO_MANY_FILES', message, 422, { [kind]: [message] });
    }
  }
}

/** Concurrent uploads to one appointment count its photos one after the other (PostgreSQL). */
async function lockAppointment(trx: Db, id: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('appointments').select('id').where('id', '=', id).forUpdate().execute();
}
