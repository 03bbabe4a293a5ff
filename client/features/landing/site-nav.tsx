import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import classes from './landing.module.css';

const LINKS = [
  { to: '/auth/login', label: 'Login' },
  { to: '/auth/register', label: 'Register' },
  { to: '/dashboard', label: 'Dashboard' },
];

export function SiteNav() {
  const [isOpen, setOpen] = useState(false);
  return (
    <header className={classes.nav}>
      <div className={`${classes.container} ${classes.navBar}`}>
        <BrandMark />
        <nav className={classes.navLinks} aria-label="Main">
          {LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={classes.button}
              data-variant={link.label === 'Register' ? 'filled' : 'subtle'}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <button
          type="button"
          className={classes.burger}
          onClick={() => setOpen((open) => !open)}
          aria-label={isOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          data-opened={isOpen || undefined}
        >
          <span aria-hidden="true" />
        </button>
      </div>
      <nav id="mobile-menu" className={classes.mobileMenu} aria-label="Main" hidden={!isOpen}>
        {LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={classes.button}
            data-variant="subtle"
            data-size="lg"
            onClick={() => setOpen(false)}
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
