import { InputNumber, Slider } from 'antd';
import styles from './message-publish-page.module.css';

export interface SliderNumberProps {
  min: number;
  max: number;
  step?: number;
  value: number;
  /** A cleared number field gives `min`. */
  onChange: (value: number) => void;
  /** The slider's label; the number field's is `numberLabel`. */
  label: string;
  numberLabel: string;
}

/** A slider with a number field beside it for the same value: drag roughly, type exactly. */
export function SliderNumber({ min, max, step, value, onChange, label, numberLabel }: SliderNumberProps) {
  return (
    <div className={styles.sliderRow}>
      <Slider
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={onChange}
        className={styles.slider}
        aria-label={label}
      />
      <InputNumber
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(typed) => onChange(typed ?? min)}
        aria-label={numberLabel}
        className={styles.number}
      />
    </div>
  );
}
