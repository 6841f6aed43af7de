import { FORM_FACTORS, type FormFactor } from '../../normalizers/layoutDirection';
import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { normalizeTextStyle, type TextStyle } from '../../normalizers/textStyle';
import { parseJsonConfig, type JsonObject } from '../../../shared/jsonConfig';
import { TEXT_TAG_RULE, pickOption, type TextTag } from '../../../shared/blocks/options';

/** One rendering of the text: its tag and look, and the form factors that show it. */
export interface TextLook {
  tag: TextTag;
  style: TextStyle;
  formFactors: FormFactor[];
}

interface Display {
  tag: TextTag;
  style: TextStyle;
}

function readDisplay(record: JsonObject | undefined, base: Display): Display {
  const tag =
    record?.headingTag === undefined
      ? base.tag
      : pickOption(record.headingTag, TEXT_TAG_RULE, base.tag);
  const styleValue = record?.textStyle ?? record?.fontSize;
  const style =
    styleValue === undefined
      ? tag === base.tag
        ? base.style
        : normalizeTextStyle(undefined, tag)
      : normalizeTextStyle(styleValue, tag);
  return { tag, style };
}

/**
 * Works out the text's looks per form factor from `headingTag`, `fontSize` and
 * `textDisplayInfo` (`{desktop:{headingTag,textStyle}, tablet:{…,enableOverride}, mobile:{…}}`, or
 * a flat `{headingTag,textStyle}` for every form factor). Tablet follows desktop and mobile follows
 * tablet unless their `enableOverride` is true. Form factors that look the same share a look.
 */
export function resolveTextLooks(
  headingTag: unknown,
  fontSize: unknown,
  textDisplayInfo: unknown,
): TextLook[] {
  const tag = pickOption(headingTag, TEXT_TAG_RULE);
  const base: Display = { tag, style: normalizeTextStyle(fontSize, tag) };
  const info = parseJsonConfig(textDisplayInfo);
  const flat = info && (info.headingTag !== undefined || info.textStyle !== undefined);
  const desktop = readDisplay(flat ? info : parseJsonConfig(info?.desktop), base);
  const displays: Record<FormFactor, Display> = { desktop, tablet: desktop, mobile: desktop };
  if (!flat && info) {
    const tablet = parseJsonConfig(info.tablet);
    displays.tablet = normalizeBoolean(tablet?.enableOverride)
      ? readDisplay(tablet, desktop)
      : desktop;
    const mobile = parseJsonConfig(info.mobile);
    displays.mobile = normalizeBoolean(mobile?.enableOverride)
      ? readDisplay(mobile, displays.tablet)
      : displays.tablet;
  }
  const looks: TextLook[] = [];
  for (const factor of FORM_FACTORS) {
    const { tag: t, style } = displays[factor];
    const same = looks.find((look) => look.tag === t && look.style === style);
    if (same) same.formFactors.push(factor);
    else looks.push({ tag: t, style, formFactors: [factor] });
  }
  return looks;
}
