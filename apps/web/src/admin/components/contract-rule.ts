import type { FormRule } from 'antd';

/** One field of a contract schema, as far as a form needs it: zod's `safeParse`. */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/**
 * The server's message with its API field name replaced by the form's label:
 * `blog_name 不能超过 30 个字符` → `博客名称不能超过 30 个字符`.
 */
export function relabel(message: string, field: string, label: string): string {
  const prefix = new RegExp(`^${field}(?: 的每一项)?\\s*`);
  return prefix.test(message) ? message.replace(prefix, label) : message;
}

/** What is wrong with a value by the contract's rule, or null when the server would take it. */
export function fieldProblem(
  schema: FieldSchema,
  value: unknown,
  field: string,
  label: string,
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return relabel(result.error?.issues[0]?.message ?? '格式不正确', field, label);
}

/** An antd Form rule that refuses exactly what the contract's schema refuses, in its words. */
export function contractRule(schema: FieldSchema, field: string, label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = fieldProblem(schema, value, field, label);
      if (problem) throw new Error(problem);
    },
  };
}
