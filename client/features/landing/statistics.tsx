import classes from './landing.module.css';

// Sample figures from the spec's landing page.
const STATS = [
  { value: '2k+', label: 'Students' },
  { value: '3.50', label: 'Average CGPA' },
  { value: '95%', label: 'Graduates' },
];

export function Statistics() {
  return (
    <section className={classes.stats} aria-label="Statistics">
      <div className={`${classes.container} ${classes.statsGrid}`}>
        {STATS.map((stat) => (
          <div key={stat.label} className={classes.stat}>
            <p className={classes.statValue}>{stat.value}</p>
            <p className={classes.statLabel}>{stat.label}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
