import { useRef } from 'react';
import type { ChangeHandler } from 'react-hook-form';
import { toKatakana } from '../utils/kana';
import { TextField, type TextFieldProps } from './TextField';

/** Puts the converted reading in the input, keeping the caret when the length did not change. */
function convertInPlace(input: HTMLInputElement): boolean {
  const converted = toKatakana(input.value);
  if (converted === input.value) return false;
  const sameLength = converted.length === input.value.length;
  const { selectionStart, selectionEnd } = input;
  input.value = converted;
  if (sameLength && selectionStart !== null && document.activeElement === input) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
  return true;
}

/**
 * A reading in katakana (フリガナ). What the person types in hiragana (or half-width katakana)
 * becomes full-width katakana as they type; while an input method is composing, the text is
 * left alone until the composition ends, so the conversion never fights the keyboard.
 */
export function KanaField({ registration, ...field }: TextFieldProps) {
  const composing = useRef(false);
  const changed = (input: HTMLInputElement) =>
    registration.onChange({ target: input, type: 'change' });

  return (
    <TextField
      {...field}
      lang="ja"
      autoComplete="off"
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        if (convertInPlace(event.currentTarget)) void changed(event.currentTarget);
      }}
      registration={{
        ...registration,
        onChange: (event: Parameters<ChangeHandler>[0]) => {
          const native = (event as { nativeEvent?: { isComposing?: boolean } }).nativeEvent;
          const input = event.target as HTMLInputElement;
          if (!composing.current && !native?.isComposing) convertInPlace(input);
          return registration.onChange(event);
        },
        onBlur: async (event: Parameters<ChangeHandler>[0]) => {
          const input = event.target as HTMLInputElement;
          if (convertInPlace(input)) await changed(input);
          return registration.onBlur(event);
        },
      }}
    />
  );
}
