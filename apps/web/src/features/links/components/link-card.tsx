import type { Link } from '@blog/contract';
import { SiteCard, SiteCardSkeleton } from '../../../components/site-card';

/** A friend's site: avatar (or its initial), name and description; opens in a new tab. */
export function LinkCard({ link }: { link: Link }) {
  return (
    <SiteCard
      href={link.url}
      name={link.site_name}
      description={link.site_desc || '这个朋友很神秘，什么都没有写～'}
      image={link.site_avatar}
      shape="circle"
      // A visitor-supplied address: no referrer, no access to this window, no ranking credit.
      rel="ugc noopener noreferrer nofollow"
      testId="link-card"
    />
  );
}

export function LinkCardSkeleton() {
  return <SiteCardSkeleton shape="circle" widths={['60%', '90%']} />;
}
