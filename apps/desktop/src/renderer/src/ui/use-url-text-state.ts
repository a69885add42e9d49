import { useEffect, useRef, useState } from 'react';

/**
 * A text field's value that is mirrored into the URL. The router applies a URL change in a transition, a
 * moment after the keystroke, so an input bound to the URL directly drops keys and jumps its caret when
 * typing fast. Here the field owns its text: the setter updates it at once and remembers the value, and the
 * caller writes the URL. When the URL then changes, a value this hook set itself is a late echo and is
 * ignored; any other value (a link, Back, another control) replaces the text. `navigationKey` (the router
 * location's key) tells a navigation to the same value apart: a caller that writes the URL only once typing
 * pauses can be left behind by a link to the page's own address, whose value has not changed.
 */
export function useUrlTextState(urlValue: string, navigationKey = ''): [string, (next: string) => void] {
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
  }, [urlValue, navigationKey]);

  const set = (next: string) => {
    setText(next);
    awaitingEcho.current.push(next);
  };
  return [text, set];
}
