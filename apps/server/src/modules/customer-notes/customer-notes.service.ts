import {
  CUSTOMER_NOTE_LIMITS,
  CUSTOMER_NOTE_MESSAGES as M,
  customerNoteFieldsSchema,
  type CustomerNoteDto,
  type CustomerNotesPage,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import type { MultipartForm } from '../../lib/uploads/multipart-form.js';
import { toCustomerNote } from './customer-notes.dto.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { CustomerNotesRepository } from './customer-notes.repository.js';
import type { NoteFiles } from './note-files.js';

export interface NotesPageQuery {
  page: number;
  per_page: number;
}

/** Treatment notes: the customer reads the visible ones, staff read all and write them. */
export class CustomerNotesService {
  constructor(
    private readonly repository: CustomerNotesRepository,
    private readonly files: NoteFiles,
    private readonly audit: AuditTrail,
  ) {}

  /** The customer's own notes, visible ones only. */
  async forCustomer(userId: number, query: NotesPageQuery): Promise<CustomerNotesPage> {
    return this.#page(userId, true, query);
  }

  async forStaff(customerId: number, query: NotesPageQuery): Promise<CustomerNotesPage> {
    await this.#requireCustomer(customerId);
    return this.#page(customerId, false, query);
  }

  async create(
    customerId: number,
    authorId: number,
    form: MultipartForm,
  ): Promise<CustomerNoteDto> {
    await this.#requireCustomer(customerId);
    const fields = parseInput(customerNoteFieldsSchema, singleValues(form.fields));
    if (
      fields.appointment_id &&
      !(await this.repository.appointmentOf(customerId, fields.appointment_id))
    ) {
      throw fieldError('appointment_id', 'Lịch hẹn không thuộc khách hàng này.');
    }
    const images = form.files.filter((file) => file.field === 'images');
    const attachments = form.files.filter((file) => file.field === 'attachments');
    const unknown = form.files.find(
      (file) => file.field !== 'images' && file.field !== 'attachments',
    );
    if (unknown) throw fieldError(unknown.field, M.attachmentInvalid);
    if (images.length > CUSTOMER_NOTE_LIMITS.maxImages) throw fieldError('images', M.tooManyImages);
    if (attachments.length > CUSTOMER_NOTE_LIMITS.maxAttachments) {
      throw fieldError('attachments', M.tooManyAttachments);
    }
    const savedImages = await this.files.saveImages(images);
    let savedAttachments;
    try {
      savedAttachments = await this.files.saveAttachments(attachments);
    } catch (error) {
      await this.files.removeAll(savedImages.map((image) => image.url));
      throw error;
    }
    const values = {
      user_id: customerId,
      author_id: authorId,
      appointment_id: fields.appointment_id ?? null,
      kind: fields.kind,
      content: fields.content,
      visible_to_customer: fields.visible_to_customer,
      images: JSON.stringify(savedImages),
      attachments: JSON.stringify(savedAttachments),
    };
    let id: number;
    try {
      id = await this.repository.db.transaction().execute(async (trx) => {
        const noteId = await new CustomerNotesRepository(trx).insert(values);
        // The note's text is the customer's treatment record: the log keeps what, not the text.
        await this.audit.record(trx, {
          action: 'create',
          resource: 'customer_note',
          resourceId: noteId,
          summary: `Thêm ghi chú điều trị cho khách hàng #${customerId}`,
          after: {
            customer_id: customerId,
            kind: values.kind,
            appointment_id: values.appointment_id,
            visible_to_customer: values.visible_to_customer,
            images: savedImages.length,
            attachments: savedAttachments.length,
          },
        });
        return noteId;
      });
    } catch (error) {
      await this.files.removeAll([
        ...savedImages.map((image) => image.url),
        ...savedAttachments.map((file) => file.path),
      ]);
      throw error;
    }
    return toCustomerNote(await this.repository.one(id));
  }

  async #page(
    userId: number,
    visibleOnly: boolean,
    query: NotesPageQuery,
  ): Promise<CustomerNotesPage> {
    const [total, rows] = await Promise.all([
      this.repository.count(userId, visibleOnly),
      this.repository.page(userId, visibleOnly, query.per_page, (query.page - 1) * query.per_page),
    ]);
    return {
      data: rows.map(toCustomerNote),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
      },
    };
  }

  async #requireCustomer(userId: number): Promise<void> {
    if (!(await this.repository.customerExists(userId))) {
      throw new AppError('CUSTOMER_NOT_FOUND', M.customerNotFound, 404);
    }
  }
}

/** A field sent twice counts as its first value. */
function singleValues(fields: MultipartForm['fields']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first;
  }
  return out;
}
