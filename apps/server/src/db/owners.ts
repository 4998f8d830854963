/**
 * Which part of the server owns each table of `db/schema` (decisions/017): a path under
 * `apps/server/src`, a module (`modules/<name>`) or infrastructure. Only the owner queries a
 * table; every other module goes through the owner's `service.ts`. `scripts/table-owners.test.ts`
 * holds `modules/` to it.
 */
export const OWNERS = {
  user: 'modules/auth',
  session: 'modules/auth',
  account: 'modules/auth',
  verification: 'modules/auth',
  twoFactor: 'modules/auth',
  passkey: 'modules/auth',
  lifetimeAccessCounter: 'modules/auth',
  guardianConsent: 'modules/auth',
  subscription: 'modules/billing',
  checkout: 'modules/billing',
  paymentAuthorization: 'modules/billing',
  paymentEvent: 'modules/billing',
  billingIdempotency: 'modules/billing',
  billingHealing: 'modules/billing',
  billingRefund: 'modules/billing',
  billingNotice: 'modules/billing',
  coupon: 'modules/billing',
  couponUse: 'modules/billing',
  learnerPass: 'modules/billing',
  sponsorBatch: 'modules/billing',
  sponsorCode: 'modules/billing',
  taxDocument: 'modules/billing',
  taxDocumentCounter: 'modules/billing',
  sandboxRecord: 'payments',
  blog: 'modules/blogs',
  category: 'modules/learning',
  project: 'modules/learning',
  lesson: 'modules/learning',
  lessonUpload: 'modules/learning',
  quizQuestion: 'modules/learning',
  quizAttempt: 'modules/learning',
  lessonWatch: 'modules/learning',
  insightRollup: 'modules/learning',
  insightRolled: 'modules/learning',
  lessonProgress: 'modules/learning',
  reviewItem: 'modules/learning',
  lessonExercise: 'modules/learning',
  exerciseDraft: 'modules/learning',
  exerciseResult: 'modules/learning',
  exerciseHintOpen: 'modules/learning',
  exerciseSolutionOpen: 'modules/learning',
  lessonCaption: 'modules/lesson-text',
  lessonSnippet: 'modules/lesson-text',
  videoRendition: 'modules/renditions',
  certificateName: 'modules/certificates',
  certificate: 'modules/certificates',
  searchDocument: 'modules/search',
  searchWord: 'modules/search',
  offlineSync: 'modules/offline',
  lessonNote: 'modules/notes',
  projectWorkspace: 'modules/workspaces',
  workspaceVersion: 'modules/workspaces',
  learnerHandle: 'modules/sites',
  publishedSite: 'modules/sites',
  siteReport: 'modules/sites',
  learnerProfile: 'modules/profiles',
  lessonQuestion: 'modules/questions',
  lessonQuestionAnswer: 'modules/questions',
  lessonQuestionVote: 'modules/questions',
  lessonQuestionReport: 'modules/questions',
  lessonQuestionBan: 'modules/questions',
  lessonQuestionMail: 'modules/questions',
  job: 'jobs',
} as const;

/**
 * The only reads across an owner's line, each in one SQL statement that cannot be split without
 * changing what it answers:
 * - learning's Insights count a sign-up cohort (`user`) and its certificates (decisions/046);
 * - billing joins `user` for the email on its admin lists, and the subscribers page searches and
 *   sorts by that email (billing asks about its own jobs through the queue's `jobs/lookup.ts`);
 * - the viewer (infrastructure) reads a user and their live subscriptions in one query on every
 *   request, before any module runs, to tell the guards the role.
 */
export const SHARED_READS = {
  'modules/billing': ['user'],
  // The Insights funnel follows the learners who signed up in a range (user) through progress to
  // certificates in one aggregate statement (decisions/046): split, it would pass ids across.
  'modules/learning': ['user', 'certificate'],
  // The role counts a running prepaid pass beside the subscriptions (decisions/043).
  viewer: ['user', 'subscription', 'learnerPass'],
} as const;
