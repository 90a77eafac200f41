import { answerIssues, answersOf, questionFields, type QuestionDefinition } from './questions';

const questions: QuestionDefinition[] = [
  { id: 'weight', scope: 'traveller', kind: 'number', required: true, label: { en: 'Weight', fr: 'Poids' }, unit: 'kg', min: 20, max: 150, choices: null },
  { id: 'diet', scope: 'traveller', kind: 'text', required: false, label: { en: 'Dietary needs', fr: 'Régime alimentaire' }, unit: null, min: null, max: null, choices: null },
  {
    id: 'pickup',
    scope: 'booking',
    kind: 'choice',
    required: true,
    label: { en: 'Pickup point', fr: 'Point de prise en charge' },
    unit: null,
    min: null,
    max: null,
    choices: [
      { id: 'hotel', label: { en: 'At the hotel', fr: "À l'hôtel" } },
      { id: 'port', label: { en: 'At the port', fr: 'Au port' } },
    ],
  },
];

describe('booking questions as a form', () => {
  it('asks the booking questions once and the traveller questions per traveller, in the reader language', () => {
    const fields = questionFields(questions, 2, 'fr');
    expect(fields.booking.map((field) => [field.name, field.label, field.required, field.kind])).toEqual([[['answers', 'pickup'], 'Point de prise en charge', true, 'choice']]);
    expect(fields.booking[0]?.options).toEqual([
      { value: 'hotel', label: "À l'hôtel" },
      { value: 'port', label: 'Au port' },
    ]);
    expect(fields.travellers).toHaveLength(2);
    expect(fields.travellers[1]?.map((field) => field.name)).toEqual([
      ['travellers', 1, 'answers', 'weight'],
      ['travellers', 1, 'answers', 'diet'],
    ]);
    expect(fields.travellers[0]?.[0]).toMatchObject({ label: 'Poids', unit: 'kg', min: 20, max: 150, required: true });
  });

  it('sends answers as strings, the empty ones left out', () => {
    expect(answersOf({ weight: 72, diet: '  ', pickup: 'port', other: undefined })).toEqual({ weight: '72', pickup: 'port' });
  });

  it("checks them with the service's rule before sending, on the form's paths", () => {
    const issues = answerIssues(questions, [{ answers: { weight: 72 } }, { answers: { weight: 300, diet: 'vegan' } }], {});
    expect(issues).toEqual([
      { field: 'answers.pickup', reason: 'required' },
      { field: 'travellers.1.answers.weight', reason: 'out_of_range' },
    ]);
    expect(answerIssues(questions, [{ answers: { weight: '70' } }], { pickup: 'boat' })).toEqual([{ field: 'answers.pickup', reason: 'invalid_choice' }]);
  });
});
