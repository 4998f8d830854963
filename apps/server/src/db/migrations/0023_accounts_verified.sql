-- Verified email (issue 39): accounts that exist when verification starts are treated as
-- verified; only accounts made from now on prove their address by the link mailed at sign-up.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
