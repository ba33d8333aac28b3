export type PasswordStrengthLevel = 'weak' | 'medium' | 'good' | 'strong';

export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  label: string;
}

const LABELS: Record<PasswordStrengthLevel, string> = {
  weak: 'Yếu',
  medium: 'Trung bình',
  good: 'Khá',
  strong: 'Mạnh',
};

/** 25 points each for: 8 characters or more, a lowercase letter, an uppercase letter, a digit. */
export function passwordStrength(password: string): PasswordStrength {
  const score =
    (password.length >= 8 ? 25 : 0) +
    (/[a-z]/.test(password) ? 25 : 0) +
    (/[A-Z]/.test(password) ? 25 : 0) +
    (/\d/.test(password) ? 25 : 0);
  const level: PasswordStrengthLevel =
    score <= 25 ? 'weak' : score <= 50 ? 'medium' : score <= 75 ? 'good' : 'strong';
  return { score, level, label: LABELS[level] };
}
