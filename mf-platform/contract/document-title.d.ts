export declare function takeDocumentTitle(view: string): {
  title: string | undefined;
  view: string;
};
export declare function withDocumentTitle(html: string, title: string | undefined): string;
