// Types of nav-link-rule.js, for the shell's prerender (shell/src/prerender.tsx).
export declare function isUnderNavLink(path: string, link: string): boolean;
