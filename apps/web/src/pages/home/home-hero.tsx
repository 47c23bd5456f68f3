import { DownOutlined } from '@ant-design/icons';
import { PageBanner } from '../../components/page-banner';
import styles from './home-hero.module.css';
import { TypedSay } from './typed-say';

export interface HomeHeroProps {
  blogName: string;
  sayLines: readonly string[];
}

/** The home page's full-screen hero: blog name, the motto typed out, and a way down. */
export function HomeHero({ blogName, sayLines }: HomeHeroProps) {
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
      {sayLines.length > 0 && <TypedSay key={sayLines.join('\n')} lines={sayLines} />}
    </PageBanner>
  );
}
