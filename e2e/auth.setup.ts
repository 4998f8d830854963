import { test as setup } from '@playwright/test';
import { authStateFile, DEMO_PASSWORD, demoEmail, type TDemoRole } from './fixtures.ts';

/**
 * Signs every demo account in once, through the API, and saves its cookies (playwright.config.ts
 * runs this before the journeys). The `signIn` fixture then starts a journey signed in without
 * the login form; the form itself has its own journeys (accounts.spec.ts).
 */
const ROLES: TDemoRole[] = ['admin', 'creator', 'builder', 'starter', 'free'];

for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const res = await request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL ?? '' },
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    if (!res.ok())
      throw new Error(`${role} could not sign in: ${res.status()} ${await res.text()}`);
    await request.storageState({ path: authStateFile(role) });
    await request.dispose();
  });
}
