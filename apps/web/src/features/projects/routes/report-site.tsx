import { ZSiteReport } from '@thinkbuild/core/schemas/sites';
import {
  SITE_REF,
  SITE_REPORT_DETAILS_MAX,
  SITE_REPORT_REASONS,
  type TSiteReportReason,
} from '@thinkbuild/core/sites';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { checkDraft, errorsOfSave } from '../../../lib/form-errors.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { SelectField, TextAreaField } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';

/**
 * /report-site?site=<handle>/<project>: where a published project's footer sends anyone who
 * finds something wrong with it. No account needed; an admin sees the report beside the site.
 */
export default function ReportSitePage() {
  const [params] = useSearchParams();
  const site = params.get('site') ?? '';
  const known = SITE_REF.test(site);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkDraft(ZSiteReport, { site, reason, details });
    setErrors(checked.errors);
    if (!checked.input) return;
    setSending(true);
    try {
      await api('/sites/reports', { method: 'POST', body: JSON.stringify(checked.input) });
      setSent(true);
    } catch (error) {
      const { fields, message } = errorsOfSave(error);
      setErrors(fields);
      setFailure(message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-extrabold text-2xl text-slate-950 tracking-tight">Report a project</h1>
        {!known && (
          <>
            <p className="mt-3 text-slate-600">
              Open this page from the “Report this site” link at the bottom of a published project,
              so we know which one you mean.
            </p>
            <ButtonLink to="/" className="mt-6">
              Go to ThinkBuild
            </ButtonLink>
          </>
        )}
        {known && sent && (
          <>
            <FormAlert tone="success" className="mt-4">
              Thank you. An admin will look at {site} and take it down if it breaks our rules.
            </FormAlert>
            <ButtonLink to="/" className="mt-6">
              Go to ThinkBuild
            </ButtonLink>
          </>
        )}
        {known && !sent && (
          <form onSubmit={submit} noValidate className="mt-3 space-y-5">
            <p className="text-slate-600">
              You are reporting <strong className="font-mono text-slate-900">{site}</strong>, a
              project a learner published. Tell us what is wrong: you need no account.
            </p>
            <SelectField
              label="What is wrong?"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={errors.reason}
            >
              <option value="">Choose one</option>
              {(Object.keys(SITE_REPORT_REASONS) as TSiteReportReason[]).map((key) => (
                <option key={key} value={key}>
                  {SITE_REPORT_REASONS[key]}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label="Anything else we should know"
              hint="Optional"
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              error={errors.details}
              maxLength={SITE_REPORT_DETAILS_MAX}
            />
            {failure && <FormAlert>{failure}</FormAlert>}
            <Button type="submit" busy={sending}>
              Send the report
            </Button>
          </form>
        )}
      </div>
    </Container>
  );
}
