export { ReviewForm } from './ReviewForm.tsx';
export { EMPTY_REVIEW_FORM_VALUES } from './reviewFormModel.ts';
export type { ReviewFormCompany, ReviewFormField, ReviewFormProps, ReviewFormValues } from './ReviewForm.types.ts';
