// The whole shorten form in one import (model + validation), for pages without a size budget
// such as the manage page. The popup imports shorten-model eagerly and shorten-validate lazily.
export * from './shorten-model';
export { validateShortenForm } from './shorten-validate';
