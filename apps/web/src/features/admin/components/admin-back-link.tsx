import { Link } from 'react-router';

export function AdminBackLink() {
  return (
    <Link to="/admin" className="rounded font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> Admin dashboard
    </Link>
  );
}
