// A view's events and log: every event of the state as the viewer may see it, a fresh copy of its
// form made once (events.ts seenForm), and its line of text. A line depends only on the event as
// seen, the rules and the players' names, and an event is never changed once emitted, so each
// form's line is written once and reused by every later view: rebuilding the log of a long game
// for every seat after every move was a tenth of a view's time.
import type { GameState } from './state.js';
import type { Rules } from './rules.js';
import { seenForm, type GameEvent, type Viewer } from './events.js';
import { eventText } from './event-text.js';
import { copyClean } from './view-copy.js';

export function eventsAndLog(rules: Rules, s: GameState, viewer: Viewer): { events: GameEvent[]; log: string[] } {
  const speaker = { rules, names: s.names, you: null };
  let names: string | undefined;
  const events: GameEvent[] = [];
  const log: string[] = [];
  for (let i = 0; i < s.events.length; i++) {
    const form = seenForm(s.events[i] as GameEvent, viewer);
    const copy = copyClean(form.clean);
    events.push(copy);
    let line = form.line;
    if (line === undefined || line.rules !== rules || line.names !== (names ??= JSON.stringify(s.names))) {
      line = form.line = { rules, names: (names ??= JSON.stringify(s.names)), text: eventText(speaker, copy) };
    }
    log.push(line.text);
  }
  return { events, log };
}
