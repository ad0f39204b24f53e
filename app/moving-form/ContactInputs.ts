import { makeAutoObservable, runInAction } from 'mobx';
import type { EmailCheckResponse } from '../../domain/api/lookups.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import { contactErrors, hasNoErrors, type FieldErrors, type MovingFormFlow } from '../../domain/validation/movingFormRules.ts';
import type { ContactValues } from '../../ui/ContactFields/index.ts';
import type { ApiResult } from '../api/http.ts';
import type { Debounced } from '../forms/debounce.ts';
import { emailCheckOutcome, type EmailCheckOutcome } from './emailCheck.ts';
import { EMPTY_CONTACT, type ContactSectionValues } from './values.ts';

/** The moving form's contact: the values with the debounced server e-mail check, the contact preference, other requests. */
export class ContactInputs {
  values: ContactSectionValues = EMPTY_CONTACT;
  /** The server's answer on the last e-mail address checked. */
  emailCheck: EmailCheckOutcome | null = null;

  readonly #flow: MovingFormFlow;
  readonly #checkEmail: (email: string) => Promise<ApiResult<EmailCheckResponse>>;
  readonly #emailDebounce: Debounced;

  constructor(flow: MovingFormFlow, checkEmail: (email: string) => Promise<ApiResult<EmailCheckResponse>>, emailDebounce: Debounced) {
    this.#flow = flow;
    this.#checkEmail = checkEmail;
    this.#emailDebounce = emailDebounce;
    makeAutoObservable<this, '#flow' | '#checkEmail' | '#emailDebounce'>(
      this,
      { '#flow': false, '#checkEmail': false, '#emailDebounce': false },
      { autoBind: true },
    );
  }

  /** Contact messages while typing: the e-mail check's message replaces the pattern one for the address it checked. */
  get errors(): FieldErrors<keyof ContactSectionValues> {
    return this.#errors(false);
  }

  /** Contact messages at the final submit (the estimate phone is required then). */
  get finalErrors(): FieldErrors<keyof ContactSectionValues> {
    return this.#errors(true);
  }

  get complete(): boolean {
    return hasNoErrors(this.errors);
  }

  get emailCorrection(): EmailCheckOutcome['correction'] {
    return this.emailCheck?.email === this.values.email ? this.emailCheck.correction : undefined;
  }

  restore(values: ContactSectionValues): void {
    this.values = { ...EMPTY_CONTACT, ...values };
  }

  reset(): void {
    this.values = EMPTY_CONTACT;
    this.emailCheck = null;
  }

  dispose(): void {
    this.#emailDebounce.cancel();
  }

  /** Contact values; a changed e-mail that passes the form's rule is checked by the server 400 ms after the last change. */
  setContact(values: ContactValues): void {
    const emailChanged = values.email !== this.values.email;
    this.values = { ...this.values, ...values };
    if (!emailChanged) return;
    const email = values.email;
    if (contactErrors(this.values, this.#flow).email !== undefined) {
      this.#emailDebounce.cancel();
      return;
    }
    this.#emailDebounce.run(() => void this.#check(email));
  }

  setContactPreference(contactPreference: ContactPreference): void {
    this.values = { ...this.values, contactPreference };
  }

  setOtherRequests(otherRequests: string): void {
    this.values = { ...this.values, otherRequests };
  }

  async #check(email: string): Promise<void> {
    const result = await this.#checkEmail(email);
    if (result.kind === 'cancelled') return;
    runInAction(() => (this.emailCheck = emailCheckOutcome(email, result)));
  }

  #errors(final: boolean): FieldErrors<keyof ContactSectionValues> {
    const errors = contactErrors(this.values, this.#flow, { final });
    if (this.emailCheck?.email === this.values.email) errors.email ??= this.emailCheck.message;
    return errors;
  }
}
