import path from 'node:path';
import { prepare } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { prerenderArticleBodies } from '../apps/server/src/modules/article/article-body';

/**
 * A big blog for the benchmarks: the demo content plus generated articles (reusing the demo bodies
 * with varied titles, tags and dates), so list, search and detail queries run on realistic sizes.
 */

const subjects = [
  'Vue',
  'React',
  'TypeScript',
  'Node.js',
  'Go',
  'Rust',
  'SQL',
  'Linux',
  'Docker',
  'CSS',
  '算法',
  '缓存',
];
const angles = [
  '深入理解',
  '实战笔记',
  '踩坑记录',
  '性能优化',
  '从零实现',
  '源码解读',
  '最佳实践',
  '面试题解析',
];
const extras = ['响应式', '并发模型', '索引设计', '事件循环', '类型体操', '布局技巧', '内存管理', '网络协议'];

export async function buildBenchDatabase(dataDir: string, articleCount: number): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'silent' });
  const { ctx } = await prepare(config);
  try {
    const db = ctx.db.kysely;
    const bodies = await db.selectFrom('articles').select('article_content').execute();
    const tags = await db.selectFrom('tags').select('id').execute();
    const categories = await db.selectFrom('categories').select('id').execute();
    const admin = await db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
    const existing = bodies.length;
    const start = Date.UTC(2020, 0, 1);
    const batch = 500;
    for (let done = existing; done < articleCount; done += batch) {
      const rows = [];
      for (let i = done; i < Math.min(done + batch, articleCount); i++) {
        const title = `${angles[i % angles.length]} ${subjects[(i * 7) % subjects.length]} 的${extras[(i * 3) % extras.length]}（第 ${i} 篇）`;
        const when = new Date(start + i * 3_600_000 * 5).toISOString();
        rows.push({
          article_title: title,
          author_id: admin.id,
          category_id: categories[i % categories.length]?.id ?? null,
          article_description: `${title}的摘要`,
          article_content: `# ${title}\n\n${bodies[i % bodies.length]?.article_content ?? ''}\n\n编号 ${i}`,
          article_cover: null,
          origin_url: null,
          slug: null,
          deleted_at: null,
          view_times: (i * 37) % 1000,
          created_at: when,
          updated_at: when,
        });
      }
      const inserted = await db.insertInto('articles').values(rows).returning('id').execute();
      const links = inserted.flatMap((row, k) =>
        [tags[(row.id + k) % tags.length], tags[(row.id * 3) % tags.length]]
          .filter((tag, index, all) => tag && all.findIndex((t) => t?.id === tag.id) === index)
          .map((tag) => ({ article_id: row.id, tag_id: tag!.id })),
      );
      if (links.length) await db.insertInto('article_tags').values(links).execute();
    }
    // As the product's own writers (the console, `blog import`) do: each body rendered once, when written.
    await prerenderArticleBodies(ctx);
  } finally {
    await ctx.db.close();
  }
}

export const benchDataDir = (root: string) => path.join(root, 'data');
