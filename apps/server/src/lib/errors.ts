/** An error with an HTTP status the API may show as it is (DESIGN §4). */
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
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
export const tooMany = (message: string) => new AppError(429, message);
