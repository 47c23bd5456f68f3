import { isHttpUrl, pictureFields } from '@blog/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pointRemotePictures } from '../../lib/remote-picture';
import { copiesOf } from './repository';

/*
 * The read side of pictures given by address: every API answer's picture fields — those the contract
 * marks with `picture` (packages/contract/src/picture.ts) — carry the blog's copy of a picture given
 * as an http(s) address. A public answer (and so every server-rendered page, whose data comes from
 * these answers) never carries an address on another site: until there is a copy a nullable field is
 * null (the page's letter avatar, no cover, the default background) and a picture of a list (a talk's
 * pictures, an album's photos, the page banners) is left out. The console's answers keep the address
 * given while there is no copy, so its forms still show it.
 */

/** What a picture without a copy becomes in a public answer. */
type Absent = 'null' | 'undefined' | 'drop';

/** Where the pictures of an answer are: a picture here, an object's fields, an array's items. */
export interface Plan {
  picture?: Absent;
  /** HTML whose pictures given by address are pointed at the blog's address for them. */
  html?: true;
  fields?: Map<string, Plan>;
  element?: Plan;
}

/** The parts of a zod schema the plan is read from (zod 4's `_zod.def`). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaNode;
      element?: SchemaNode;
      shape?: Record<string, SchemaNode>;
      options?: readonly SchemaNode[];
      left?: SchemaNode;
      right?: SchemaNode;
      in?: SchemaNode;
    };
  };
}

function merge(a: Plan | null, b: Plan | null): Plan | null {
  if (!a || !b) return a ?? b;
  const plan: Plan = {
    picture: a.picture ?? b.picture,
    html: a.html ?? b.html,
    element: merge(a.element ?? null, b.element ?? null) ?? undefined,
  };
  if (a.fields || b.fields) {
    plan.fields = new Map(a.fields);
    for (const [key, sub] of b.fields ?? []) plan.fields.set(key, merge(plan.fields.get(key) ?? null, sub)!);
  }
  return plan;
}

function read(schema: SchemaNode, absent: Absent, seen: Set<SchemaNode>): Plan | null {
  const marked = pictureFields.get(schema as never);
  if (marked) return marked.picture === 'html' ? { html: true } : { picture: absent };
  if (seen.has(schema)) return null;
  seen.add(schema);
  try {
    const def = schema._zod.def;
    switch (def.type) {
      case 'nullable':
        return read(def.innerType!, 'null', seen);
      case 'optional':
        return read(def.innerType!, absent === 'null' ? 'null' : 'undefined', seen);
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return read(def.innerType!, absent, seen);
      case 'pipe':
        return read(def.in!, absent, seen);
      case 'array': {
        const element = read(def.element!, 'drop', seen);
        return element && { element };
      }
      case 'object': {
        const fields = new Map<string, Plan>();
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          const plan = read(field, 'drop', seen);
          if (plan) fields.set(key, plan);
        }
        return fields.size > 0 ? { fields } : null;
      }
      case 'union':
        return (def.options ?? []).reduce<Plan | null>(
          (plan, option) => merge(plan, read(option, absent, seen)),
          null,
        );
      case 'intersection':
        return merge(read(def.left!, absent, seen), read(def.right!, absent, seen));
      default:
        return null;
    }
  } finally {
    seen.delete(schema);
  }
}

const plans = new WeakMap<object, Plan | null>();

/** Where the pictures of answers of `schema` are; null when it has none. Read once per schema. */
export function planOf(schema: unknown): Plan | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  if (!plans.has(schema)) plans.set(schema, read(schema as SchemaNode, 'drop', new Set()));
  return plans.get(schema) ?? null;
}

/** Whether answers of `plan` have an HTML field to point (withCopies maps them with or without copies). */
function holdsHtml(plan: Plan): boolean {
  if (plan.html) return true;
  if (plan.element && holdsHtml(plan.element)) return true;
  return [...(plan.fields?.values() ?? [])].some(holdsHtml);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The addresses on other sites that `value` holds where `plan` has pictures. */
export function remotePictures(value: unknown, plan: Plan, found = new Set<string>()): Set<string> {
  if (plan.picture && typeof value === 'string' && isHttpUrl(value)) found.add(value);
  else if (plan.element && Array.isArray(value))
    for (const item of value) remotePictures(item, plan.element, found);
  else if (plan.fields && isObject(value)) {
    for (const [key, sub] of plan.fields) if (key in value) remotePictures(value[key], sub, found);
  }
  return found;
}

const DROP = Symbol('drop');

/**
 * `value` with each picture given by address replaced by its copy, or, without one, kept
 * (`keepGiven`: the console) or taken out as `plan` says: null, absent, or the nearest list item
 * holding it left out ('' where no list holds it). Never changes `value` itself (the read cache may
 * hold it): what changes is copied.
 */
export function withCopies(
  value: unknown,
  plan: Plan,
  copies: ReadonlyMap<string, string>,
  keepGiven: boolean,
  inList = false,
): unknown {
  if (plan.html && typeof value === 'string') return pointRemotePictures(value);
  if (plan.picture && typeof value === 'string') {
    if (!isHttpUrl(value)) return value;
    const copy = copies.get(value);
    if (copy !== undefined) return copy;
    if (keepGiven) return value;
    if (plan.picture === 'null') return null;
    if (plan.picture === 'undefined') return undefined;
    return inList ? DROP : '';
  }
  if (plan.element && Array.isArray(value)) {
    let changed = false;
    const items: unknown[] = [];
    for (const item of value) {
      const mapped = withCopies(item, plan.element, copies, keepGiven, true);
      if (mapped !== item) changed = true;
      if (mapped !== DROP) items.push(mapped);
    }
    return changed ? items : value;
  }
  if (plan.fields && isObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, sub] of plan.fields) {
      if (!(key in value)) continue;
      const mapped = withCopies(value[key], sub, copies, keepGiven, inList);
      // A picture the item cannot be without: the list leaves the item out.
      if (mapped === DROP) return DROP;
      if (mapped !== value[key]) (copy ??= { ...value })[key] = mapped;
    }
    return copy ?? value;
  }
  return value;
}

/** The console's answers keep the addresses given (its forms show them); every other answer is public. */
const isConsole = (request: FastifyRequest) => Boolean(request.routeOptions.url?.startsWith('/api/admin/'));

/** Maps the picture fields of every answer the contract describes (see above); registered before the routes. */
export function pictureAnswers(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const plan = planOf(
      (request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[200],
    );
    if (!plan) return payload;
    const sources = remotePictures(payload, plan);
    if (sources.size === 0 && !holdsHtml(plan)) return payload;
    const copies = sources.size > 0 ? await copiesOf(ctx.db.kysely, [...sources]) : new Map<string, string>();
    return withCopies(payload, plan, copies, isConsole(request));
  });
}
