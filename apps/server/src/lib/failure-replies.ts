import type { ApiFailure } from '@salon/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** Every failure the API sends (plugins/errors.ts): `{ success: false, message, code, errors? }`. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ApiFailure>;

/** What each failure status means, as the API description (/api/docs) says it. */
export const FAILURE_MEANINGS = {
  400: 'Yêu cầu sai: thân JSON không đọc được (MALFORMED_JSON) hoặc lồng quá sâu (JSON_TOO_DEEP)',
  401: 'Chưa đăng nhập hoặc phiên đã hết hạn (UNAUTHENTICATED)',
  403: 'Không được phép: vai trò hoặc quyền trang không cho (FORBIDDEN), yêu cầu từ trang web khác (CROSS_ORIGIN), hoặc phải đổi mật khẩu trước (PASSWORD_CHANGE_REQUIRED)',
  404: 'Không tìm thấy (…_NOT_FOUND)',
  409: 'Xung đột với trạng thái hiện tại: trùng, đã hết chỗ, hết hàng, không còn làm được',
  410: 'Không còn nữa: liên kết dùng một lần đã dùng hoặc đã hết hạn (ARCHIVE_GONE)',
  413: 'Dữ liệu gửi lên quá lớn (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE)',
  415: 'Định dạng dữ liệu gửi lên không được hỗ trợ (UNSUPPORTED_MEDIA_TYPE)',
  422: 'Dữ liệu không hợp lệ (VALIDATION_ERROR); `errors` nêu từng trường',
  429: 'Thao tác quá nhiều lần; header Retry-After nói còn bao nhiêu giây',
  500: 'Lỗi máy chủ (INTERNAL_ERROR), không kèm chi tiết bên trong',
  503: 'Dịch vụ tạm thời không dùng được',
} as const;

export type FailureStatus = keyof typeof FAILURE_MEANINGS;

const described = new Map<string, typeof failureSchema>();

/**
 * The failure schema described for its status, with what else the route answers it for (its
 * own codes) after the common meaning.
 */
export function failureReply(status: FailureStatus, also?: string): typeof failureSchema {
  const text = also ? `${FAILURE_MEANINGS[status]}; ${also}` : FAILURE_MEANINGS[status];
  let schema = described.get(text);
  if (!schema) described.set(text, (schema = failureSchema.describe(text)));
  return schema;
}

/**
 * `{ 404: failure, 409: failure }`: the failures a route answers besides those every route of
 * its kind answers, which plugins/failure-docs.ts lists by itself.
 */
export function failures<S extends FailureStatus>(
  ...statuses: S[]
): Record<S, typeof failureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, failureReply(status)])) as Record<
    S,
    typeof failureSchema
  >;
}

/** A success whose shape the route does not describe (yet): its status is documented. */
export const undescribedSuccess = z.unknown().describe('Thành công');
/** A creation whose reply the route does not describe (yet): its 201 is documented. */
export const undescribedCreated = z.unknown().describe('Đã tạo');

/** A route as the `onRoute` hook sees it: its method and schema. */
export interface DocumentedRoute {
  method: string | string[];
  schema?: FastifySchema & { hide?: boolean };
}

/**
 * Adds failure statuses to a route's response schemas as the route is added, before Fastify
 * compiles them: the API description lists them, and those replies are checked against the
 * failure shape. A status the route describes itself keeps its own schema. The route gets
 * copies, never changes to schema objects other routes may share.
 */
export function documentFailures(route: DocumentedRoute, statuses: Iterable<FailureStatus>): void {
  const response: Record<string, unknown> = { ...(route.schema?.response as object | undefined) };
  for (const status of statuses) {
    const own = response[status];
    if (own === undefined || own === failureSchema) response[status] = failureReply(status);
  }
  route.schema = { ...route.schema, response };
}
