// The whole shorten form in one import (model + validation), for pages without a size budget
// such as the manage page. The popup imports form-model eagerly and validate lazily.
export * from './form-model';
export { validateShortenForm } from './validate';
