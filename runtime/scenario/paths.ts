// Path arithmetic for the files a scenario names, without Node's path module (runtime/ runs in
// browsers too). Paths use '/'.

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '.' : i === 0 ? '/' : path.slice(0, i);
}

/** Resolves `rel` against the folder `dir`, folding `.` and `..`. */
export function resolvePath(dir: string, rel: string): string {
  const absolute = rel.startsWith('/');
  const parts = (absolute ? rel : `${dir}/${rel}`).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  const lead = (absolute || dir.startsWith('/')) ? '/' : '';
  return lead + out.join('/');
}
