/**
 * Every user-facing message from SPEC.md, word for word. Tests and screens import these
 * so the server and the browser can never say two different things.
 */
export const MESSAGES = {
  blogNotFound: 'Blog not found',
  blogLoadError: 'Error loading blog',
  blogLoading: 'Loading blog...',
  copied: 'Copied',
  copyFailed: 'Failed to copy',
  notFoundTitle: '404 Not Found',
  returnHome: 'Click To Return Home',
  signInRequired: 'You must be signed in to access this content',
  planningCreatorsOnly: 'Planning is only available to Creators',
  explanationBuilderOrCreator: 'You need to have a builder or creator subscription',
  deploymentCreatorOnly: 'You must have a creator subscription to access this content',
  passwordsDoNotMatch: 'Passwords do not match',
  subscribeMissing: 'Please enter your email and select a subscription plan',
  subscribeNetworkError: 'An error occurred while trying to subscribe',
  noLessons: 'No lessons found',
  noDescription: 'No description',
  videoLoadFailed: 'Failed to load video',
  userNotFound: 'User not found',
  blogCreated: 'success',
  videoUploaded: 'video uploaded successfully',
} as const;

export const subscriptionFailed = (message: string) => `Subscription failed: ${message}`;

/** How long the Copy button says "Copied" (SPEC.md §9). */
export const COPY_CONFIRMATION_MS = 2000;
