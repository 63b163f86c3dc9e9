/**
 * A text box's value with its caret followed, so that a picked emoji goes where the user was typing
 * (at the end before the box was touched). The post composer and the reply panel both use it.
 */
import { useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { insertAt } from '../../lib/text';

export function useEmojiText() {
  const [text, setText] = useState('');
  const caret = useRef<number | null>(null);
  /** Spread on the <textarea>. */
  const fieldProps = {
    value: text,
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => {
      setText(e.target.value);
      caret.current = e.target.selectionStart;
    },
    onSelect: (e: SyntheticEvent<HTMLTextAreaElement>) => {
      caret.current = e.currentTarget.selectionStart;
    },
  };
  const insert = (piece: string) => {
    const next = insertAt(text, caret.current ?? text.length, piece);
    setText(next.text);
    caret.current = next.caret;
  };
  return { text, fieldProps, insert };
}
