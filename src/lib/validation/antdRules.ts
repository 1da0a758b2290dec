import { passwordProblem, type PasswordPolicy, type Rule } from './rules';
import type { Translate } from '../i18n/useT';

/** The shape antd Form.Item accepts as a custom rule (kept structural to avoid importing antd here). */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** Turns §5 rules into one antd rule: the first failing rule's message is the field's error. */
export function toAntdRule(t: Translate, ...rules: Rule[]): ValidatorRule {
  return {
    validator: (_rule, value) => {
      const text = typeof value === 'string' ? value : value == null ? '' : String(value);
      for (const rule of rules) {
        const failed = rule(text);
        if (failed) return Promise.reject(new Error(t(failed)));
      }
      return Promise.resolve();
    },
  };
}

export function passwordRule(t: Translate, policy: PasswordPolicy): ValidatorRule {
  return {
    validator: (_rule, value) => {
      const problem = passwordProblem(typeof value === 'string' ? value : '', policy);
      return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
    },
  };
}
