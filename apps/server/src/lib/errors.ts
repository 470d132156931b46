/** An error with an HTTP status the API may show as it is (DESIGN §4). */
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Seconds the client should wait before trying again (sent as Retry-After with 429 and 503). */
  retryAfter?: number;
  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message = 'Explicit authorisation required') => new AppError(403, message);
export const notFound = (message = 'We couldnt find what you are looking for') => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldError[]) => new AppError(422, message, errors);
export const tooMany = (message: string, retryAfterSeconds?: number) => withRetryAfter(new AppError(429, message), retryAfterSeconds);
/** The instance is busy (e.g. every upload worker taken): 503 with Retry-After. */
export const unavailable = (message: string, retryAfterSeconds: number) => withRetryAfter(new AppError(503, message), retryAfterSeconds);

function withRetryAfter(e: AppError, seconds: number | undefined): AppError {
  if (seconds !== undefined) e.retryAfter = Math.max(1, Math.ceil(seconds));
  return e;
}
