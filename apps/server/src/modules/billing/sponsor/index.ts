// Sponsor codes (decisions/043): batches an admin makes for a sponsor's payment, under
// /api/admin/billing (admin-routes.ts), and a learner's redemption at /api/sponsor-codes
// (routes.ts), which adds a pass row as a paid pass does.
export { sponsorAdminRoutes } from './admin-routes.ts';
export { sponsorRoutes } from './routes.ts';
