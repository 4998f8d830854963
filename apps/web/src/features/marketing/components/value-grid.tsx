import { Container } from '../../../ui/container.tsx';
import { MapPinIcon } from '../../../ui/icons.tsx';

const VALUES = [
  {
    title: 'Projects over theory',
    text: 'Every concept arrives at the moment your project needs it.',
  },
  { title: 'Plain language', text: 'Jargon is explained the first time it appears, every time.' },
  {
    title: 'Respect for your time',
    text: 'Short lessons you can finish on a lunch break or a bus ride.',
  },
  { title: 'Honest pricing', text: 'Clear tiers in rand, and you can cancel whenever you want.' },
];

/** "Based in South Africa" and what we care about, for the About page. */
export function ValueGrid() {
  return (
    <section aria-labelledby="home-heading" className="py-16 sm:py-24">
      <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white shadow-xl sm:p-10">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-accent-400">
            <MapPinIcon className="h-6 w-6" />
          </span>
          <h2 id="home-heading" className="mt-5 font-extrabold text-3xl tracking-tight">
            Based in South Africa
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            ThinkBuild is made in South Africa, for learners here and everywhere else. Subscriptions
            are priced in rand, payments go through Paystack, and we look after your personal
            information as the Protection of Personal Information Act (POPIA) requires.
          </p>
          <p className="mt-4 text-slate-200">
            Questions, ideas or a project you are proud of? Write to us at{' '}
            <a
              href="mailto:support@thinkbuild.co.za"
              className="font-semibold text-white underline underline-offset-2"
            >
              support@thinkbuild.co.za
            </a>
            .
          </p>
        </div>
        <div>
          <h2 className="font-extrabold text-3xl text-slate-950 tracking-tight">What we believe</h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title} className="border-brand-600 border-l-4 pl-4">
                <h3 className="font-bold text-slate-950">{value.title}</h3>
                <p className="mt-1 text-slate-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
