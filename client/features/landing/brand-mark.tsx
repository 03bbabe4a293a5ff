import { Link } from 'react-router';
import classes from './landing.module.css';

export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" aria-label="Prashna home" className={classes.brand} data-inverted={inverted || undefined}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#2b3a8c'} />
        <path d="M20 14h18l8 8v28H20z" fill={inverted ? '#2b3a8c' : '#ffffff'} />
        <path d="M38 14v8h8" fill="#c9d1f5" />
        <path d="M25 30h16M25 36h16M25 42h10" stroke="#e8912d" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={classes.brandName}>Prashna</span>
    </Link>
  );
}
