// The Markdown of members' posts. Only PostMarkdown renders it, lazily; SafeMarkdown (the
// renderer and its rules) stays inside this folder so it lands in its own chunk.
export { PostMarkdown, usePreloadedMarkdown } from './PostMarkdown';
