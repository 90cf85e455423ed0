/** What a report names: the kind of thing, its id, words for the dialog's title, and the thing's address. */
export interface ReportTarget {
  kind: 'BUILD' | 'NOTES' | 'COMMENT' | 'PROFILE';
  /** The build id (BUILD, NOTES), the comment id, or the username (PROFILE). */
  id: string;
  /** Read out in the dialog's title: "Report the comment by Ann". */
  label: string;
  /** The thing's own address on this site (the illegal-content notice's URL is filled in with it). */
  path: string;
}
