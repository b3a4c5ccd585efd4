// A decoded string under construction, with the file range each UTF-16 unit came from.

export class Decoded {
  text = '';
  readonly starts: number[] = [];
  readonly ends: number[] = [];

  /** Appends `s`, every unit of which came from the file range [start, end). */
  push(s: string, start: number, end = start + 1): void {
    for (let i = 0; i < s.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
    this.text += s;
  }

  /** Appends `src.slice(from, to)`, each unit from its own offset `base + i`. */
  copy(src: string, from: number, to: number, base: number): void {
    for (let i = from; i < to; i++) {
      this.starts.push(base + i);
      this.ends.push(base + i + 1);
    }
    this.text += src.slice(from, to);
  }
}
