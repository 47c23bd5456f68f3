import type { PageHeaderRouteName } from '@blog/contract';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageHeadersQuery } from '../lib/http/page-headers';
import { ownPicture } from '../lib/own-picture';
import { findPageHeader, useStaticStore } from '../stores/static-store';
import { BannerWaves } from './banner-waves';
import { BlogImage } from './blog-image';
import { takeFirstBanner } from './first-banner';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  /** Which page-header picture to show (docs/spec.md §3 route names); without one, the brand gradient. */
  routeName?: PageHeaderRouteName;
  /** A picture of its own (an article's cover), used instead of the route's page header. */
  image?: string | null;
  title: string;
  subtitle?: string;
  /** The home page's full-screen hero. */
  fullScreen?: boolean;
  /** Replaces the title block (the home hero brings its own). */
  children?: ReactNode;
  /** Positioned against the whole banner, e.g. the hero's scroll-down arrow. */
  addon?: ReactNode;
}

/** The page header of a route: the list the page came with, else the one kept from the last visit. */
function usePageHeader(routeName: string): string | undefined {
  const fresh = useQuery(pageHeadersQuery()).data;
  const kept = useStaticStore((state) => state.pageHeaderList);
  return findPageHeader(fresh ?? kept, routeName);
}

/** The full-width picture at the top of every page, with the page title and a wavy bottom edge. */
export function PageBanner({
  routeName,
  image,
  title,
  subtitle,
  fullScreen = false,
  children,
  addon,
}: PageBannerProps) {
  const headerUrl = usePageHeader(routeName ?? '');
  // The banner the page arrived with is shown as it is, without an entrance animation.
  const [still] = useState(takeFirstBanner);
  // Only the blog's own pictures (a page header kept from an older visit may name another site).
  const backgroundUrl = ownPicture(image) ?? ownPicture(headerUrl);
  return (
    <section
      className={[styles.banner, fullScreen && styles.full, still && styles.still].filter(Boolean).join(' ')}
      data-testid="page-banner"
      aria-label={title}
    >
      {backgroundUrl && (
        <BlogImage key={backgroundUrl} fill eager src={backgroundUrl} alt="" className={styles.image} />
      )}
      <div className={styles.shade} />
      <div className={styles.content}>{children ?? <BannerTitle title={title} subtitle={subtitle} />}</div>
      {addon}
      <BannerWaves />
    </section>
  );
}

/** A banner's title and subtitle, for a banner whose own block (`children`) wraps them. */
export function BannerTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </>
  );
}
