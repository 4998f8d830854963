export const handle = { meta: { title: 'terms', description: 'terms page' } };

export default function Page() {
  return <h1>terms</h1>;
}
