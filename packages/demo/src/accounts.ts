/**
 * The demo admin's authenticator key (decisions/035). Admins must have two-factor sign-in, so the
 * demo admin is seeded with it on, under this key, public like the demo password: add it to an
 * authenticator app (the start banner prints it and its otpauth:// link), and e2e makes its codes.
 * Demo accounts are never seeded in production.
 */
export const DEMO_ADMIN_TOTP_KEY = 'THINKBUILDDEMOADMINTWOFACTORKEY2';

/** The link an authenticator app takes (as a QR code or pasted) for the demo admin. */
export const demoAdminTotpUri = (email: string) =>
  `otpauth://totp/ThinkBuild:${encodeURIComponent(email)}?secret=${DEMO_ADMIN_TOTP_KEY}&issuer=ThinkBuild&digits=6&period=30`;
