import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  authErrorMessage,
  isAlreadyRegistered,
  isInvalidToken,
  NETWORK_ERROR,
  serverFieldError,
} from './auth-errors.ts';

// better-auth's codes are not in our TErrorCode list; the cast is what the server really sends.
const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, { code: code as 'VALIDATION', message });

describe('auth errors', () => {
  it('recognises an email that already has an account', () => {
    expect(isAlreadyRegistered(apiError(422, 'USER_ALREADY_EXISTS', 'User already exists'))).toBe(
      true,
    );
    expect(isAlreadyRegistered(apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'x'))).toBe(
      true,
    );
    expect(isAlreadyRegistered(apiError(400, 'PASSWORD_TOO_SHORT', 'x'))).toBe(false);
    expect(isAlreadyRegistered(new Error('x'))).toBe(false);
  });

  it('reads a refused field as its own message, without the field name', () => {
    const refused = new ApiError(400, {
      code: 'VALIDATION',
      message: 'password: Too common',
      fields: { password: 'Too common' },
    });
    expect(serverFieldError(refused, 'password')).toBe('Too common');
    expect(serverFieldError(refused, 'email')).toBeUndefined();
    expect(authErrorMessage(refused)).toBe('Too common');
  });

  it('recognises a used or expired reset link', () => {
    expect(isInvalidToken(apiError(400, 'INVALID_TOKEN', 'invalid token'))).toBe(true);
    expect(isInvalidToken(apiError(429, 'RATE_LIMITED', 'slow down'))).toBe(false);
  });

  it("shows the server's message, and says so when the network is down", () => {
    expect(
      authErrorMessage(apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toBe('Invalid email or password');
    expect(authErrorMessage(apiError(429, 'RATE_LIMITED', ''))).toMatch(/Too many attempts/);
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(authErrorMessage(new Error('Allow cookies'))).toBe('Allow cookies');
  });
});
