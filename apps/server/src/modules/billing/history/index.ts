// The learner's billing history: every charge and refund, the latest billing messages, and a
// printable receipt per payment (GET /api/billing/history, /api/billing/receipts/:reference).
export { historyRoutes } from './routes.ts';
