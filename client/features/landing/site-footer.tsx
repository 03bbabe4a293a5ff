import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import classes from './landing.module.css';

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About', to: '/about' },
      { label: 'Login', to: '/auth/login' },
      { label: 'Register', to: '/auth/register' },
    ],
  },
  {
    title: 'Categories',
    links: [
      { label: 'Exam Papers', to: '/dashboard/generate/header' },
      { label: 'Worksheets', to: '/dashboard/generate/worksheets' },
      { label: 'Answer Sheets', to: '/dashboard/generate/answersheets' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Question Bank', to: '/dashboard/questions' },
      { label: 'Saved Papers', to: '/dashboard/history' },
      { label: 'API documentation', to: '/api/docs', external: true },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerInner}`}>
        <div className={classes.footerGrid}>
          <div className={classes.footerBrand}>
            <BrandMark inverted />
            <p className={classes.footerText}>Exam papers and worksheets for Indian schools.</p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.title} className={classes.footerColumn}>
              <p className={classes.footerTitle}>{column.title}</p>
              {column.links.map((link) =>
                link.external ? (
                  <a key={link.label} href={link.to} className={classes.footerLink}>
                    {link.label}
                  </a>
                ) : (
                  <Link key={link.label} to={link.to} className={classes.footerLink}>
                    {link.label}
                  </Link>
                ),
              )}
            </div>
          ))}
          <div className={classes.footerColumn}>
            <p className={classes.footerTitle}>Address</p>
            <p className={classes.footerText}>
              Prashna Education
              <br />
              Ashram Road, Ahmedabad
              <br />
              Gujarat 380009, India
            </p>
          </div>
        </div>
        <p className={classes.copyright}>© {new Date().getFullYear()} Prashna. Made for teachers.</p>
      </div>
    </footer>
  );
}
