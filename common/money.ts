/** Decimal text with trailing zeros removed ("0.0240000000" -> "0.024", "1.0000" -> "1"). */
export function trimDecimal(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}
