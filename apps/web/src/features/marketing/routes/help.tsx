import { Container } from '../../../ui/container.tsx';
import { MailIcon } from '../../../ui/icons.tsx';
import { ACCOUNT_FAQ_GROUPS } from '../components/faq-accounts.tsx';
import { FaqGroup } from '../components/faq-group.tsx';
import { LEARNING_FAQ_GROUPS, SUPPORT_EMAIL } from '../components/faq-learning.tsx';
import { PageHero } from '../components/page-hero.tsx';

const GROUPS = [...ACCOUNT_FAQ_GROUPS, ...LEARNING_FAQ_GROUPS];

export default function HelpPage() {
  return (
    <>
      <PageHero eyebrow="Help" title="How can we help?">
        <p>
          Answers to the questions learners ask most. Choose a topic, open a question, and if you
          are still stuck, email us.
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_1fr] lg:gap-14">
        <nav aria-label="Help topics" className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-semibold text-slate-950 text-sm">Topics</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {GROUPS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex rounded-full px-3 py-1.5 font-medium text-slate-700 text-sm ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700 lg:flex lg:rounded-lg lg:ring-0"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8 hidden rounded-2xl bg-brand-50 p-4 text-sm lg:block">
            <p className="font-semibold text-slate-950">Still need help?</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-1 block font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2"
            >
              {SUPPORT_EMAIL}
            </a>
          </div>
        </nav>
        <div className="min-w-0 space-y-14">
          {GROUPS.map((group) => (
            <FaqGroup key={group.id} group={group} />
          ))}
          <aside
            aria-label="Email support"
            className="flex flex-col gap-4 rounded-3xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8"
          >
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-400">
              <MailIcon className="h-6 w-6" />
            </span>
            <div className="flex-1">
              <p className="font-bold text-lg">Didn’t find your answer?</p>
              <p className="mt-1 text-slate-200">
                Email{' '}
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="break-all font-semibold text-white underline underline-offset-2"
                >
                  {SUPPORT_EMAIL}
                </a>{' '}
                and a real person will get back to you.
              </p>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
