import { DownOutlined } from '../../components/icons';
import { useMemo } from 'react';
import { PageBanner } from '../../components/page-banner';
import { getGreeting } from '../../lib/greeting';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './home-hero.module.css';
import { TypedSay } from './typed-say';
import { toSayLines } from './typewriter';

export interface HomeHeroProps {
  blogName: string;
  /** The owner's motto (null: none); undefined while the site's settings are not known yet. */
  personalSay: string | null | undefined;
}

/** The home page's full-screen hero: blog name, the motto typed out, and a way down. */
export function HomeHero({ blogName, personalSay }: HomeHeroProps) {
  const scrollDown = () => window.scrollTo({ top: window.innerHeight, behavior: 'smooth' });
  return (
    <PageBanner
      routeName="Home"
      title={blogName}
      fullScreen
      addon={
        <button type="button" className={styles.scrollDown} aria-label="向下滚动" onClick={scrollDown}>
          <DownOutlined aria-hidden />
        </button>
      }
    >
      <h1 className={styles.name}>{blogName}</h1>
      <HomeSay personalSay={personalSay} />
    </PageBanner>
  );
}

/**
 * The motto, typed out; without one, a greeting for the visitor's time of day. The greeting is
 * known in the browser only, so it follows hydration — in this small part alone, which React then
 * re-renders, not the whole home page.
 */
function HomeSay({ personalSay }: { personalSay: string | null | undefined }) {
  const hydrated = useHydrated();
  const lines = useMemo(() => {
    if (personalSay === undefined) return [];
    const motto = toSayLines(personalSay);
    if (motto.length > 0) return motto;
    return hydrated ? [getGreeting(new Date())] : [];
  }, [personalSay, hydrated]);
  return lines.length > 0 ? <TypedSay key={lines.join('\n')} lines={lines} /> : null;
}
