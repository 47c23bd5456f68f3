import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareAntdTestEnvironment } from '../../test/antd-test-env';
import { TotpCodeInput, toCodeDigits } from './totp-code-input';

beforeAll(prepareAntdTestEnvironment);

describe('toCodeDigits', () => {
  it('keeps only the digits, six at the most', () => {
    expect(toCodeDigits('123 456')).toBe('123456');
    expect(toCodeDigits('12-34-56-78')).toBe('123456');
    expect(toCodeDigits('abc')).toBe('');
  });
});

describe('TotpCodeInput', () => {
  function renderInForm(onComplete = vi.fn()) {
    const values: { code?: string }[] = [];
    render(
      <Form onValuesChange={(_changed, all: { code?: string }) => values.push(all)}>
        <Form.Item name="code">
          <TotpCodeInput aria-label="验证码" onComplete={onComplete} />
        </Form.Item>
      </Form>,
    );
    return { input: screen.getByLabelText<HTMLInputElement>('验证码'), values, onComplete };
  }

  it('asks for the numeric keyboard and the one-time code the phone offers', () => {
    const { input } = renderInForm();
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.placeholder).toBe('6 位数字');
  });

  it('hands the form the digits only, and says when six are in', () => {
    const { input, values, onComplete } = renderInForm();
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input.value).toBe('123456');
    expect(values.at(-1)).toEqual({ code: '123456' });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});
