import { validateFriendDraft } from '../../../../src/features/catalog/product/emailToFriendValidation';
import { firstInvalid, validateReview } from '../../../../src/features/catalog/product/reviews/reviewValidation';

describe('review form (spec §5: nickname, summary and review)', () => {
  const full = { nickname: 'Ada', summary: 'Spot on', text: 'Matches our press sheets.', ratings: { NA: 'MTY=' } };

  it('accepts a complete review', () => {
    expect(validateReview(full, ['NA'])).toEqual({});
  });

  it('needs nickname, summary and review, blank text counting as missing', () => {
    expect(validateReview({ ...full, nickname: ' ', summary: '', text: '\n' }, ['NA'])).toEqual({
      nickname: 'validator.required',
      summary: 'validator.required',
      text: 'validator.required',
    });
  });

  it('needs a value for each rating and focuses the first problem in form order', () => {
    const errors = validateReview({ ...full, summary: '', ratings: {} }, ['NA']);
    expect(errors).toEqual({ summary: 'validator.required', ratings: 'catalog.review.ratingRequired' });
    expect(firstInvalid(errors)).toBe('ratings');
    expect(firstInvalid({})).toBeNull();
  });
});

describe('email to a friend', () => {
  const draft = { senderName: 'Ada', senderEmail: 'ada@example.com', message: 'Look', recipients: [{ name: 'Bo', email: 'bo@example.com' }] };

  it('accepts a complete message', () => {
    expect(validateFriendDraft(draft)).toEqual({});
  });

  it('needs the sender, a message and each invitee, with valid email addresses', () => {
    expect(validateFriendDraft({ senderName: '', senderEmail: 'ada@', message: '', recipients: [{ name: '', email: '' }, { name: 'Cy', email: 'cy@example' }] })).toEqual({
      senderName: 'validator.required',
      senderEmail: 'validator.email',
      message: 'validator.required',
      'recipient-0-name': 'validator.required',
      'recipient-0-email': 'validator.required',
      'recipient-1-email': 'validator.email',
    });
  });

  it('refuses an email address of 255 characters or more (spec §5)', () => {
    const long = `${'a'.repeat(250)}@x.com`;
    expect(validateFriendDraft({ ...draft, senderEmail: long }).senderEmail).toBe('validator.email');
  });
});
