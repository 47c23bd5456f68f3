import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requestOrigin, type KnowsSiteOrigin } from '../../lib/origin';
import { findSiteUrl, keepSiteUrl } from './repository';

/** How often a process without a known address asks the database whether another one learned it. */
const RECHECK_MS = 60_000;

/**
 * The blog's own address when `SITE_URL` is not set: learned from the owner's first request to the
 * console (an authenticated admin chose that host; nobody else can), kept in the site profile so every
 * process and every restart uses it. Until then, the address the server listens on.
 */
export class SiteOrigin implements KnowsSiteOrigin {
  #learned: string | null = null;
  #checkedAt = -Infinity;

  constructor(
    private readonly ctx: AppContext,
    private readonly now: () => number = Date.now,
  ) {}

  get configured(): string | undefined {
    return this.ctx.config.mail.siteUrl;
  }

  of(_request: FastifyRequest): string {
    return this.configured ?? this.#learned ?? this.listening();
  }

  /** While nothing is known, reads what another process may have learned (at most once a minute). */
  async refresh(): Promise<void> {
    if (this.configured || this.#learned) return;
    if (this.now() - this.#checkedAt < RECHECK_MS) return;
    this.#checkedAt = this.now();
    this.#learned = await findSiteUrl(this.ctx.db.kysely);
  }

  /** The owner is on the console: their address becomes the blog's, unless one is known. */
  async learn(request: FastifyRequest): Promise<void> {
    if (this.configured || this.#learned) return;
    await keepSiteUrl(this.ctx.db.kysely, requestOrigin(request));
    this.#learned = await findSiteUrl(this.ctx.db.kysely);
  }

  private listening(): string {
    const { host, port } = this.ctx.config;
    const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${name}${port === 80 ? '' : `:${port}`}`;
  }
}
