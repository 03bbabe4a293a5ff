import { BannerSlider } from './banner-slider';
import { CategoryTiles } from './category-tiles';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { Statistics } from './statistics';

// The landing page is drawn with plain elements and landing.module.css (Mantine's CSS variables, not
// its components), so that it loads under 100 KB of JavaScript (scripts/landing-budget.test.ts).
export function LandingPage() {
  return (
    <>
      <SiteNav />
      <main>
        <BannerSlider />
        <CategoryTiles />
        <Statistics />
      </main>
      <SiteFooter />
    </>
  );
}
