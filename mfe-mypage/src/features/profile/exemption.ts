import type { Exemption } from '@smunity/api-contract';

/** The choices of the 이수 면제 select; 해당없음 is sent as null. */
export const EXEMPTION_OPTIONS: ReadonlyArray<{ value: Exemption | null; label: string }> = [
  { value: null, label: '해당없음' },
  { value: 'FOREIGN', label: '외국인특별전형' },
  { value: 'DISABLED', label: '장애학생' },
  { value: 'TRANSFER', label: '편입생' },
];

/** A select's value for an exemption ('' stands for none) … */
export function exemptionToOptionValue(exemption: Exemption | null): string {
  return exemption ?? '';
}

/** … and back; anything that is not one of the options is none. */
export function exemptionFromOptionValue(value: string): Exemption | null {
  return EXEMPTION_OPTIONS.find((option) => option.value === value)?.value ?? null;
}
