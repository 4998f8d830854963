/**
 * "Add to LinkedIn" for one certificate, wherever certificates are listed (/account, the
 * verification page, a public profile): `href` is core's linkedInAddUrl, LinkedIn's own form
 * filled in with the course, ThinkBuild, the month of issue and the verification page.
 */
export function AddToLinkedIn({ href, className }: { href: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Add to LinkedIn
      <span className="sr-only"> (opens LinkedIn in a new tab)</span>
    </a>
  );
}
