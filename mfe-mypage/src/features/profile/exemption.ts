import type { IntlShape } from 'react-intl';
import type { Exemption } from '@smunity/api-contract';

/** The choices of the 이수 면제 select, in order; 해당없음 is sent as null. */
export const EXEMPTION_OPTIONS: ReadonlyArray<Exemption | null> = [
  null,
  'FOREIGN',
  'DISABLED',
  'TRANSFER',
];

/** 해당없음, 외국인특별전형, 장애학생, 편입생. */
export function exemptionLabel(intl: IntlShape, exemption: Exemption | null): string {
  return intl.formatMessage({ id: `mypage.profile.exemption.${exemption ?? 'NONE'}` });
}

/** A select's value for an exemption ('' stands for none) … */
export function exemptionToOptionValue(exemption: Exemption | null): string {
  return exemption ?? '';
}

/** … and back; anything that is not one of the options is none. */
export function exemptionFromOptionValue(value: string): Exemption | null {
  return EXEMPTION_OPTIONS.find((option) => option === value) ?? null;
}
