import { IconBooks, IconChecklist, IconFileText, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './landing.module.css';

const TILES = [
  {
    title: 'Exam Papers',
    text: 'Pre-built papers drawn from the bank, or hand-picked question by question.',
    to: '/dashboard/generate/header',
    Icon: IconFileText,
  },
  {
    title: 'Worksheets',
    text: 'Practice worksheets for every subject and standard, ready to print.',
    to: '/dashboard/generate/worksheets',
    Icon: IconPencil,
  },
  {
    title: 'Answer Sheets',
    text: 'Answer keys with marking points, made from the same questions.',
    to: '/dashboard/generate/answersheets',
    Icon: IconChecklist,
  },
  {
    title: 'Question Bank',
    text: 'Thousands of questions for NCERT, CBSE and Gujarat Board, plus your own.',
    to: '/dashboard/questions',
    Icon: IconBooks,
  },
];

export function CategoryTiles() {
  return (
    <section className={classes.section} aria-labelledby="categories-title">
      <div className={classes.container}>
        <h2 id="categories-title" className={classes.sectionTitle}>
          Everything a paper needs
        </h2>
        <p className={classes.sectionLead}>Four tools, one place, for every standard from 1 to 12.</p>
        <div className={classes.tiles}>
          {TILES.map(({ title, text, to, Icon }) => (
            <Link key={title} to={to} className={classes.tile}>
              <span className={classes.tileIcon}>
                <Icon size={28} stroke={1.6} aria-hidden="true" />
              </span>
              <h3 className={classes.tileTitle}>{title}</h3>
              <p className={classes.tileText}>{text}</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
