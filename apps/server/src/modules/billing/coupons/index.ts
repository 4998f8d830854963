// Coupons (decisions/043): what a typed code takes off a pass or the offer, the use it holds
// while the learner pays, and the admin's list under /api/admin/billing/coupons.
export { adminCouponRoutes } from './admin-routes.ts';
export { couponCheckout, couponPrice, offerCoupon } from './apply.ts';
export { couponDiscountOf, couponUsesDataOf, settleCouponUse } from './uses-repo.ts';
