/** The 沪深 tab's way-in links to the other screen families (way-in.ts); nothing without any. */
import { Link } from 'react-router-dom';
import { wayInEntries } from './way-in';

export function WayIn() {
  const entries = wayInEntries();
  if (entries.length === 0) return null;
  return (
    <nav className="indices-way-in" data-testid="way-in">
      {entries.map((e) => (
        <Link key={e.key} to={e.to}>
          {e.label}
        </Link>
      ))}
    </nav>
  );
}
