import { validateAnswers, type ActivityIssue, type Language, type QuestionKind, type QuestionRule, type QuestionUnit } from '@portal/contracts';

/** A question as the contract's product detail gives it (labels in both languages). */
export interface QuestionDefinition extends QuestionRule {
  label: { en: string; fr: string };
  choices: { id: string; label: { en: string; fr: string } }[] | null;
}

/** One form field a question becomes: where its answer goes, its words in the reader's language, its kind and bounds. */
export interface QuestionField {
  /** The antd name path: `['answers', id]` or `['travellers', i, 'answers', id]`. */
  name: (string | number)[];
  questionId: string;
  label: string;
  required: boolean;
  kind: QuestionKind;
  unit: QuestionUnit | null;
  min: number | null;
  max: number | null;
  options: { value: string; label: string }[];
}

function fieldOf(question: QuestionDefinition, name: (string | number)[], language: Language): QuestionField {
  return {
    name,
    questionId: question.id,
    label: question.label[language] || question.label.en,
    required: question.required,
    kind: question.kind,
    unit: question.unit ?? null,
    min: question.min ?? null,
    max: question.max ?? null,
    options: (question.choices ?? []).map((choice) => ({ value: choice.id, label: choice.label[language] || choice.label.en })),
  };
}

/** The form the product's questions make: the booking's own once, then each traveller's. */
export function questionFields(questions: readonly QuestionDefinition[], travellers: number, language: Language): { booking: QuestionField[]; travellers: QuestionField[][] } {
  const asked = (scope: QuestionRule['scope']) => questions.filter((question) => question.scope === scope);
  return {
    booking: asked('booking').map((question) => fieldOf(question, ['answers', question.id], language)),
    travellers: Array.from({ length: travellers }, (_, index) => asked('traveller').map((question) => fieldOf(question, ['travellers', index, 'answers', question.id], language))),
  };
}

/** Answers as the service takes them: strings, the empty ones left out. */
export function answersOf(values: Readonly<Record<string, string | number | null | undefined>> | undefined): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [id, value] of Object.entries(values ?? {})) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) answers[id] = text;
  }
  return answers;
}

/** The service's own check of the answers, before sending: its issues name the request's paths, which are the form's. */
export function answerIssues(
  questions: readonly QuestionRule[],
  travellers: readonly { answers?: Readonly<Record<string, string | number | null | undefined>> }[],
  answers: Readonly<Record<string, string | number | null | undefined>> | undefined,
): ActivityIssue[] {
  return validateAnswers(
    questions,
    travellers.map((traveller) => ({ answers: answersOf(traveller.answers) })),
    answersOf(answers),
  );
}
