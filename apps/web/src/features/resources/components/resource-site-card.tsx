import type { ResourceSite } from '@blog/contract';
import { SiteCard, SiteCardSkeleton } from '../../../components/site-card';

/** A recommended site: icon (or its initial), name and description; opens in a new tab. */
export function ResourceSiteCard({ site }: { site: ResourceSite }) {
  return (
    <SiteCard
      href={site.url}
      name={site.name}
      description={site.description || hostOf(site.url)}
      image={site.logo}
      shape="square"
      rel="noopener noreferrer"
      testId="site-card"
    />
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function ResourceSiteCardSkeleton() {
  return <SiteCardSkeleton shape="square" widths={['55%', '85%']} />;
}
