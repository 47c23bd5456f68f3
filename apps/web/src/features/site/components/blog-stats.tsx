import type { Statistic } from '@blog/contract';
import { Link } from 'react-router';

export interface BlogStatsClasses {
  stats?: string;
  stat?: string;
  statLabel?: string;
  statValue?: string;
}

/**
 * How many articles, categories and tags the blog has (a dash while unknown), each a link to its
 * page: the author card's and the phone menu's, each in its own look (`classes`).
 */
export function BlogStats({
  statistic,
  classes,
}: {
  statistic: Statistic | undefined;
  classes: BlogStatsClasses;
}) {
  const stats = [
    { label: '文章', value: statistic?.articleCount, to: '/archives' },
    { label: '分类', value: statistic?.categoryCount, to: '/category' },
    { label: '标签', value: statistic?.tagCount, to: '/tag' },
  ];
  return (
    <div className={classes.stats}>
      {stats.map((stat) => (
        <Link key={stat.label} to={stat.to} className={classes.stat}>
          <span className={classes.statLabel}>{stat.label}</span>
          <span className={classes.statValue}>{stat.value ?? '-'}</span>
        </Link>
      ))}
    </div>
  );
}
