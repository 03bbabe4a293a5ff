import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PaperStackIllustration, SchoolIllustration } from './illustrations';
import classes from './landing.module.css';

export const SLIDE_INTERVAL_MS = 5000;

const SLIDES = [
  {
    kicker: 'For teachers of standards 1 to 12',
    title: 'A complete exam paper in under a minute',
    text: 'Pick a header, let Prashna draw questions from the bank, swap the ones you do not like and print a clean A4 paper.',
    cta: { to: '/auth/register', label: 'Start for free' },
    Illustration: PaperStackIllustration,
  },
  {
    kicker: 'English · हिन्दी · ગુજરાતી',
    title: 'Papers in the language you teach',
    text: 'Questions for NCERT, CBSE and Gujarat Board, typeset correctly in Devanagari and Gujarati, with answer keys and worksheets.',
    cta: { to: '/auth/login', label: 'Log in to your school' },
    Illustration: SchoolIllustration,
  },
];

export function BannerSlider() {
  const [active, setActive] = useState(0);

  // Restarting the timer on every change means a dot click gets a full 5 s before the next advance.
  useEffect(() => {
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active]);

  return (
    <section className={classes.banner} aria-roledescription="carousel" aria-label="Highlights">
      <div className={`${classes.container} ${classes.bannerInner}`}>
        {SLIDES.map((slide, index) => (
          <div
            key={slide.title}
            hidden={index !== active}
            aria-roledescription="slide"
            aria-label={`Slide ${index + 1} of ${SLIDES.length}`}
            data-testid={`slide-${index + 1}`}
            className={classes.slide}
          >
            <div className={classes.slideText}>
              <p className={classes.kicker}>{slide.kicker}</p>
              <h1 className={classes.bannerTitle}>{slide.title}</h1>
              <p className={classes.bannerLead}>{slide.text}</p>
              <div>
                <Link to={slide.cta.to} className={classes.button} data-variant="filled" data-size="lg">
                  {slide.cta.label}
                </Link>
              </div>
            </div>
            <div className={classes.illustration}>
              <slide.Illustration />
            </div>
          </div>
        ))}
        <div className={classes.dots} role="group" aria-label="Choose a slide">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className={classes.dot}
              data-active={index === active || undefined}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
