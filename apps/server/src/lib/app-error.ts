/** A failure the client can act on: a Vietnamese message, a stable code and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 422 for one field, in the same shape as schema validation errors. */
export function fieldError(field: string, message: string, code = 'VALIDATION_ERROR'): AppError {
  return new AppError(code, message, 422, { [field]: [message] });
}
