import { useEffect, useRef, useState } from 'react';

/**
 * A text field's value that is mirrored into the URL. The router applies a URL change in a transition, a
 * moment after the keystroke, so an input bound to the URL directly drops keys and jumps its caret when
 * typing fast. Here the field owns its text: the setter updates it at once and remembers the value, and the
 * caller writes the URL. When the URL then changes, a value this hook set itself is a late echo and is
 * ignored; any other value (a link, Back, another control) replaces the text. `reset` puts a value in at once,
 * forgetting what was awaited: for a caller whose own write was overtaken by a navigation.
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
