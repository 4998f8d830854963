import { useNavigate } from 'react-router';
import { useSearchParam } from '../../../lib/navigation.ts';
import { homePathFor, safeNextPath } from '../../../lib/redirect.ts';
import TermsPrompt from '../components/terms-prompt.tsx';

/** /termsofservicecheck: the terms modal on its own; Continue records acceptance, then onwards. */
export default function TermsCheckPage() {
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParam('next'));
  return <TermsPrompt onAccepted={(me) => navigate(next ?? homePathFor(me), { replace: true })} />;
}
