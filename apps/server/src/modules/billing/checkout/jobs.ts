import { formatPrice, purchaseLabel } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { htmlMail } from '../../../mail/mailer.ts';
import { duplicateEmailJob, withHandler } from '../jobs/index.ts';
import { findCheckout, findUserEmail } from '../shared/index.ts';

/** `billing.duplicate-email`: a payment for access already held is being refunded in full. */
async function sendDuplicateEmail(app: FastifyInstance, reference: string) {
  const co = await findCheckout(app.db, reference);
  const to = co ? await findUserEmail(app.db, co.userId) : null;
  if (!co || !to) return;
  const price = formatPrice({ amount: co.amount, currency: co.currency });
  const url = `${app.config.publicUrl}/account`;
  const heading = 'We are refunding a payment';
  const lines = [
    `Your payment of ${price} for ${purchaseLabel(co.purchase)} came after you already had that access (from an earlier payment, perhaps in another tab), so it bought nothing new.`,
    `We are refunding the ${price} in full to the card you paid with. Nothing about your access changes.`,
  ];
  await app.mailer.send({
    to,
    subject: 'ThinkBuild: your duplicate payment is refunded',
    text: `${lines.join('\n\n')}\n\nYour account: ${url}\n`,
    html: htmlMail({ heading, lines, button: { label: 'See your account', url } }),
  });
}

/** What runs checkout's later work: telling the learner a duplicate payment is refunded. */
export const checkoutJobs = [
  withHandler(duplicateEmailJob, async ({ reference }, { app }) => {
    await sendDuplicateEmail(app, reference);
  }),
];
