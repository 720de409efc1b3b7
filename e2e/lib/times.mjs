// A node --test reporter: each test file's time (its process's, hooks included), slowest first,
// once every file has run; make e2e prints it after the spec reporter's output.
import { relative } from "node:path";

export default async function* times(source) {
  const files = new Map();
  for await (const { type, data } of source) {
    // A file's own test is named by its path; it ends once the file's process has.
    if (type === "test:complete" && data.nesting === 0 && data.file && data.name === data.file) {
      files.set(relative(process.cwd(), data.file), data.details.duration_ms);
    }
  }
  const rows = [...files].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  yield `\nTime per test file (${Math.round(total / 1000)} s in all):\n`;
  for (const [file, ms] of rows) {
    yield `  ${file.padEnd(36)} ${(ms / 1000).toFixed(1).padStart(6)} s\n`;
  }
}
