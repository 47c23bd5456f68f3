import type { Config } from './config';
import type { AppContext } from './context';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seed, type SeedResult } from './modules/demo/seed/seed';

/** Connects, migrates and seeds: everything the server and the CLI need before they start. */
export async function prepare(
  config: Config,
  options: { seed?: boolean } = {},
): Promise<{ ctx: AppContext; seeded?: SeedResult }> {
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    const ctx: AppContext = { config, db };
    const seeded = options.seed === false ? undefined : await seed(ctx);
    return { ctx, seeded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export function describeSeed(result: SeedResult | undefined, adminUsername: string): string[] {
  if (!result) return [];
  const lines: string[] = [];
  if (result.generatedAdminPassword) {
    lines.push(
      '管理员账号已创建（只显示这一次，请妥善保存）：',
      `  用户名：${adminUsername}`,
      `  密码：  ${result.generatedAdminPassword}`,
    );
  }
  if (result.articles) {
    const a = result.articles;
    lines.push(
      `示例文章：新建 ${a.created.length}，更新 ${a.updated.length}，跳过 ${a.skipped.length}，失败 ${a.errors.length}`,
    );
    for (const error of a.errors) lines.push(`  ✗ ${error.message}`);
  }
  return lines;
}
