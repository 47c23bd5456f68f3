import {
  confirmProblem,
  LOGIN_PASSWORD_REQUIRED,
  passwordProblem,
  USERNAME_REQUIRED,
  usernameProblem,
} from '@blog/contract/validation';

/**
 * Form rules of docs/spec.md §5, built on the contract's validators so the dialog and the server say the
 * same words. Each rule is an antd `validator`: it rejects with the message to show.
 */
export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function fromProblem(problem: (value: string) => string | null): FieldRule {
  return {
    validator: (_rule, value) => {
      const message = problem(text(value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** Login: both fields are only required (请输入用户账号 / 请输入用户密码). */
export const loginUsernameRule = fromProblem((value) => (value.trim() ? null : USERNAME_REQUIRED));
export const loginPasswordRule = fromProblem((value) => (value ? null : LOGIN_PASSWORD_REQUIRED));

/** Register and password change: required, length and format. */
export const usernameRule = fromProblem((value) => usernameProblem(value.trim()));
export const passwordRule = fromProblem(passwordProblem);

/** The second password must be given and equal the first, read from the form when validating. */
export function confirmRule(readPassword: () => unknown): FieldRule {
  return fromProblem((value) => confirmProblem(text(readPassword()), value));
}

/** Required with a message of its own (e.g. 请输入原密码). */
export function requiredRule(message: string): FieldRule {
  return fromProblem((value) => (value ? null : message));
}
