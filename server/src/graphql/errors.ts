import { GraphQLError } from 'graphql';

/** The error codes clients can rely on. Messages are safe to show. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND';

export function apiError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const badUserInput = (message: string, field?: string) =>
  apiError('BAD_USER_INPUT', message, field ? { field } : {});
export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do that.') => apiError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue.') => apiError('UNAUTHENTICATED', message);
