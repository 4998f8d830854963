import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@thinkbuild/core/schemas/account';
import { Link } from 'react-router';
import { ME_QUERY_KEY, useMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';
import { Container } from '../../../ui/container.tsx';

/** POST /api/me/privacy-seen: the change was shown; it is not shown again. */
function usePrivacySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TMe>('/me/privacy-seen', { method: 'POST', body: '{}' }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}

/**
 * A strip at the top of every signed-in page while the learner has not been shown the privacy
 * policy's latest change; reading it or dismissing it marks it seen, once for the account.
 */
export function PrivacyChangeBanner() {
  const { data: me } = useMe();
  const seen = usePrivacySeen();
  if (!me?.privacyChanged || seen.isSuccess) return null;
  return (
    <section aria-label="Privacy policy updated" className="border-brand-200 border-b bg-brand-50">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-slate-800 text-sm">
        <p className="mr-auto">
          <strong className="font-semibold">We updated our Privacy Policy.</strong> It now names
          what the lesson player records (which parts of a video you play, the quiz options you
          choose), which authors see only counted over many learners.
        </p>
        <Link
          to="/privacypolicy#changes"
          onClick={() => seen.mutate()}
          className="font-semibold text-brand-700 hover:underline"
        >
          Read what changed
        </Link>
        <button
          type="button"
          onClick={() => seen.mutate()}
          className="rounded-md px-2 py-1 font-semibold text-slate-700 hover:bg-brand-100"
        >
          Got it
        </button>
      </Container>
    </section>
  );
}
