import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { CERTIFICATE_CODE_PATTERN, MAX_CERTIFICATE_NAME_LENGTH } from '../certificates.ts';
import { SECTIONS } from '../sections.ts';
import { safeString } from '../text.ts';

export const ZCertificateName = safeString()
  .trim()
  .min(2, 'Enter the name to print on your certificates')
  .max(
    MAX_CERTIFICATE_NAME_LENGTH,
    `Name must be at most ${MAX_CERTIFICATE_NAME_LENGTH} characters`,
  )
  // Letters of any script, marks, spaces and the punctuation names use; no markup or digits.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u, 'Use letters, spaces, hyphens and apostrophes');

export const ZCertificateNameRequest = z.object({ name: ZCertificateName });
export type TCertificateNameRequest = z.infer<typeof ZCertificateNameRequest>;
export const ZCertificateNameResponse = z.object({ name: z.string().nullable() });
export type TCertificateNameResponse = z.infer<typeof ZCertificateNameResponse>;

export const ZCertificateCodeParams = z.object({
  // Any case and with the dashes people copy from the PDF: normalised before checking.
  code: z
    .string()
    .max(40)
    .transform((c) => c.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, 'Not a certificate code')),
});

/** What the public verification page shows: no email, no user id. */
export const ZCertificateVerification = z.object({
  code: z.string(),
  name: z.string(),
  /** The track: "Web Development — Portfolio" and "Mobile Development — Portfolio" differ. */
  category: z.enum(CATEGORIES),
  projectTitle: z.string(),
  section: z.enum(SECTIONS),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

export const ZMyCertificate = ZCertificateVerification.extend({ project: z.string() });
export type TMyCertificate = z.infer<typeof ZMyCertificate>;

export const ZMyCertificatesResponse = z.object({
  name: z.string().nullable(),
  certificates: z.array(ZMyCertificate),
});
export type TMyCertificatesResponse = z.infer<typeof ZMyCertificatesResponse>;

/** The course page: per section the learner can open, whether it is complete and its code. */
export const ZCourseCertificatesResponse = z.object({
  hasName: z.boolean(),
  /** Whether the learner's plan gives certificates (Starter and above); sections show progress either way. */
  allowed: z.boolean(),
  sections: z.array(
    z.object({ section: z.enum(SECTIONS), complete: z.boolean(), code: z.string().nullable() }),
  ),
});
export type TCourseCertificatesResponse = z.infer<typeof ZCourseCertificatesResponse>;
