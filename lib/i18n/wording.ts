// The lazy boundary of failure wording: components/ui/use-wording.ts loads this module, never
// describe-error.ts itself. The manage and options pages import describe-error statically (they
// word failures at once), and a module imported both ways cannot be split off; through this
// door the popup still loads the wording only when it has a failure to show.
export * from './describe-error';
