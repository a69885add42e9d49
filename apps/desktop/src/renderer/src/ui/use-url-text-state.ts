import { useEffect, useRef, useState } from 'react';

/**
 * A text field's value mirrored into the URL. The router applies a URL change a moment after the keystroke, so
 * the field owns its text and ignores the late echo of its own writes; any other URL change replaces the text.
 */
export function useUrlTextState(urlValue: string): [string, (next: string) => void, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  // Values set here whose URL echo has not arrived yet, oldest first.
  const awaitingEcho = useRef<string[]>([]);

  useEffect(() => {
    const index = awaitingEcho.current.indexOf(urlValue);
    if (index === -1) {
      awaitingEcho.current = [];
      setText(urlValue);
    } else {
      awaitingEcho.current.splice(0, index + 1);
    }
  }, [urlValue]);

  const set = (next: string) => {
    setText(next);
    awaitingEcho.current.push(next);
  };
  const reset = (value: string) => {
    awaitingEcho.current = [];
    setText(value);
  };
  return [text, set, reset];
}
