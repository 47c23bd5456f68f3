/** Typed errors thrown by services; the error handler turns them into the API envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = '登录过期，请重新登录') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = '权限不足') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = '资源不存在') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
