import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  authErrorMessage,
  isAlreadyRegistered,
  isInvalidToken,
  NETWORK_ERROR,
  serverFieldError,
} from './auth-errors.ts';

// The server translates better-auth's errors into our codes (server modules/auth/error-answers.ts).
const apiError = (
  status: number,
  code: 'VALIDATION' | 'CONFLICT' | 'UNAUTHENTICATED' | 'RATE_LIMITED',
  message: string,
  fields?: Record<string, string>,
) => new ApiError(status, { code, message, ...(fields && { fields }) });

describe('auth errors', () => {
  it('recognises an email that already has an account', () => {
    const taken = 'User already exists. Use another email.';
    expect(isAlreadyRegistered(apiError(409, 'CONFLICT', taken, { email: taken }))).toBe(true);
    expect(isAlreadyRegistered(apiError(400, 'VALIDATION', 'x', { password: 'x' }))).toBe(false);
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
    const spent = apiError(400, 'VALIDATION', 'Invalid token', { token: 'Invalid token' });
    expect(isInvalidToken(spent)).toBe(true);
    expect(isInvalidToken(apiError(429, 'RATE_LIMITED', 'slow down'))).toBe(false);
  });

  it("shows the server's message, and says so when the network is down", () => {
    expect(authErrorMessage(apiError(401, 'UNAUTHENTICATED', 'Invalid email or password'))).toBe(
      'Invalid email or password',
    );
    expect(authErrorMessage(apiError(429, 'RATE_LIMITED', ''))).toMatch(/Too many attempts/);
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(authErrorMessage(new Error('Allow cookies'))).toBe('Allow cookies');
  });
});
