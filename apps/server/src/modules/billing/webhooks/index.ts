// Paystack's webhooks: each verified event stored once, then applied by a job.
export { dispatch } from './events.ts';
export { webhookJobs } from './jobs.ts';
export { receiveWebhook } from './webhook.ts';
