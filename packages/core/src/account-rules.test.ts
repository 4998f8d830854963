import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem } from './account-rules.ts';
import { ZEmail, ZPassword } from './schemas/account.ts';

const zodSays = (schema: typeof ZEmail | typeof ZPassword, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('account rules without zod', () => {
  it('judge an email as ZEmail does', () => {
    const emails = [
      'ada@example.com',
      'a.b+c@x.co.za',
      'not-an-email',
      'a@b',
      '.a@b.co',
      'a..b@c.co',
      "o'neil@x.io",
      'a@-b.co',
      '',
      `${'a'.repeat(250)}@b.co`,
    ];
    for (const email of emails) expect(emailProblem(email), email).toBe(zodSays(ZEmail, email));
  });

  it('judge a new password as ZPassword does', () => {
    const passwords = ['', 'short', 'abcdefgh', 'a'.repeat(128), 'a'.repeat(129), 'abc\u0000defgh'];
    for (const password of passwords)
      expect(newPasswordProblem(password), password).toBe(zodSays(ZPassword, password));
  });
});
