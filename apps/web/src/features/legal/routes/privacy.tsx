export const handle = { meta: { title: 'privacy', description: 'privacy page' } };

export default function Page() {
  return <h1>privacy</h1>;
}
